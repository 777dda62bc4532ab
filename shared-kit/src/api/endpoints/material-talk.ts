import type { Comment, CommentReply, RatingEligibility } from '@teachmarket/contracts/api-types';
import type { CommentReportReason, MaterialReportReason, ReviewReportReason } from '@teachmarket/contracts/rules/material-talk';
import { httpClient } from '../http-client';

// Issue 18 "the catalogue talks back": comments with the author's answers, own edits and deletes,
// reports, who may rate, answers to reviews. After a write the page calls
// invalidateQueries('getMaterialComments') or ('getMaterialRatings').

/** A comment, or (parentId) the material author's answer to one. 429 with Retry-After past the limit. */
export function postComment(materialId: number, body: string, parentId?: number): Promise<{ item: Comment | CommentReply }> {
  return httpClient().request('post', `v1/materials/${materialId}/comments`, { json: { body, ...(parentId ? { parentId } : {}) } });
}

export function editComment(materialId: number, commentId: number, body: string): Promise<{ item: Comment | CommentReply }> {
  return httpClient().request('put', `v1/materials/${materialId}/comments/${commentId}`, { json: { body } });
}

export function deleteComment(materialId: number, commentId: number): Promise<{ id: number }> {
  return httpClient().request('delete', `v1/materials/${materialId}/comments/${commentId}`);
}

export function reportComment(materialId: number, commentId: number, reason: CommentReportReason, text?: string): Promise<{ id: number }> {
  return httpClient().request('post', `v1/materials/${materialId}/comments/${commentId}/report`, { json: { reason, ...(text ? { text } : {}) } });
}

/** Issue 19: report a material to the operators; `text` optional. 409 already_reported, 429 past the report limit. */
export function reportMaterial(materialId: number, reason: MaterialReportReason, text?: string): Promise<{ id: number }> {
  return httpClient().request('post', `v1/materials/${materialId}/report`, { json: { reason, ...(text ? { text } : {}) } });
}

/** Issue 19: report someone else's review (a rating with text). */
export function reportReview(materialId: number, ratingId: number, reason: ReviewReportReason, text?: string): Promise<{ id: number }> {
  return httpClient().request('post', `v1/materials/${materialId}/ratings/${ratingId}/report`, { json: { reason, ...(text ? { text } : {}) } });
}

/** Whether the visitor may rate, and why not (login, not bought, own material). */
export function getRatingEligibility(materialId: number, signal?: AbortSignal): Promise<RatingEligibility> {
  return httpClient().request('get', `v1/materials/${materialId}/ratings/eligibility`, { signal });
}

export function replyToRating(materialId: number, ratingId: number, text: string): Promise<{ reply: { text: string; createdAt: string } }> {
  return httpClient().request('put', `v1/materials/${materialId}/ratings/${ratingId}/reply`, { json: { text } });
}
