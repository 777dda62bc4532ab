import type { NotificationsReadResponse, NotificationsResponse } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

// s17 QA3: the bell's recent notifications (start-up, so a reload keeps them) and the read mark when it opens.
export const getNotifications = (signal?: AbortSignal): Promise<NotificationsResponse> =>
  httpClient().request<NotificationsResponse>('get', 'v3/notifications', { signal });

export const readNotifications = (ids: string[]): Promise<NotificationsReadResponse> =>
  httpClient().request<NotificationsReadResponse>('post', 'v3/notifications/read', { json: { ids } });
