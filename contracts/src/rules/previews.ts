/** Preview pages of a seller's material (issue 12): the page-count choice, render states and failure codes. */

/** How many pages a seller may show as preview (default 3). */
export const PREVIEW_PAGE_CHOICES = [1, 2, 3, 4, 5] as const;
export const DEFAULT_PREVIEW_PAGES = 3;

export const PREVIEW_STATES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type PreviewRenderState = (typeof PREVIEW_STATES)[number];

/** Why previews failed; the upload page has a text for each (the message is the API's English). */
export const PREVIEW_ERROR_CODES = [
  'pdf_encrypted', 'pdf_invalid', 'pdf_unreadable', 'pdf_too_complex', 'pdf_empty', 'file_missing', 'render_failed',
] as const;
