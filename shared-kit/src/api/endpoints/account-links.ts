import type { AuthenticateResponse } from '@teachmarket/contracts/api-types';
import type {
  ChangeEmailConfirmResponse, CompleteRegistrationBody, CompleteRegistrationInfo, FreeDownloadInfo, RecommendationBody, RecommendationInfo,
} from '@teachmarket/contracts/api-types/account-links';
import { httpClient } from '../http-client';

// Account links (issue 4/5). The token pages are opened from e-mails, often without a session:
// they never wait for the terms gate (noValidate).
const post = <T>(path: string, json: unknown, noValidate = true) => httpClient().request<T>('post', path, { json, noValidate });
const enc = encodeURIComponent;

export const inviteSchoolMember = (email: string): Promise<{ success: boolean }> => post('v3/schools/invitations', { email }, false);

export const getCompleteRegistration = (token: string, signal?: AbortSignal): Promise<CompleteRegistrationInfo> =>
  httpClient().request('get', `v3/registration/complete/${enc(token)}`, { signal, noValidate: true });
export const completeRegistration = (body: CompleteRegistrationBody): Promise<AuthenticateResponse & { oauth_user_id: number }> =>
  post('v3/registration/complete', body);

export const requestEmailChange = (newEmail: string, password: string): Promise<{ success: boolean }> =>
  post('v3/user/change-email', { newEmail, password }, false);
export const confirmEmailChange = (token: string): Promise<ChangeEmailConfirmResponse> => post('v3/user/change-email/confirm', { token });

export const requestFreeDownload = (email: string, materialId: number): Promise<{ success: boolean }> =>
  post('v3/free-material-download/request', { email, materialId });
export const getFreeDownload = (token: string, signal?: AbortSignal): Promise<FreeDownloadInfo> =>
  httpClient().request('get', `v3/free-material-download/${enc(token)}`, { signal, noValidate: true });
export const downloadFreeMaterial = (token: string): Promise<Blob> =>
  httpClient().request('get', `v3/free-material-download/${enc(token)}/file`, { responseType: 'blob', noValidate: true });

export const recommendMaterial = (body: RecommendationBody): Promise<{ success: boolean }> => post('v3/recommendations', body, false);
export const getRecommendation = (token: string, signal?: AbortSignal): Promise<RecommendationInfo> =>
  httpClient().request('get', `v3/recommendations/${enc(token)}`, { signal, noValidate: true });
export const recordRecommendationVisit = (token: string): Promise<{ success: boolean }> => post(`v3/recommendations/${enc(token)}/visit`, {});
