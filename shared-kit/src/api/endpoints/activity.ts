import type { BlogPost, MaterialSummary, PaginatedOf } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** The world's newest blog posts (home tab "blog"). */
export function getWorldBlogPosts(page = 1, signal?: AbortSignal): Promise<PaginatedOf<BlogPost>> {
  return httpClient().request<PaginatedOf<BlogPost>>('get', 'v1/blog-posts', { searchParams: { page, per_page: 12 }, signal });
}

/** Home tab "following": new materials of the followed authors (logged in). */
export function getFollowingMaterials(page = 1, signal?: AbortSignal): Promise<PaginatedOf<MaterialSummary>> {
  return httpClient().request<PaginatedOf<MaterialSummary>>('get', 'v3/following/materials', { searchParams: { page, per_page: 12 }, signal });
}

/** Home tab "activity": new posts of the followed authors (logged in). */
export function getFollowingPosts(page = 1, signal?: AbortSignal): Promise<PaginatedOf<BlogPost>> {
  return httpClient().request<PaginatedOf<BlogPost>>('get', 'v3/following/posts', { searchParams: { page, per_page: 12 }, signal });
}
