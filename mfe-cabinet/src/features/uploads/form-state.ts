import type { UploadMaterial, UploadMaterialUpdate } from '@teachmarket/shared-kit';

/** The metadata form's values as the inputs hold them (strings), and their checks. */
export interface FormValues {
  title: string;
  description: string;
  price: string;
  materialType: string;
  subject: string;
  grades: number[];
  schoolType: string;
  textLanguage: string;
}

export type FieldName = keyof FormValues;
/** Fields at fault; each has its message under seller:form.errors.<field>. */
export type FormErrors = Partial<Record<FieldName, true>>;

/** A saved price as the seller typed it in their language: 2.5 -> "2,50" in German (it read "2.5"); 0 stays "0". */
export function priceText(price: number, language: string): string {
  if (price === 0) return '0';
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(price);
}

export function initialValues(m: UploadMaterial, language = 'en'): FormValues {
  return {
    title: m.title,
    description: m.description,
    price: priceText(m.price, language),
    materialType: m.materialType,
    subject: m.subjectIds[0] ? String(m.subjectIds[0]) : '',
    grades: m.grades,
    schoolType: m.schoolTypes[0] ?? '',
    textLanguage: m.textLanguage ?? '',
  };
}

const parsePrice = (raw: string) => Number(raw.trim().replace(',', '.'));

/** The same rules the API applies on publish, so the seller sees them next to each field first.  */
export function validate(v: FormValues, world: string): FormErrors {
  const errors: FormErrors = {};
  if (v.title.trim().length < 5 || v.title.trim().length > 150) errors.title = true;
  if (v.description.trim().length < 20) errors.description = true;
  const price = parsePrice(v.price);
  if (v.price.trim() === '' || !Number.isFinite(price) || price < 0) errors.price = true;
  if (!v.subject) errors.subject = true;
  if (!v.schoolType) errors.schoolType = true;
  if (world === 'es' && !v.textLanguage) errors.textLanguage = true;
  return errors;
}

export function toUpdate(v: FormValues, world: string): UploadMaterialUpdate {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    price: parsePrice(v.price),
    material_type: v.materialType as UploadMaterialUpdate['material_type'],
    subject_ids: v.subject ? [Number(v.subject)] : [],
    grades: v.grades,
    school_types: v.schoolType ? [v.schoolType] : [],
    // spec §1: only the Spanish world offers the text-language choice.
    ...(world === 'es' && v.textLanguage ? { text_language: v.textLanguage as UploadMaterialUpdate['text_language'] } : {}),
  };
}

/** API field names -> form fields, for errors the server finds. */
export const FIELD_OF_API: Record<string, FieldName> = {
  title: 'title', description: 'description', price: 'price', material_type: 'materialType', subject_ids: 'subject',
  grades: 'grades', school_types: 'schoolType', text_language: 'textLanguage',
};
