import type {
  AuditLogResponse, MarkPaidBody, OperatorOrderResponse, OperatorOrdersResponse, OperatorUserDetailResponse, OperatorUsersResponse,
  VerificationDecisionResponse, VerificationRequestsResponse,
} from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/**
 * The operator's console (issue 19; role operator, spec §6). Every write is audited by the API.
 * Imported as `@teachmarket/shared-kit/operator` (not re-exported by the index): only the console's
 * page chunks carry it, never the shared first view every visitor loads (issue 16 budgets).
 */
const PER_PAGE = 25;

export const getVerificationRequests = (page = 1, signal?: AbortSignal): Promise<VerificationRequestsResponse> =>
  httpClient().request('get', 'v1/operator/schools/verification-requests', { searchParams: { page, per_page: PER_PAGE }, signal });
export const approveSchoolVerification = (schoolId: number): Promise<VerificationDecisionResponse> =>
  httpClient().request('post', `v1/operator/schools/${schoolId}/verification/approve`);
export const rejectSchoolVerification = (schoolId: number, reason: string): Promise<VerificationDecisionResponse> =>
  httpClient().request('post', `v1/operator/schools/${schoolId}/verification/reject`, { json: { reason } });

/** Invoice orders awaiting payment, oldest due first. */
export const getOperatorOrders = (page = 1, signal?: AbortSignal): Promise<OperatorOrdersResponse> =>
  httpClient().request('get', 'v1/operator/orders', { searchParams: { status: 'awaiting_payment', page, per_page: PER_PAGE }, signal });
export const markOrderPaid = (orderId: number, body: MarkPaidBody): Promise<OperatorOrderResponse> =>
  httpClient().request('post', `v1/operator/orders/${orderId}/mark-paid`, { json: body });
export const cancelOrder = (orderId: number, reason: string): Promise<OperatorOrderResponse> =>
  httpClient().request('post', `v1/operator/orders/${orderId}/cancel`, { json: { reason } });

/** Users by e-mail address, name or id (empty: the newest accounts). */
export const searchUsers = (q: string, page = 1, signal?: AbortSignal): Promise<OperatorUsersResponse> =>
  httpClient().request('get', 'v1/operator/users', { searchParams: { ...(q ? { q } : {}), page, per_page: PER_PAGE }, signal });
export const getOperatorUser = (userId: number, signal?: AbortSignal): Promise<OperatorUserDetailResponse> =>
  httpClient().request('get', `v1/operator/users/${userId}`, { signal });
export const lockUser = (userId: number, reason: string): Promise<{ item: { id: number; lockedAt: string | null } }> =>
  httpClient().request('post', `v1/operator/users/${userId}/lock`, { json: { reason } });
export const unlockUser = (userId: number): Promise<{ item: { id: number; lockedAt: string | null } }> =>
  httpClient().request('post', `v1/operator/users/${userId}/unlock`);
export const resendConfirmation = (userId: number): Promise<{ mailed: boolean }> =>
  httpClient().request('post', `v1/operator/users/${userId}/resend-confirmation`);

export const getAuditLog = (page = 1, signal?: AbortSignal): Promise<AuditLogResponse> =>
  httpClient().request('get', 'v1/operator/audit', { searchParams: { page, per_page: PER_PAGE }, signal });

// Issue 19: the browsers' error reports, grouped (the errors view).
export { getClientErrors } from './operator-errors';

// Issue 19 "remotes per world": the registry in force, its checks, saves, history and health.
export {
  checkRegistry, getRegistryHealth, getRegistryHistory, getRemotesState, restoreRegistry, saveRegistry,
} from './operator-remotes';
// Issue 19 "moderation".
export {
  decideComment, decideReview, getReportedComments, getReportedMaterials, getReviewsToModerate, keepMaterial, searchModeratedMaterials, unpublishMaterial,
} from './operator-moderation';
// Issue 19 "orders and money": refunds, payouts, the SEPA file.
export { downloadSepaFile, getPaidOrders, getPayouts, markPayoutPaid, refundOrder, runPayouts } from './operator-money';
