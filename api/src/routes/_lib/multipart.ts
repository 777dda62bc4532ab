import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../errors';

/** Kinds of file the API accepts, recognised by their first bytes (the mime header is the client's word). */
export type FileKind = 'pdf' | 'zip' | 'jpeg' | 'png' | 'webp';

/** The file's kind from its magic bytes, or null. */
export function sniff(bytes: Buffer): FileKind | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // ZIP local file header: plain ZIPs and DOCX/PPTX (Office Open XML) alike; materials/inspect-file.ts tells them apart.
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** Plugin-wide ceilings; each call narrows them (a PDF may be bigger than an avatar). */
export const MULTIPART_LIMITS = { fileSize: 20 * 1024 * 1024, files: 1, fields: 12, fieldSize: 10_000, parts: 14, headerPairs: 100 };

export interface ReadOptions {
  /** Name of the file part. */
  fileField: string;
  maxBytes: number;
  kinds: readonly FileKind[];
  /** Text fields the call takes; any other is a 400. */
  fields: readonly string[];
  /** How the error names the accepted kinds, when the kinds alone would mislead ("PDF, DOCX, PPTX or ZIP"). */
  kindsLabel?: string;
}

export interface ReadResult {
  file: { bytes: Buffer; fileName: string; kind: FileKind };
  fields: Record<string, string>;
}

/**
 * Reads a multipart request holding exactly one file and a few text fields, mapping every limit
 * to an error the client can act on: 413 file_too_large / too_many_files, 415 unsupported_file_type.
 */
export async function readUpload(request: FastifyRequest, options: ReadOptions): Promise<ReadResult> {
  if (!request.isMultipart()) throw new ApiError(415, 'multipart_required', 'Send the file as multipart/form-data');
  const fields: Record<string, string> = {};
  let file: ReadResult['file'] | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: options.maxBytes, files: 1 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== options.fileField) {
          part.file.resume();
          throw badRequest('validation_failed', `body field "${part.fieldname}" is not allowed`, part.fieldname);
        }
        const bytes = await part.toBuffer();
        const kind = sniff(bytes);
        if (!kind || !options.kinds.includes(kind)) {
          const label = options.kindsLabel ?? options.kinds.join(' or ').toUpperCase();
          throw new ApiError(415, 'unsupported_file_type', `The file must be ${label} (checked by its content)`, options.fileField);
        }
        file = { bytes, kind, fileName: (part.filename || `upload.${kind}`).slice(0, 200) };
      } else {
        if (!options.fields.includes(part.fieldname)) {
          throw badRequest('validation_failed', `body field "${part.fieldname}" is not allowed`, part.fieldname);
        }
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw toApiError(error, options);
  }
  if (!file) throw badRequest('file_required', `Attach the file as field "${options.fileField}"`, options.fileField);
  return { file, fields };
}

function toApiError(error: unknown, options: ReadOptions): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  const mb = Math.round(options.maxBytes / 1024 / 1024);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, 'file_too_large', `The file is larger than ${mb} MB`, options.fileField);
  if (code === 'FST_FILES_LIMIT') return new ApiError(413, 'too_many_files', 'Send one file per request', options.fileField);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new ApiError(413, 'too_many_fields', 'The request has too many fields');
  if (code === 'FST_PROTO_VIOLATION' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest('invalid_multipart', 'The multipart body is malformed');
  if (error instanceof Error && /Unexpected end of form|Malformed/i.test(error.message)) return badRequest('invalid_multipart', 'The multipart body is malformed');
  return error;
}
