/**
 * Material uploads (issue 5): a seller's draft and published materials, the metadata update body
 * and the limits both sides check. Only @sinclair/typebox may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The largest file (PDF, DOCX, PPTX, ZIP) a seller may upload (checked in the browser before sending and by the API). */
export const MAX_MATERIAL_BYTES = 20 * 1024 * 1024;
/** The largest avatar or background image. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** spec §1: "Spanish offers text-language choices: Spanish, Catalan, Basque, Galician and no text." */
export const UPLOAD_TEXT_LANGUAGES = ['es', 'ca', 'eu', 'gl', 'none'] as const;
export type UploadTextLanguage = (typeof UPLOAD_TEXT_LANGUAGES)[number];

/** Material types a seller may choose (bundles are assembled, not uploaded). */
export const UPLOAD_MATERIAL_TYPES = ['worksheet', 'lesson_plan', 'presentation', 'test', 'learning_game', 'workbook', 'poster'] as const;
export type UploadMaterialType = (typeof UPLOAD_MATERIAL_TYPES)[number];

export const UPLOAD_STATUSES = ['draft', 'published'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** Kinds of file a seller may sell (issue 12), recognised by content: PDF, Word, PowerPoint, ZIP. */
export const MATERIAL_FILE_TYPES = ['pdf', 'docx', 'pptx', 'zip'] as const;
export type MaterialFileType = (typeof MATERIAL_FILE_TYPES)[number];
/** What a file picker offers for them (the API checks the content, not this). */
export const MATERIAL_FILE_ACCEPT =
  '.pdf,.docx,.pptx,.zip,application/pdf,application/zip,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.presentationml.presentation';

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
export const MAX_MATERIAL_FILES = 10;

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

