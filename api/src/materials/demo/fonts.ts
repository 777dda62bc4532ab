import type { NotoFont } from '../../lib/noto-fonts';

/** The fonts the demo PDFs set text in (lib/noto-fonts.ts); body text only, so no bold. */
export type FontName = Exclude<NotoFont, 'latinBold'>;

/** The fonts a language's text is set in, first choice first; Noto Sans last for Latin digits and names. */
export function fontChain(language: string): FontName[] {
  const first: Partial<Record<string, FontName>> = { zh: 'sc', ja: 'jp', ko: 'kr', th: 'thai', hi: 'devanagari', ml: 'malayalam' };
  const own = first[language];
  return own ? [own, 'latin'] : ['latin'];
}
