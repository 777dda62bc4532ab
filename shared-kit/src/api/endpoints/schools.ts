import type { CreateSchoolBody, MySchoolResponse, School, SchoolAddress, SchoolInvitationInfo } from '@teachmarket/contracts/api-types/schools';
import { httpClient } from '../http-client';

/** School accounts (spec §2 /school-create, /my-school, /schoolaccount; §6 school roles). Every call needs a login. */
const enc = encodeURIComponent;

/** The caller's school account; 403 not_in_school for users in none. */
export const getMySchool = (signal?: AbortSignal): Promise<MySchoolResponse> => httpClient().request('get', 'v3/schools/mine', { signal });
/** Creates a school account with the caller as its admin (409 already_in_school). */
export const createSchool = (body: CreateSchoolBody): Promise<MySchoolResponse> => httpClient().request('post', 'v3/schools', { json: body });
export const saveSchoolAddress = (address: SchoolAddress): Promise<{ school: School }> =>
  httpClient().request('put', 'v3/schools/mine/address', { json: address });
export const requestSchoolVerification = (domain: string): Promise<{ school: School }> =>
  httpClient().request('post', 'v3/schools/mine/verification', { json: { domain } });
export const removeSchoolMember = (userId: number): Promise<{ success: boolean }> => httpClient().request('delete', `v3/schools/members/${userId}`);
export const transferSchoolAdmin = (userId: number): Promise<{ success: boolean }> =>
  httpClient().request('post', 'v3/schools/transfer-admin', { json: { userId } });
export const withdrawSchoolInvitation = (id: number): Promise<{ success: boolean }> => httpClient().request('delete', `v3/schools/invitations/${id}`);
export const getSchoolInvitation = (token: string, signal?: AbortSignal): Promise<SchoolInvitationInfo> =>
  httpClient().request('get', `v3/school-invitations/${enc(token)}`, { signal });
export const acceptSchoolInvitation = (token: string): Promise<{ schoolId: number }> =>
  httpClient().request('post', 'v3/school-invitations/accept', { json: { token } });
export const declineSchoolInvitation = (token: string): Promise<{ success: boolean }> =>
  httpClient().request('post', 'v3/school-invitations/decline', { json: { token } });
