import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { FontSet, type Run } from './fonts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.17, 0.3);
const MUTED = rgb(0.35, 0.4, 0.5);

export interface TextOptions { size?: number; bold?: boolean; align?: 'left' | 'right'; muted?: boolean; maxWidth?: number }
export interface Cell extends TextOptions { text: string; x: number }

/**
 * A top-to-bottom A4 writer on pdf-lib: text (real text objects, selectable and searchable, in the
 * fonts of fonts.ts), right-aligned amounts, rules, rows that move to a new page when the page is
 * full, and "page n / m" on every page at the end.
 */
export class PdfLayout {
  readonly left = MARGIN;
  readonly right = A4[0] - MARGIN;
  y = A4[1] - MARGIN;
  private page: PDFPage;

  private constructor(private readonly doc: PDFDocument, private readonly fonts: FontSet) {
    this.page = doc.addPage(A4);
  }

  static async create(meta: { title: string; subject: string; language: string }): Promise<PdfLayout> {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setSubject(meta.subject);
    doc.setAuthor('Teachmarket');
    doc.setCreator('Teachmarket');
    doc.setLanguage(meta.language);
    return new PdfLayout(doc, new FontSet(doc));
  }

  /** Moves down by h points, starting a new page when fewer than h points are left. */
  down(h: number): void {
    if (this.y - h < MARGIN + 20) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
    this.y -= h;
  }

  private width(runs: Run[], size: number): number {
    return runs.reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  /** The text cut to a width with an ellipsis (titles in a table column). */
  private async fit(text: string, size: number, bold: boolean, maxWidth: number): Promise<Run[]> {
    let runs = await this.fonts.runs(text, bold);
    if (this.width(runs, size) <= maxWidth) return runs;
    const chars = [...text];
    let lo = 0;
    let hi = chars.length;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      const candidate = await this.fonts.runs(`${chars.slice(0, mid).join('').trimEnd()}…`, bold);
      if (this.width(candidate, size) <= maxWidth) lo = mid;
      else hi = mid - 1;
    }
    runs = await this.fonts.runs(`${chars.slice(0, lo).join('').trimEnd()}…`, bold);
    return runs;
  }

  /** Draws text on the current line (y stays: call down() to move on). */
  async text(text: string, x: number, options: TextOptions = {}): Promise<void> {
    const size = options.size ?? 10;
    const runs = options.maxWidth ? await this.fit(text, size, options.bold ?? false, options.maxWidth) : await this.fonts.runs(text, options.bold);
    let at = options.align === 'right' ? x - this.width(runs, size) : x;
    for (const run of runs) {
      this.page.drawText(run.text, { x: at, y: this.y, size, font: run.font, color: options.muted ? MUTED : INK });
      at += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /** Text wrapped at word boundaries to the given width, one row per line. */
  async paragraph(text: string, options: TextOptions & { width: number }): Promise<void> {
    const size = options.size ?? 10;
    let line = '';
    for (const word of text.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(await this.fonts.runs(candidate, options.bold), size) > options.width) {
        await this.row([{ ...options, text: line, x: this.left }], size + 4);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) await this.row([{ ...options, text: line, x: this.left }], size + 4);
  }

  /** One line of a table: moves down by the line height first, then draws the cells. */
  async row(cells: Cell[], lineHeight = 15): Promise<void> {
    this.down(lineHeight);
    for (const cell of cells) await this.text(cell.text, cell.x, cell);
  }

  /** A horizontal rule just below the current line. */
  rule(from = this.left, to = this.right): void {
    this.page.drawLine({ start: { x: from, y: this.y - 4 }, end: { x: to, y: this.y - 4 }, thickness: 0.7, color: INK });
    this.down(6);
  }

  async save(): Promise<Buffer> {
    const pages = this.doc.getPages();
    for (const [i, page] of pages.entries()) {
      this.page = page;
      this.y = MARGIN - 15;
      await this.text(`${i + 1} / ${pages.length}`, this.right, { size: 8, align: 'right', muted: true });
    }
    return Buffer.from(await this.doc.save());
  }
}
