import type { UploadMaterialResponse, UploadMaterialsResponse, UploadMaterialUpdate } from '@teachmarket/contracts/api-types';
import { httpClient, type UploadOptions } from '../http-client';

export class UploadUnsupportedError extends Error {
  override readonly name = 'UploadUnsupportedError';
  readonly code = 'UPLOAD_UNSUPPORTED';
  constructor() {
    super('The installed HTTP client cannot upload files (the shell installs one that can).');
  }
}

/** A multipart POST through the installed client's upload call (progress, cancellation). */
export function uploadForm<T>(path: string, body: FormData, options?: UploadOptions): Promise<T> {
  const client = httpClient();
  if (!client.upload) return Promise.reject(new UploadUnsupportedError());
  return client.upload<T>(path, body, options);
}

/** Uploads a PDF: the API creates a draft material of the seller in the current world. */
export function uploadMaterialFile(file: File, options?: UploadOptions): Promise<UploadMaterialResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadForm<UploadMaterialResponse>('v3/uploads/material', body, options);
}

export function getOwnMaterials(signal?: AbortSignal): Promise<UploadMaterialsResponse> {
  return httpClient().request<UploadMaterialsResponse>('get', 'v3/uploads/materials', { signal });
}

export function getOwnMaterial(id: number, signal?: AbortSignal): Promise<UploadMaterialResponse> {
  return httpClient().request<UploadMaterialResponse>('get', `v3/uploads/material/${id}`, { signal });
}

export function updateOwnMaterial(id: number, changes: UploadMaterialUpdate): Promise<UploadMaterialResponse> {
  return httpClient().request<UploadMaterialResponse>('post', `v3/uploads/material/${id}`, { json: changes });
}

export function publishOwnMaterial(id: number): Promise<UploadMaterialResponse> {
  return httpClient().request<UploadMaterialResponse>('post', `v3/uploads/material/${id}/publish`);
}

/** Takes an own published material off sale (a draft again; buyers keep their downloads). */
export function withdrawOwnMaterial(id: number): Promise<UploadMaterialResponse> {
  return httpClient().request<UploadMaterialResponse>('post', `v3/uploads/material/${id}/withdraw`);
}

/** Puts an own material its author withdrew back on sale as it is. */
export function republishOwnMaterial(id: number): Promise<UploadMaterialResponse> {
  return httpClient().request<UploadMaterialResponse>('post', `v3/uploads/material/${id}/republish`);
}

export function deleteDraft(id: number): Promise<{ id: number }> {
  return httpClient().request<{ id: number }>('delete', `v3/uploads/material/${id}`);
}
