/**
 * Preview pages of a seller's material (issue 12): the render state the upload page shows, the
 * page-count choice and the calls' bodies. Only @sinclair/typebox and ../rules may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PREVIEW_STATES } from '../rules/previews';

export { DEFAULT_PREVIEW_PAGES, PREVIEW_ERROR_CODES, PREVIEW_PAGE_CHOICES, PREVIEW_STATES, type PreviewRenderState } from '../rules/previews';

export const UploadPreviewsSchema = Type.Object({
  /** queued / rendering (pagesDone of pagesTotal) / ready / failed (error). */
  state: Type.Union(PREVIEW_STATES.map((s) => Type.Literal(s))),
  pagesDone: Type.Integer(),
  pagesTotal: Type.Integer(),
  /** The seller's choice, 1-5. */
  previewPages: Type.Integer({ minimum: 1, maximum: 5 }),
  /** How the images were made: the PDF's pages, an office file's first page, or a typed cover. */
  source: Type.Union([Type.Literal('pdf'), Type.Literal('office'), Type.Literal('cover'), Type.Null()]),
  error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
  /** The watermarked pages buyers see now, as small data: URLs (drafts have no public image URL). */
  images: Type.Array(Type.Object({ src: Type.String(), width: Type.Integer(), height: Type.Integer() })),
});
export type UploadPreviews = Static<typeof UploadPreviewsSchema>;
export const UploadPreviewsResponseSchema = Type.Object({ item: UploadPreviewsSchema });
export type UploadPreviewsResponse = Static<typeof UploadPreviewsResponseSchema>;

/** POST /v3/uploads/material/:id/previews */
export const UploadPreviewPagesSchema = Type.Object(
  { pages: Type.Integer({ minimum: 1, maximum: 5 }) },
  { additionalProperties: false },
);
export type UploadPreviewPages = Static<typeof UploadPreviewPagesSchema>;
