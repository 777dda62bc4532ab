import type { UploadMaterialResponse, UploadPreviewsResponse } from '@teachmarket/contracts/api-types';
import type { UploadOptions } from '../http-client';
import { httpClient } from '../http-client';
import { uploadForm } from './uploads';

/** The preview state of an own material (queued, rendering, ready with thumbnails, failed with a reason). */
export function getMaterialPreviews(id: number, signal?: AbortSignal): Promise<UploadPreviewsResponse> {
  return httpClient().request<UploadPreviewsResponse>('get', `v3/uploads/material/${id}/previews`, { signal });
}

/** How many pages (1-5) are shown as preview; a new choice draws them again. */
export function setPreviewPages(id: number, pages: number): Promise<UploadPreviewsResponse> {
  return httpClient().request<UploadPreviewsResponse>('post', `v3/uploads/material/${id}/previews`, { json: { pages } });
}

export function retryMaterialPreviews(id: number): Promise<UploadPreviewsResponse> {
  return httpClient().request<UploadPreviewsResponse>('post', `v3/uploads/material/${id}/previews/retry`);
}

/** Replaces the material's main file (its first one); previews are drawn again from the new file. */
export function replaceMaterialFile(id: number, file: File, options?: UploadOptions): Promise<UploadMaterialResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadForm<UploadMaterialResponse>(`v3/uploads/material/${id}/file`, body, options);
}
