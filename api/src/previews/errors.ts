/**
 * Why previews could not be made, in words a seller can act on (shown on the upload page).
 * `code` is stable for the client; `message` is English for logs and the API answer.
 */
export class PreviewError extends Error {
  override readonly name = 'PreviewError';
  constructor(readonly code: PreviewErrorCode, message: string) {
    super(message);
  }
}

export type PreviewErrorCode =
  | 'pdf_encrypted' | 'pdf_invalid' | 'pdf_unreadable' | 'pdf_too_complex' | 'pdf_empty' | 'file_missing' | 'render_failed';
