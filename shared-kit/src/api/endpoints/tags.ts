import type { ItemTagResponse, ItemTagsResponse } from '@teachmarket/contracts/api-types/collections';
import { httpClient } from '../http-client';

/** The user's item tags (spec §4: item-tags URLs are never retried after a 401). */
export function getItemTags(materialId?: number, signal?: AbortSignal): Promise<ItemTagsResponse> {
  return httpClient().request<ItemTagsResponse>('get', 'v3/item-tags', { searchParams: materialId ? { material_id: materialId } : {}, signal });
}

export function setItemTag(materialId: number, tag: string, on: boolean): Promise<ItemTagResponse> {
  return httpClient().request<ItemTagResponse>('post', 'v3/item-tags', { json: { material_id: materialId, tag, action: on ? 'add' : 'remove' } });
}
