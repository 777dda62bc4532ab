import type { FiltersResponse, Material, MaterialSummary, SearchResponse, SuggestResponse } from '../../api-types';
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
