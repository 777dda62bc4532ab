import type { FastifyRequest } from 'fastify';
import { MAX_MATERIAL_BYTES } from '@teachmarket/contracts/api-types';
import type { CheckedFile } from '../../materials/files';
import { inspectMaterialFile } from '../../materials/inspect-file';
import { readUpload } from '../_lib/multipart';

/**
 * Reads a seller's material file from a multipart request and checks it by content (PDF, DOCX, PPTX,
 * ZIP; see materials/inspect-file.ts). Everything is refused here, before anything is stored:
 * 413 too large, 415 another kind of file, 422 damaged or incomplete.
 */
export async function readMaterialFile(request: FastifyRequest, fields: readonly string[]): Promise<{ file: CheckedFile; fields: Record<string, string> }> {
  const upload = await readUpload(request, {
    fileField: 'file', maxBytes: MAX_MATERIAL_BYTES, kinds: ['pdf', 'zip'], fields, kindsLabel: 'a PDF, DOCX, PPTX or ZIP',
  });
  const inspected = await inspectMaterialFile(upload.file.bytes);
  return { file: { bytes: upload.file.bytes, fileName: upload.file.fileName, inspected }, fields: upload.fields };
}
