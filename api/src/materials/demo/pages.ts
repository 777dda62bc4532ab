import { rgb, type PDFPage, type RGB } from 'pdf-lib';
import type { DemoContent } from './content';
import { INK, type Writer } from './writer';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
const GREY = rgb(0.45, 0.47, 0.52);
const LINE = rgb(0.78, 0.8, 0.84);
/** One accent colour per material type, so the kinds look different at a glance. */
export const ACCENTS: Record<string, RGB> = {
  worksheet: rgb(0.16, 0.45, 0.75), workbook: rgb(0.1, 0.55, 0.5), test: rgb(0.75, 0.3, 0.25), presentation: rgb(0.45, 0.3, 0.7),
  learning_game: rgb(0.9, 0.55, 0.1), poster: rgb(0.85, 0.25, 0.5), lesson_plan: rgb(0.3, 0.5, 0.2),
};

export interface PageContext {
  w: Writer;
  c: DemoContent;
  accent: RGB;
  /** 1-based page number and page count, for the footer. */
  n: number;
  total: number;
}

/** The page's top: the full title on page 1, a running header after; returns the y where content starts. */
export function header(page: PDFPage, p: PageContext, withName: boolean): number {
  const { width, height } = page.getSize();
  const { w, c } = p;
  page.drawRectangle({ x: 0, y: height - 10, width, height: 10, color: p.accent });
  let y = height - MARGIN;
  if (p.n === 1) {
    y = w.paragraph(page, c.m.title, MARGIN, y - 6, 20, width - 2 * MARGIN, INK, 3);
    w.draw(page, [c.values.subject, c.values.type, c.values.grade].filter(Boolean).join(' · '), MARGIN, y - 2, 10, GREY);
    y -= 22;
  } else {
    const line = w.wrap(c.m.title, 9, width - 2 * MARGIN)[0] ?? '';
    w.draw(page, line, MARGIN, y, 9, GREY);
    y -= 16;
  }
  if (withName) {
    const nameWidth = w.draw(page, `${c.labels.name}:`, MARGIN, y - 8, 10);
    page.drawLine({ start: { x: MARGIN + nameWidth + 6, y: y - 10 }, end: { x: width * 0.6, y: y - 10 }, thickness: 0.7, color: LINE });
    const dateX = width * 0.64;
    const dateWidth = w.draw(page, `${c.labels.date}:`, dateX, y - 8, 10);
    page.drawLine({ start: { x: dateX + dateWidth + 6, y: y - 10 }, end: { x: width - MARGIN, y: y - 10 }, thickness: 0.7, color: LINE });
    y -= 28;
  }
  page.drawLine({ start: { x: MARGIN, y }, end: { x: width - MARGIN, y }, thickness: 1, color: p.accent });
  return y - 20;
}

/** "3 / 12" at the bottom right (the bottom left is kept for the buyer's stamp). */
export function footer(page: PDFPage, p: PageContext): void {
  const { width } = page.getSize();
  const text = `${p.n} / ${p.total}`;
  p.w.draw(page, text, width - MARGIN - p.w.width(text, 9), 24, 9, GREY);
}

/** A numbered task heading ("Aufgabe 3") with its instruction; returns the y below it. */
export function taskHeading(page: PDFPage, p: PageContext, label: string, instruction: string, y: number): number {
  const { width } = page.getSize();
  const labelWidth = p.w.width(label, 11) + 12;
  page.drawRectangle({ x: MARGIN, y: y - 5, width: labelWidth, height: 18, color: p.accent });
  p.w.draw(page, label, MARGIN + 6, y, 11, rgb(1, 1, 1));
  return p.w.paragraph(page, instruction, MARGIN + labelWidth + 10, y, 10.5, width - 2 * MARGIN - labelWidth - 10, INK, 2) - 6;
}

/** Ruled lines to write on. */
export function writingLines(page: PDFPage, y: number, count: number): number {
  const { width } = page.getSize();
  for (let i = 0; i < count; i++) {
    page.drawLine({ start: { x: MARGIN, y: y - i * 22 }, end: { x: width - MARGIN, y: y - i * 22 }, thickness: 0.6, color: LINE });
  }
  return y - count * 22;
}

/** A simple drawn picture for cards and posters: a shape chosen by `kind`, in `color`. */
export function picture(page: PDFPage, kind: number, cx: number, cy: number, r: number, color: RGB): void {
  switch (kind % 6) {
    case 0:
      page.drawCircle({ x: cx, y: cy, size: r, color, opacity: 0.85 });
      break;
    case 1:
      page.drawRectangle({ x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, color, opacity: 0.85 });
      break;
    case 2:
      page.drawSvgPath(`M 0 ${-r} L ${r} ${r} L ${-r} ${r} Z`, { x: cx, y: cy, color, opacity: 0.85 });
      break;
    case 3:
      page.drawSvgPath(star(r), { x: cx, y: cy, color, opacity: 0.85 });
      break;
    case 4:
      // A house: square and roof.
      page.drawRectangle({ x: cx - r * 0.7, y: cy - r, width: r * 1.4, height: r * 1.1, color, opacity: 0.85 });
      page.drawSvgPath(`M ${-r} 0 L 0 ${-r * 0.8} L ${r} 0 Z`, { x: cx, y: cy + r * 0.1, color, opacity: 0.6 });
      break;
    default:
      page.drawEllipse({ x: cx, y: cy, xScale: r, yScale: r * 0.6, color, opacity: 0.85 });
      page.drawCircle({ x: cx + r * 0.35, y: cy + r * 0.1, size: r * 0.12, color: rgb(1, 1, 1) });
  }
}

function star(r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(radius * Math.cos(angle)).toFixed(1)} ${(radius * Math.sin(angle)).toFixed(1)}`;
  });
  return `M ${points[0]} ${points.slice(1).map((pt) => `L ${pt}`).join(' ')} Z`;
}
