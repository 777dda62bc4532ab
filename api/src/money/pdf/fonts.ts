import type { PDFDocument, PDFFont } from 'pdf-lib';
import { fontBytes, fontkitForPdfLib, fontOf, type NotoFont } from '../../lib/noto-fonts';

/**
 * Fonts for the money PDFs (buyer invoices, seller statements): real, selectable text in every
 * world's script. Noto Sans (Latin, Greek, Cyrillic) first; CJK, Hangul, Thai, Devanagari and
 * Malayalam fall back to their Noto fonts (lib/noto-fonts.ts), embedded only when a text needs them
 * and subset to the glyphs used (an invoice stays tens of KB). No shaping: complex scripts come out
 * unjoined but readable and searchable. A character no font has becomes "?".
 */
const FALLBACKS: readonly NotoFont[] = ['jp', 'kr', 'sc', 'thai', 'devanagari', 'malayalam'];

export interface Run { text: string; font: PDFFont }

/** The fonts of one document: embedded on first use. */
export class FontSet {
  private readonly embedded = new Map<NotoFont, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkitForPdfLib as never);
  }

  private font(key: NotoFont): Promise<PDFFont> {
    let font = this.embedded.get(key);
    if (!font) {
      font = this.doc.embedFont(fontBytes(key), { subset: true });
      this.embedded.set(key, font);
    }
    return font;
  }

  /** The text split into runs of one font each (spaces and digits stay in the run they are in). */
  async runs(text: string, bold = false): Promise<Run[]> {
    const base: NotoFont = bold ? 'latinBold' : 'latin';
    const runs: { text: string; key: NotoFont }[] = [];
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      let key: NotoFont | null = fontOf(base).hasGlyphForCodePoint(cp) ? base : null;
      if (key === base && /\s/.test(char) && runs.length) key = runs[runs.length - 1]!.key;
      key ??= FALLBACKS.find((k) => fontOf(k).hasGlyphForCodePoint(cp)) ?? null;
      const piece = key ? char : '?';
      const last = runs[runs.length - 1];
      const use = key ?? base;
      if (last && last.key === use) last.text += piece;
      else runs.push({ text: piece, key: use });
    }
    return Promise.all(runs.map(async (r) => ({ text: r.text, font: await this.font(r.key) })));
  }
}
