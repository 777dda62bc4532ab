/**
 * A material's or author's URL slug, the API's (it stores it) and the browser's (a link made from a title
 * the API sent, e.g. a notification's: the material page replaces a slug that differs with the canonical
 * one): any script's letters kept (Greek, Cyrillic, CJK...), lower-cased, accents dropped.
 */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'material'
  );
}
