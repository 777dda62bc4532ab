import type { AuthorProfile, BlogPost, MaterialSummary } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

export function getAuthor(id: number | string, signal?: AbortSignal): Promise<{ item: AuthorProfile }> {
  return httpClient().request<{ item: AuthorProfile }>('get', `v1/authors/${encodeURIComponent(String(id))}`, { signal });
}

export interface AuthorMaterialsResponse {
  items: MaterialSummary[];
  total: number;
  page: number;
  per_page: number;
}

export function getAuthorMaterials(id: number | string, page = 1, signal?: AbortSignal): Promise<AuthorMaterialsResponse> {
  return httpClient().request<AuthorMaterialsResponse>('get', `v1/authors/${encodeURIComponent(String(id))}/materials`, {
    searchParams: { page },
    signal,
  });
}

export function getBlogPost(id: number | string, signal?: AbortSignal): Promise<{ item: BlogPost }> {
  return httpClient().request<{ item: BlogPost }>('get', `v1/blog-posts/${encodeURIComponent(String(id))}`, { signal });
}

export interface FollowResponse {
  following: boolean;
  total_followers: number;
}

/** Follow or unfollow an author (logged-in users; spec §1 "follow authors"). */
export function setFollowing(authorId: number, follow: boolean): Promise<FollowResponse> {
  return httpClient().request<FollowResponse>('post', `v1/authors/${authorId}/${follow ? 'follow' : 'unfollow'}`);
}
