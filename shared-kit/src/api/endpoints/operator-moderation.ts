import type {
  ModeratedMaterialResponse, ModeratedMaterialsResponse, ModerationDecision, ReportedCommentsResponse, ReportedMaterialsResponse, ReviewsToModerateResponse,
} from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** Issue 19 "moderation" (operators): reported comments, reviews and materials; materials by id or title. */
export const getReportedComments = (page = 1, signal?: AbortSignal): Promise<ReportedCommentsResponse> =>
  httpClient().request('get', 'v1/operator/moderation/comments', { searchParams: { page, per_page: 20 }, signal });
export const decideComment = (id: number, decision: 'remove' | 'keep'): Promise<ModerationDecision> =>
  httpClient().request('post', `v1/operator/moderation/comments/${id}`, { json: { decision } });
export const getReviewsToModerate = (page = 1, signal?: AbortSignal): Promise<ReviewsToModerateResponse> =>
  httpClient().request('get', 'v1/operator/moderation/reviews', { searchParams: { page, per_page: 20 }, signal });
export const decideReview = (id: number, decision: 'remove' | 'keep'): Promise<ModerationDecision> =>
  httpClient().request('post', `v1/operator/moderation/reviews/${id}`, { json: { decision } });
export const getReportedMaterials = (page = 1, signal?: AbortSignal): Promise<ReportedMaterialsResponse> =>
  httpClient().request('get', 'v1/operator/moderation/materials', { searchParams: { page, per_page: 20 }, signal });
/** Keep a reported material (its reports are settled); taking it out is unpublishMaterial. */
export const keepMaterial = (id: number): Promise<ModerationDecision> =>
  httpClient().request('post', `v1/operator/moderation/materials/${id}`, { json: { decision: 'keep' } });
/** Materials by id or title (empty: the newest published ones). */
export const searchModeratedMaterials = (q: string, signal?: AbortSignal): Promise<ModeratedMaterialsResponse> =>
  httpClient().request('get', 'v1/operator/materials', { searchParams: { ...(q ? { q } : {}), per_page: 20 }, signal });
export const unpublishMaterial = (id: number, reason: string): Promise<ModeratedMaterialResponse> =>
  httpClient().request('post', `v1/operator/materials/${id}/unpublish`, { json: { reason } });
