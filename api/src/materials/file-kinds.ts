import type { MaterialFileType } from '@teachmarket/contracts/api-types';

export type { MaterialFileType };

/** The files a seller may sell (issue 12), recognised by their content, never by the client's name or header. */

export const CONTENT_TYPES: Record<MaterialFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};

/**
 * The name the buyer's file gets: the seller's own name without any folder part or control
 * characters, with the extension of what the file really is ("notes.pdf" that is a DOCX becomes
 * "notes.docx", so it opens in the right program).
 */
export function fileNameFor(sent: string, type: MaterialFileType): string {
  const base = (sent.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '').replace(/\s+/g, ' ').trim();
  const stem = base.replace(/\.(pdf|docx|pptx|zip)$/i, '').slice(0, 180).trim() || 'material';
  return `${stem}.${type}`;
}
