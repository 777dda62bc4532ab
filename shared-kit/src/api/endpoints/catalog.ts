import type { Comment, FiltersResponse, Material, MaterialSummary, MegaMenuResponse, PaginatedOf, RatingsResponse, RatingSummary, SearchResponse, SuggestResponse } from '@teachmarket/contracts/api-types';
import { httpClient, type SearchParamValue } from '../http-client';

export interface SearchParams {
  q?: string;
  page?: number;
  per_page?: number;
  sort?: string;
  subject?: string | string[];
  class_grade?: string | string[];
  learning_years?: string | string[];
  material_type?: string | string[];
  school_type?: string | string[];
  price?: 'free' | 'paid';
  price_min?: number;
  price_max?: number;
  text_language?: string;
  author_id?: number;
  interactive?: boolean;
}

/** Full-text search in the world's language with filters, facets and pagination. */
export function searchMaterials(params: SearchParams, signal?: AbortSignal): Promise<SearchResponse> {
  return httpClient().request<SearchResponse>('get', 'v1/search', {
    searchParams: params as Record<string, SearchParamValue | readonly SearchParamValue[]>,
    signal,
  });
}

export function suggest(q: string, signal?: AbortSignal): Promise<SuggestResponse> {
  return httpClient().request<SuggestResponse>('get', 'v1/suggest', { searchParams: { q }, signal });
}

export function getMaterial(id: number | string, signal?: AbortSignal): Promise<{ item: Material }> {
  return httpClient().request<{ item: Material }>('get', `v1/materials/${encodeURIComponent(String(id))}`, { signal });
}

export function getFilters(signal?: AbortSignal): Promise<FiltersResponse> {
  return httpClient().request<FiltersResponse>('get', 'v1/filters', { signal });
}

/** The logged-in buyer's bought materials (spec §2 /bought-materials). */
export function getBoughtMaterials(signal?: AbortSignal): Promise<{ items: MaterialSummary[]; total: number }> {
  return httpClient().request<{ items: MaterialSummary[]; total: number }>('get', 'v1/user/bought-materials', { signal });
}

export function getMaterialRatings(id: number, page = 1, signal?: AbortSignal): Promise<RatingsResponse> {
  return httpClient().request<RatingsResponse>('get', `v1/materials/${id}/ratings`, { searchParams: { page, per_page: 5 }, signal });
}

export function getMaterialComments(id: number, page = 1, signal?: AbortSignal): Promise<PaginatedOf<Comment>> {
  return httpClient().request<PaginatedOf<Comment>>('get', `v1/materials/${id}/comments`, { searchParams: { page, per_page: 10 }, signal });
}

/** Buyers only (the API answers 403 otherwise); re-rating replaces the earlier rating. */
export function rateMaterial(id: number, stars: number, text?: string): Promise<{ summary: RatingSummary }> {
  return httpClient().request<{ summary: RatingSummary }>('post', `v1/materials/${id}/ratings`, { json: { stars, ...(text ? { text } : {}) } });
}

/** spec §7 GET v3/mega-menu/get-subjects: school types with their grades and subjects. */
export function getMegaMenu(signal?: AbortSignal): Promise<MegaMenuResponse> {
  return httpClient().request<MegaMenuResponse>('get', 'v3/mega-menu/get-subjects', { signal });
}

/** The PDF of a bought (or free) material; needs a login (spec §2 bought materials). */
export function downloadMaterial(id: number, signal?: AbortSignal): Promise<Blob> {
  return httpClient().request<Blob>('get', `v1/materials/${id}/download`, { responseType: 'blob', signal });
}
