import type { ClientErrorsResponse } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** Issue 19: the browsers' reports of the last hours, grouped by code, remote and version (operators). */
export function getClientErrors(hours: number, signal?: AbortSignal): Promise<ClientErrorsResponse> {
  return httpClient().request('get', 'v1/operator/errors', { searchParams: { hours }, signal });
}
