import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { fontBytes, fontkitForPdfLib, fontOf } from '../../lib/noto-fonts';
import { fontChain, type FontName } from './fonts';

interface Run { font: FontName; text: string }

/** Scripts written without spaces between words: lines may break between any two characters. */
const NO_SPACES = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0e7f]/;

export const INK = rgb(0.13, 0.15, 0.2);

/**
 * Sets text in a language's fonts: each character goes to the first font of the chain that has it
 * (Noto Sans CJK for Chinese text, Noto Sans for the Latin digits inside it …). A character no font
 * has is drawn as "?" and reported in `missing`, never as an invisible tofu box.
 */
export class Writer {
  private readonly chain: FontName[];
  private readonly ready = new Map<FontName, PDFFont>();
  readonly missing = new Set<string>();

  constructor(private readonly doc: PDFDocument, language: string) {
    this.chain = fontChain(language);
    doc.registerFontkit(fontkitForPdfLib as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  }

  /** Embeds the chain's fonts (pdf-lib embeds asynchronously; drawing is synchronous). Unused ones add almost nothing: only used glyphs are kept. */
  async prepare(): Promise<void> {
    for (const name of this.chain) this.ready.set(name, await this.doc.embedFont(fontBytes(name), { subset: true }));
  }

  private fontFor(ch: string): FontName | null {
    const cp = ch.codePointAt(0)!;
    return this.chain.find((name) => fontOf(name).hasGlyphForCodePoint(cp)) ?? null;
  }

  /** The text cut into runs of one font; spaces and marks stay with the run before them. */
  runs(text: string): Run[] {
    const runs: Run[] = [];
    // Thai SARA AM is drawn as NIKHAHIT + SARA AA; decomposing it first (its compatibility
    // decomposition) keeps the PDF's text layer right: copied text reads "ํา", not "ำา".
    for (const ch of text.replace(/\u0e33/g, '\u0e4d\u0e32')) {
      let font = /\s/.test(ch) && runs.length ? runs[runs.length - 1]!.font : this.fontFor(ch);
      let out = ch;
      if (!font) {
        this.missing.add(ch);
        font = 'latin';
        out = '?';
      }
      const last = runs[runs.length - 1];
      if (last && last.font === font) last.text += out;
      else runs.push({ font, text: out });
    }
    return runs;
  }

  private pdfFont(name: FontName): PDFFont {
    const font = this.ready.get(name);
    if (!font) throw new Error(`font ${name} was not prepared`);
    return font;
  }

  /** Widths at size 1 by font and text: layout (shaping) is the expensive part of setting text. */
  private readonly unitWidths = new Map<string, number>();

  private runWidth(run: Run, size: number): number {
    const key = `${run.font}\u0000${run.text}`;
    let unit = this.unitWidths.get(key);
    if (unit === undefined) {
      unit = this.pdfFont(run.font).widthOfTextAtSize(run.text, 1000) / 1000;
      this.unitWidths.set(key, unit);
    }
    return unit * size;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + this.runWidth(run, size), 0);
  }

  draw(page: PDFPage, text: string, x: number, y: number, size: number, color: RGB = INK): number {
    let at = x;
    for (const run of this.runs(text)) {
      const font = this.pdfFont(run.font);
      page.drawText(run.text, { x: at, y, size, font, color });
      at += this.runWidth(run, size);
    }
    return at - x;
  }

  /** Lines of at most `width`: between words, or between characters in scripts without spaces. */
  wrap(text: string, size: number, width: number): string[] {
    const tokens = text.split(/(\s+)/).flatMap((t) => (NO_SPACES.test(t) ? splitClusters(t) : [t])).filter((t) => t !== '');
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    // Widths add up token by token (one layout per token, not per growing line).
    for (const token of tokens) {
      const tokenWidth = this.width(token, size);
      if (line.trim() && !/^\s+$/.test(token) && lineWidth + tokenWidth > width) {
        lines.push(line.trimEnd());
        line = token;
        lineWidth = tokenWidth;
      } else if (!line.trim() && /^\s+$/.test(token)) {
        continue;
      } else {
        line += token;
        lineWidth += tokenWidth;
      }
    }
    if (line.trim()) lines.push(line.trimEnd());
    return lines;
  }

  /** Draws wrapped text downwards from `y` (its first baseline); returns the y below the last line. */
  paragraph(page: PDFPage, text: string, x: number, y: number, size: number, width: number, color: RGB = INK, maxLines = 20): number {
    const lines = this.wrap(text, size, width).slice(0, maxLines);
    lines.forEach((line, i) => this.draw(page, line, x, y - i * size * 1.4, size, color));
    return y - lines.length * size * 1.4;
  }
}

/** Characters with their combining marks (Thai vowels and tone marks stay on their consonant). */
function splitClusters(text: string): string[] {
  const out: string[] = [];
  for (const ch of text) {
    if (out.length && /\p{M}/u.test(ch)) out[out.length - 1] += ch;
    else out.push(ch);
  }
  return out;
}
