/**
 * Material uploads (issue 5): a seller's draft and published materials, the metadata update body
 * and the limits both sides check. Only @sinclair/typebox and ../rules may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { MATERIAL_FILE_TYPES, UPLOAD_MATERIAL_TYPES, UPLOAD_STATUSES, UPLOAD_TEXT_LANGUAGES } from '../rules/uploads';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export {
  MATERIAL_FILE_ACCEPT, MATERIAL_FILE_TYPES, MAX_IMAGE_BYTES, MAX_MATERIAL_BYTES, MAX_MATERIAL_FILES, UPLOAD_MATERIAL_TYPES, UPLOAD_STATUSES,
  UPLOAD_TEXT_LANGUAGES, type MaterialFileType, type UploadMaterialType, type UploadStatus, type UploadTextLanguage,
} from '../rules/uploads';

/** One of a material's files as its seller uploaded it; buyers receive it under this name. */
export const UploadFileSchema = Type.Object({
  /** Stable while the file exists (removing a file does not renumber the others). */
  position: Type.Integer(),
  name: Type.String(),
  type: Type.Union(MATERIAL_FILE_TYPES.map((t) => Type.Literal(t))),
  contentType: Type.String(),
  size: Type.Integer(),
  /** PDF pages; null for the other kinds. */
  pages: Nullable(Type.Integer()),
  uploadedAt: Type.String({ format: 'date-time' }),
});
export type UploadFile = Static<typeof UploadFileSchema>;
export const UploadFileParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  position: Type.Integer({ minimum: 0, maximum: 1000 }),
});
/** How many files one material may have. */

export const UploadMaterialSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  status: Type.Union(UPLOAD_STATUSES.map((s) => Type.Literal(s))),
  world: Type.String(),
  title: Type.String(),
  /** Plain text as the seller wrote it. */
  description: Type.String(),
  /** Major units of currencyCode; 0 = free. */
  price: Type.Number(),
  currencyCode: Type.String(),
  materialType: Type.String(),
  subjectIds: Type.Array(Type.Integer()),
  grades: Type.Array(Type.Integer()),
  schoolTypes: Type.Array(Type.String()),
  /** es only (spec §1); null in every other world. */
  textLanguage: Type.Union([Type.String(), Type.Null()]),
  pages: Type.Integer(),
  fileName: Nullable(Type.String()),
  fileSize: Nullable(Type.Integer()),
  /** Every file the buyer receives, in order (several download as one ZIP). */
  files: Type.Array(UploadFileSchema),
  createdAt: Type.String({ format: 'date-time' }),
  publishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /**
   * A draft that was on sale: its author withdrew it (and may publish it again as it is) or an
   * operator took it out (reason mailed; the author corrects it and publishes it). Null otherwise.
   */
  unpublished: Type.Optional(Type.Union([Type.Object({
    by: Type.Union([Type.Literal('author'), Type.Literal('operator')]),
    at: Type.String({ format: 'date-time' }),
    reason: Type.Union([Type.String(), Type.Null()]),
  }), Type.Null()])),
});
export type UploadMaterial = Static<typeof UploadMaterialSchema>;

export const UploadMaterialResponseSchema = Type.Object({ item: UploadMaterialSchema });
export type UploadMaterialResponse = Static<typeof UploadMaterialResponseSchema>;
export const UploadMaterialsResponseSchema = Type.Object({ items: Type.Array(UploadMaterialSchema) });
export type UploadMaterialsResponse = Static<typeof UploadMaterialsResponseSchema>;

/** POST /v3/uploads/material/:id: any subset of the metadata. */
export const UploadMaterialUpdateSchema = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 5, maxLength: 150 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    material_type: Type.Optional(Type.Union(UPLOAD_MATERIAL_TYPES.map((t) => Type.Literal(t)))),
    subject_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2147483647 }), { maxItems: 5, uniqueItems: true })),
    grades: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 13 }), { maxItems: 13, uniqueItems: true })),
    school_types: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z_]{2,40}$' }), { maxItems: 9, uniqueItems: true })),
    text_language: Type.Optional(Type.Union(UPLOAD_TEXT_LANGUAGES.map((l) => Type.Literal(l)))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UploadMaterialUpdate = Static<typeof UploadMaterialUpdateSchema>;

