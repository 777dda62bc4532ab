import type { TermsUpcomingAcceptResponse, TermsUpcomingResponse } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

// spec §2 upcoming-terms popup. Not behind the terms wait: the popup is only asked for once the
// current terms are accepted, and must never hold other calls back.
export const getUpcomingTerms = (signal?: AbortSignal): Promise<TermsUpcomingResponse> =>
  httpClient().request<TermsUpcomingResponse>('get', 'v3/terms/upcoming', { signal, noValidate: true });

/** Accepting early: the user is not asked again when the version takes effect. */
export const acceptUpcomingTerms = (id: string): Promise<TermsUpcomingAcceptResponse> =>
  httpClient().request<TermsUpcomingAcceptResponse>('post', 'v3/terms/upcoming/accept', { json: { id }, noValidate: true });
