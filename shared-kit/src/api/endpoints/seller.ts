import type {
  BlogPostBody, NpsBody, NpsStatusResponse, OwnBlogPostResponse, OwnBlogPostsResponse, SellerEvaluationsResponse, SellerFeeResponse,
  SellerSalesQuery, SellerSalesResponse,
} from '../../api-types';
import { httpClient } from '../http-client';

/** The seller's cabinet (spec §2): sellers only (403 otherwise). Dates are YYYY-MM-DD, inclusive. */
export function getSellerSales(query: SellerSalesQuery, signal?: AbortSignal): Promise<SellerSalesResponse> {
  const searchParams: Record<string, string | number> = { page: query.page ?? 1 };
  if (query.from) searchParams.from = query.from;
  if (query.to) searchParams.to = query.to;
  return httpClient().request<SellerSalesResponse>('get', 'v1/seller/sales', { searchParams, signal });
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
