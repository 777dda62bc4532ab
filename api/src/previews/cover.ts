import sharp from 'sharp';
import { escapeHtml } from '../lib/text';
import type { PageImage } from './render-pdf';

const WIDTH = 354;
const HEIGHT = 500;
/** Colours of the usual office icons, so the type is recognised at a glance. */
const TYPE_COLOURS: Record<string, string> = { docx: '#2b579a', pptx: '#c43e1c', zip: '#6b7280' };

function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > max) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) out.splice(lines - 1, out.length - lines + 1, `${out.slice(lines - 1).join(' ').slice(0, max - 1)}…`);
  return out;
}

/**
 * A cover for a file that has no pages to show (a DOCX or PPTX when LibreOffice is not installed,
 * a ZIP): the file type as an icon and the material's title.
 */
export async function typedCover(type: string, title: string): Promise<PageImage> {
  const colour = TYPE_COLOURS[type] ?? '#6b7280';
  const label = escapeHtml(type.toUpperCase());
  const lines = wrap(title, 24, 5)
    .map((l, i) => `<text x="${WIDTH / 2}" y="${330 + i * 28}" text-anchor="middle" font-size="20" font-weight="bold" fill="#1f2937">${escapeHtml(l)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, sans-serif">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="12" y="12" width="${WIDTH - 24}" height="${HEIGHT - 24}" rx="12" fill="#f6f7f9" stroke="#d8dde5"/>
    <path d="M127 60 h70 l30 30 v120 a6 6 0 0 1 -6 6 h-94 a6 6 0 0 1 -6 -6 v-144 a6 6 0 0 1 6 -6 z" fill="#ffffff" stroke="${colour}" stroke-width="4"/>
    <path d="M197 60 v30 h30" fill="none" stroke="${colour}" stroke-width="4"/>
    <rect x="105" y="150" width="144" height="44" rx="8" fill="${colour}"/>
    <text x="${WIDTH / 2}" y="181" text-anchor="middle" font-size="24" font-weight="bold" fill="#ffffff">${label}</text>
    ${lines}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgba: data };
}
