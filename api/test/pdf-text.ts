import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { repoRoot } from '../src/config';

/**
 * The text a PDF viewer would let a user select, page by page (pdf.js, as browsers use it): what a
 * test asserts about a generated PDF, instead of its bytes. Items on one line are joined with spaces.
 */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const root = dirname(createRequire(join(repoRoot(), 'api', 'package.json')).resolve('pdfjs-dist/package.json'));
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: `${join(root, 'standard_fonts')}/`, verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    let line = '';
    let y: number | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const at = item.transform[5] as number;
      if (y !== null && Math.abs(at - y) > 2) {
        lines.push(line.trim());
        line = '';
      }
      y = at;
      line += line && item.str && !line.endsWith(' ') ? ` ${item.str}` : item.str;
    }
    lines.push(line.trim());
  }
  await doc.destroy();
  return lines.join('\n');
}
