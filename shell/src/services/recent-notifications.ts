import type { NotificationsReadResponse, NotificationsResponse } from '@teachmarket/contracts/api-types';
import { $websocket, httpClient, type WsNotification } from '@teachmarket/shared-kit';

/*
 * s17 QA3 (s16 QA2 finding 2): the bell's recent notifications and their read state as the API keeps
 * them. Only the shell's signed-in chunk and the bell's chunk use these, so they live here, not in
 * shared-kit's main entry (every name there costs every first view).
 */

const MAX_NOTIFICATIONS = 20;

/** Merges the API's list with what the socket pushed meanwhile: one line per id, read when either side says so, newest first. */
export function mergeNotifications(items: readonly WsNotification[]): void {
  const state = $websocket.get();
  const byId = new Map(state.notifications.map((n) => [n.id, n]));
  for (const item of items) {
    const known = byId.get(item.id);
    byId.set(item.id, known ? { ...known, read: known.read || item.read } : item);
  }
  const notifications = [...byId.values()].sort((a, b) => b.at.localeCompare(a.at)).slice(0, MAX_NOTIFICATIONS);
  $websocket.set({ ...state, notifications });
}

/**
 * Read at login (signed-in.ts): a reload, or a notification that came while no tab was open, no longer
 * leaves the bell empty. A failed read leaves the bell to the live pushes.
 */
export const loadRecentNotifications = (): Promise<void> =>
  httpClient().request<NotificationsResponse>('get', 'v3/notifications').then(({ items }) => mergeNotifications(items), () => undefined);

/** The bell was opened: these are read on the server too, so the next reload does not count them again. */
export const readNotifications = (ids: string[]): Promise<NotificationsReadResponse> =>
  httpClient().request<NotificationsReadResponse>('post', 'v3/notifications/read', { json: { ids } });
