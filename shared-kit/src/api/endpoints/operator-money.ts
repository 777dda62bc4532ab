import type {
  MarkPaidBody, OperatorOrderResponse, OperatorOrdersResponse, PayoutResponse, PayoutRunResponse, PayoutsResponse,
} from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** Issue 19 "orders and money" (operators): refunds of paid orders, seller payouts and their SEPA file. */
export const getPaidOrders = (page = 1, signal?: AbortSignal): Promise<OperatorOrdersResponse> =>
  httpClient().request('get', 'v1/operator/orders', { searchParams: { status: 'paid', page, per_page: 25 }, signal });
export const refundOrder = (orderId: number, reason: string): Promise<OperatorOrderResponse> =>
  httpClient().request('post', `v1/operator/orders/${orderId}/refund`, { json: { reason } });
export const getPayouts = (status: 'pending' | 'paid', page = 1, signal?: AbortSignal): Promise<PayoutsResponse> =>
  httpClient().request('get', 'v1/operator/payouts', { searchParams: { status, page, per_page: 25 }, signal });
export const runPayouts = (): Promise<PayoutRunResponse> => httpClient().request('post', 'v1/operator/payouts/run');
export const markPayoutPaid = (payoutId: number, body: MarkPaidBody): Promise<PayoutResponse> =>
  httpClient().request('post', `v1/operator/payouts/${payoutId}/mark-paid`, { json: body });
/** The pending EUR payouts as a SEPA credit transfer file (the export is audited). */
export const downloadSepaFile = (): Promise<Blob> => httpClient().request<Blob>('get', 'v1/operator/payouts/sepa', { responseType: 'blob' });
