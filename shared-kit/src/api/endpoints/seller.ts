import type {
  BlogPostBody, NpsBody, NpsStatusResponse, OwnBlogPostResponse, OwnBlogPostsResponse, SalesExportView, SellerBalanceResponse,
  SellerEvaluationsResponse, SellerFeeResponse, SellerSalesQuery, SellerSalesResponse, SellerStatementsResponse,
} from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** The seller's cabinet (spec §2): sellers only (403 otherwise). Dates are YYYY-MM-DD, inclusive. */
export function getSellerSales(query: SellerSalesQuery, signal?: AbortSignal): Promise<SellerSalesResponse> {
  const searchParams: Record<string, string | number> = { page: query.page ?? 1 };
  if (query.from) searchParams.from = query.from;
  if (query.to) searchParams.to = query.to;
  return httpClient().request<SellerSalesResponse>('get', 'v1/seller/sales', { searchParams, signal });
}

/** The sales (view=sales) or months (view=months) of the range as CSV (the session is needed, so fetched as a blob). */
export function downloadSalesExport(query: SellerSalesQuery, view: SalesExportView, signal?: AbortSignal): Promise<Blob> {
  const searchParams: Record<string, string> = { view };
  if (query.from) searchParams.from = query.from;
  if (query.to) searchParams.to = query.to;
  return httpClient().request<Blob>('get', 'v1/seller/sales/export', { searchParams, responseType: 'blob', signal });
}

/** The seller's balance per currency and latest payouts. */
export function getSellerBalance(signal?: AbortSignal): Promise<SellerBalanceResponse> {
  return httpClient().request<SellerBalanceResponse>('get', 'v1/seller/balance', { signal });
}

/** The running month (provisional) and the closed months with earned sales: the monthly payout statements (credit notes). */
export function getSellerStatements(signal?: AbortSignal): Promise<SellerStatementsResponse> {
  return httpClient().request<SellerStatementsResponse>('get', 'v1/seller/statements', { signal });
}

/** A month's statement PDF (YYYY-MM); a closed month's number is issued on the first download, the running month's is provisional. */
export function downloadSellerStatement(month: string, signal?: AbortSignal): Promise<Blob> {
  return httpClient().request<Blob>('get', `v1/seller/statements/${month}`, { responseType: 'blob', signal });
}

export function getSellerEvaluations(page = 1, signal?: AbortSignal): Promise<SellerEvaluationsResponse> {
  return httpClient().request<SellerEvaluationsResponse>('get', 'v1/seller/evaluations', { searchParams: { page }, signal });
}

export function getSellerFee(signal?: AbortSignal): Promise<SellerFeeResponse> {
  return httpClient().request<SellerFeeResponse>('get', 'v1/seller/fee', { signal });
}

/** The post editor: the author's own posts (with their text), publish, change, delete. */
export function getOwnBlogPosts(signal?: AbortSignal): Promise<OwnBlogPostsResponse> {
  return httpClient().request<OwnBlogPostsResponse>('get', 'v1/account/blog-posts', { signal });
}

export function createBlogPost(body: BlogPostBody): Promise<OwnBlogPostResponse> {
  return httpClient().request<OwnBlogPostResponse>('post', 'v1/blog-posts', { json: body });
}

export function updateBlogPost(id: number, body: BlogPostBody): Promise<OwnBlogPostResponse> {
  return httpClient().request<OwnBlogPostResponse>('put', `v1/blog-posts/${id}`, { json: body });
}

export function deleteBlogPost(id: number): Promise<{ success: boolean }> {
  return httpClient().request<{ success: boolean }>('delete', `v1/blog-posts/${id}`);
}

/** The NPS survey (any logged-in user; once per 90 days, a 409 nps_too_soon otherwise). */
export function getNpsStatus(signal?: AbortSignal): Promise<NpsStatusResponse> {
  return httpClient().request<NpsStatusResponse>('get', 'v1/account/nps', { signal });
}

export function answerNps(body: NpsBody): Promise<NpsStatusResponse> {
  return httpClient().request<NpsStatusResponse>('post', 'v1/account/nps', { json: body });
}
