import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// PDFs for the e2e suites: one written here (no binary fixture) with a different word on every page,
// and the text of a downloaded PDF read page by page with pdf.js, as a PDF viewer would show it.

/** A PDF with one big word and a block at a different place on each page, so every page looks different. */
export function wordsPdf(words: string[]): Buffer {
  const objects: string[] = [];
  const pageIds = words.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${words.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>';
  words.forEach((word, i) => {
    const content = `BT /F1 64 Tf ${60 + i * 70} ${700 - i * 170} Td (${word}) Tj ET 0.1 0.4 0.8 rg ${60 + ((i + 1) % 3) * 140} ${80 + i * 120} 200 120 re f`;
    objects[pageIds[i]!] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The selectable text of every page of a PDF (pdf.js legacy build, made for Node), whitespace collapsed. */
export async function pdfPageTexts(bytes: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // The standard 14 fonts' metrics ship with pdfjs-dist; without them pdf.js warns on every page.
  const fonts = join(dirname(createRequire(__filename).resolve('pdfjs-dist/package.json')), 'standard_fonts');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: `${fonts}/`, verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim());
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
