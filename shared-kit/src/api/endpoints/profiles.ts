import type { BlogPost, FollowedAuthorsResponse, MaterialSummary, MyInteractiveScope, PaginatedOf, UserProfileResponse } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** spec §2 user profile: a member's public profile (a private one answers only its name). */
export function getUserProfile(id: number | string, signal?: AbortSignal): Promise<UserProfileResponse> {
  return httpClient().request<UserProfileResponse>('get', `v1/users/${encodeURIComponent(String(id))}/profile`, { signal });
}

/** The authors a member follows (403 private_profile for a private profile). */
export function getUserFollowings(id: number | string, page = 1, signal?: AbortSignal): Promise<FollowedAuthorsResponse> {
  return httpClient().request<FollowedAuthorsResponse>('get', `v1/users/${encodeURIComponent(String(id))}/followings`, {
    searchParams: { page, per_page: 24 },
    signal,
  });
}

/** An author's blog posts in the current world, newest first (author page tab "blog"). */
export function getAuthorBlogPosts(authorId: number | string, page = 1, signal?: AbortSignal): Promise<PaginatedOf<BlogPost>> {
  return httpClient().request<PaginatedOf<BlogPost>>('get', 'v1/blog-posts', { searchParams: { author_id: Number(authorId), page, per_page: 12 }, signal });
}

/** spec §2 /interactive/my-interactives: the logged-in user's interactive materials. */
export function getMyInteractives(scope: MyInteractiveScope, page = 1, signal?: AbortSignal): Promise<PaginatedOf<MaterialSummary>> {
  return httpClient().request<PaginatedOf<MaterialSummary>>('get', 'v3/interactive/my-materials', { searchParams: { scope, page, per_page: 24 }, signal });
}
