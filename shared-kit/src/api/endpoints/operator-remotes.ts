import type {
  RegistryCheckResponse, RegistryDoc, RegistryHistoryResponse, RegistrySaveBody, RegistrySavedResponse, RemotesHealthResponse, RemotesState,
} from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** Issue 19 "remotes per world" (operators): the registry in force with the builds to choose from. */
export const getRemotesState = (signal?: AbortSignal): Promise<RemotesState> => httpClient().request('get', 'v1/operator/remotes', { signal });
/** Each build in force: does it answer, and how often browsers failed to load it in the last hour. */
export const getRegistryHealth = (signal?: AbortSignal): Promise<RemotesHealthResponse> =>
  httpClient().request('get', 'v1/operator/remotes/health', { signal });
/** Checks a registry without saving it (structure; manifest, remote, version and contract of each build it adds). */
export const checkRegistry = (registry: RegistryDoc): Promise<RegistryCheckResponse> =>
  httpClient().request('post', 'v1/operator/remotes/check', { json: { registry } });
export const saveRegistry = (body: RegistrySaveBody): Promise<RegistrySavedResponse> =>
  httpClient().request('put', 'v1/operator/remotes', { json: body });
export const getRegistryHistory = (page = 1, signal?: AbortSignal): Promise<RegistryHistoryResponse> =>
  httpClient().request('get', 'v1/operator/remotes/history', { searchParams: { page, per_page: 20 }, signal });
/** Returns to an earlier saved registry (a new version, checked first). */
export const restoreRegistry = (id: number, basedOn: number | null): Promise<RegistrySavedResponse> =>
  httpClient().request('post', `v1/operator/remotes/history/${id}/restore`, { json: { basedOn } });
