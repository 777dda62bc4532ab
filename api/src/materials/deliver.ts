import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import yazl from 'yazl';
import type { Ctx } from '../context';
import { ApiError } from '../errors';
import { attachment } from './content-disposition';
import type { SourceFile } from './source';
import { stampPdf } from './stamp';

/** One entry of a delivery: a stamped PDF in memory, or another file streamed from storage. */
type Part = { file: SourceFile; bytes: Buffer } | { file: SourceFile; bytes: null };

/**
 * Prepares the buyer's files: every PDF is stamped with `mark` before anything is sent, so the buyer
 * gets either the complete delivery or a clear error, never half a ZIP.
 *
 * Decision (issue 13 item 1): a PDF that pdf-lib cannot stamp is NOT delivered unstamped (that
 * would defeat the mark): 409 `file_unstampable`, logged for the operators. Uploads are stamped
 * once on trial (materials/inspect-file.ts), so this only happens to files stored before that check
 * or damaged in storage since.
 */
export async function prepareDelivery(ctx: Ctx, files: SourceFile[], mark: string, log: FastifyReply['log']): Promise<Part[]> {
  const parts: Part[] = [];
  for (const file of files) {
    if (file.type !== 'pdf') {
      parts.push({ file, bytes: null });
      continue;
    }
    const original = await ctx.storage.get(file.key);
    if (!original) throw missing(file, log);
    try {
      parts.push({ file, bytes: await stampPdf(original, mark) });
    } catch (error) {
      log.error({ err: error, key: file.key }, 'a stored PDF cannot be stamped: download refused');
      throw new ApiError(409, 'file_unstampable', `"${file.name}" cannot be prepared for download. The seller has been asked to upload it again; please try later.`);
    }
  }
  return parts;
}

/** Sends one file as it is (its real name and type), or several as one ZIP named `zipName`. */
export async function sendDelivery(ctx: Ctx, reply: FastifyReply, parts: Part[], zipName: string): Promise<FastifyReply> {
  reply.header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
  const [only] = parts;
  if (parts.length === 1 && only) {
    reply.header('content-type', only.file.contentType).header('content-disposition', attachment(only.file.name));
    if (only.bytes) return reply.header('content-length', only.bytes.length).send(only.bytes);
    const stream = await ctx.storage.stream(only.file.key);
    if (!stream) throw missing(only.file, reply.log);
    return reply.header('content-length', only.file.size).send(stream);
  }
  const zip = new yazl.ZipFile();
  const names = uniqueNames(parts.map((p) => p.file.name));
  for (const [i, part] of parts.entries()) {
    const name = names[i]!;
    if (part.bytes) {
      zip.addBuffer(part.bytes, name, { compress: false });
      continue;
    }
    const stream = await ctx.storage.stream(part.file.key);
    if (!stream) throw missing(part.file, reply.log);
    // DOCX, PPTX and ZIP are compressed already: stored, not deflated again.
    zip.addReadStream(stream as Readable, name, { compress: false, size: part.file.size });
  }
  zip.end();
  return reply.header('content-type', 'application/zip').header('content-disposition', attachment(zipName)).send(zip.outputStream);
}

function missing(file: SourceFile, log: FastifyReply['log']): ApiError {
  log.error({ key: file.key }, 'a material file is missing in storage');
  return new ApiError(409, 'file_missing', `"${file.name}" is not available right now. Please try again later.`);
}

/** ZIP entries need distinct names: "a.pdf", "a (2).pdf". */
function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const key = name.toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? name : name.replace(/(\.[^.]+)?$/, (ext) => ` (${n})${ext}`);
  });
}
