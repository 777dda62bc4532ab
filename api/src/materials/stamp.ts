import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const MARGIN = 10;
const SIZE = 7;

/**
 * The buyer-traceable mark (issue 13 item 1): one small footer line on EVERY page of a delivered PDF,
 * naming the order (or why there is none). Pages stay the seller's own (pdf-lib only appends a
 * content stream; it wraps the existing ones in q/Q so their transformations cannot move the line).
 * Throws when the PDF cannot be read or written: the caller decides what that means.
 */
export async function stampPdf(bytes: Uint8Array, text: string): Promise<Buffer> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = winAnsi(text);
  for (const page of doc.getPages()) stampPage(page, font, line);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The standard font covers WinAnsi only; order numbers and user ids are ASCII, anything else becomes '?'. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

/** Writes the line at the page's visual bottom left, upright however the page is rotated. */
function stampPage(page: PDFPage, font: PDFFont, line: string): void {
  const box = page.getCropBox();
  const angle = ((page.getRotation().angle % 360) + 360) % 360;
  const across = angle === 90 || angle === 270 ? box.height : box.width;
  const size = Math.max(4, Math.min(SIZE, (SIZE * (across - 2 * MARGIN)) / font.widthOfTextAtSize(line, SIZE)));
  const width = font.widthOfTextAtSize(line, size);
  // The origin and direction of the line in unrotated page space, so it reads left to right on screen.
  const at = {
    0: { x: box.x + MARGIN, y: box.y + MARGIN },
    90: { x: box.x + box.width - MARGIN, y: box.y + MARGIN },
    180: { x: box.x + box.width - MARGIN, y: box.y + box.height - MARGIN },
    270: { x: box.x + MARGIN, y: box.y + box.height - MARGIN },
  }[angle as 0 | 90 | 180 | 270] ?? { x: box.x + MARGIN, y: box.y + MARGIN };
  const rotate = degrees(angle);
  const pad = 2;
  // A light backing keeps the line readable on dark or busy pages.
  const [dx, dy] = rotated(-pad, -pad, angle);
  page.drawRectangle({
    x: at.x + dx, y: at.y + dy, width: width + 2 * pad, height: size + 2 * pad, rotate, color: rgb(1, 1, 1), opacity: 0.75,
  });
  page.drawText(line, { x: at.x, y: at.y, size, font, color: rgb(0.25, 0.25, 0.25), rotate });
}

/** A vector of the text's own space in unrotated page space. */
function rotated(x: number, y: number, angle: number): [number, number] {
  const r = (angle * Math.PI) / 180;
  return [x * Math.cos(r) - y * Math.sin(r), x * Math.sin(r) + y * Math.cos(r)];
}
