// The slug rule is shared with the browser (a notification's link): contracts/src/routes/slug.ts.
export { slugify } from '@teachmarket/contracts/routes';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
}

/** Price helpers: the database keeps integer hundredths of the currency (spec §5: integer cents). */
export const toMajor = (cents: number): number => Math.round(cents) / 100;
