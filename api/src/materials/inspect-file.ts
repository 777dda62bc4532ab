import { PDFDocument } from 'pdf-lib';
import yauzl from 'yauzl';
import { ApiError } from '../errors';
import { CONTENT_TYPES, type MaterialFileType } from './file-kinds';
import { stampPdf } from './stamp';

export interface InspectedFile {
  type: MaterialFileType;
  contentType: string;
  /** Pages of a PDF; null for the other kinds. */
  pages: number | null;
}

/** A ZIP may hold at most this many entries and unpack to at most this much (zip-bomb guard). */
const MAX_ZIP_ENTRIES = 5_000;
const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;

const damaged = (what: string, why: string) =>
  new ApiError(422, 'file_damaged', `The ${what} is damaged or incomplete (${why}). Export or pack it again and upload the new file.`, 'file');

export const unsupported = () =>
  new ApiError(415, 'unsupported_file_type', 'The file must be a PDF, DOCX, PPTX or ZIP (checked by its content)', 'file');

/**
 * What a seller's file is, checked deeply enough that delivery cannot fail later: a PDF must load
 * and take the buyer's stamp (issue 13: an unstamped paid file defeats the mark), a ZIP must list
 * and unpack completely. Nothing is stored before this passes.
 */
export async function inspectMaterialFile(bytes: Buffer): Promise<InspectedFile> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return inspectPdf(bytes);
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return inspectZip(bytes);
  throw unsupported();
}

async function inspectPdf(bytes: Buffer): Promise<InspectedFile> {
  // A PDF ends with %%EOF (possibly followed by a line break or a few bytes of padding).
  if (!bytes.subarray(-1024).toString('latin1').includes('%%EOF')) throw damaged('PDF', 'it does not end with %%EOF');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    if ((error as Error).name === 'EncryptedPDFError') {
      throw new ApiError(422, 'pdf_encrypted', 'The PDF is password-protected. Save it without protection and upload it again.', 'file');
    }
    throw damaged('PDF', 'it cannot be read');
  }
  let pages = 0;
  try {
    pages = doc.getPageCount();
  } catch {
    throw damaged('PDF', 'its page tree cannot be read');
  }
  if (pages < 1) throw damaged('PDF', 'it has no pages');
  try {
    await stampPdf(bytes, 'upload check');
  } catch {
    throw damaged('PDF', 'its pages cannot be marked for buyers');
  }
  return { type: 'pdf', contentType: CONTENT_TYPES.pdf, pages };
}

async function inspectZip(bytes: Buffer): Promise<InspectedFile> {
  const names = await listZip(bytes).catch((error: unknown) => {
    if (error instanceof ApiError) throw error;
    throw damaged('ZIP file', (error as Error).message.replace(/\.$/, ''));
  });
  const files = names.filter((n) => !n.endsWith('/'));
  if (!files.length) throw damaged('ZIP file', 'it holds no files');
  // Office Open XML files are ZIPs with a content-types part and their main folder.
  const type: MaterialFileType = files.includes('[Content_Types].xml') && files.some((n) => n.startsWith('word/'))
    ? 'docx'
    : files.includes('[Content_Types].xml') && files.some((n) => n.startsWith('ppt/')) ? 'pptx' : 'zip';
  return { type, contentType: CONTENT_TYPES[type], pages: null };
}

/** Every entry name, after unpacking each one (sizes checked by yauzl), or a rejection. */
function listZip(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false, decodeStrings: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('unreadable'));
      const names: string[] = [];
      let unpacked = 0;
      zip.on('error', reject);
      zip.on('end', () => resolve(names));
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        unpacked += entry.uncompressedSize;
        if (names.length > MAX_ZIP_ENTRIES) return reject(new ApiError(422, 'zip_too_large', `A ZIP may hold at most ${MAX_ZIP_ENTRIES} files`, 'file'));
        if (unpacked > MAX_UNPACKED_BYTES) return reject(new ApiError(422, 'zip_too_large', 'The ZIP unpacks to more than 512 MB', 'file'));
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('unreadable entry'));
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
          stream.resume();
        });
      });
      zip.readEntry();
    });
  });
}
