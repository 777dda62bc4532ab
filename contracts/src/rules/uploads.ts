/** Material uploads (issues 5 and 12): the limits and choices both sides check. */

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

export const MAX_MATERIAL_FILES = 10;
