import type { UploadMaterialResponse } from '@teachmarket/contracts/api-types';
import type { UploadOptions } from '../http-client';
import { httpClient } from '../http-client';
import { uploadForm } from './uploads';

/** Adds a file (PDF, DOCX, PPTX, ZIP) to an own material; buyers receive all files, several as one ZIP. */
export function addMaterialFile(id: number, file: File, options?: UploadOptions): Promise<UploadMaterialResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadForm<UploadMaterialResponse>(`v3/uploads/material/${id}/files`, body, options);
}

/** Removes one file of an own material (the API refuses the last one: 409 last_file). */
export function removeMaterialFile(id: number, position: number): Promise<UploadMaterialResponse> {
  return httpClient().request<UploadMaterialResponse>('delete', `v3/uploads/material/${id}/files/${position}`);
}
