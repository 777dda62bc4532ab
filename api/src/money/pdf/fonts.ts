import { createRequire } from 'node:module';
import { EventEmitter } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { repoRoot } from '../../config';

/**
 * Fonts for the money PDFs (buyer invoices, seller statements): real, selectable text in every
 * world's script. Noto Sans (Latin, Greek, Cyrillic) first; CJK, Hangul, Thai, Devanagari and
 * Malayalam fall back to their Noto fonts, embedded only when a text needs them and subset to the
 * glyphs used (an invoice stays tens of KB). No shaping: complex scripts come out unjoined but
 * readable and searchable. A character no font has becomes "?".
 */
const FILES = {
  regular: ['@embedpdf/fonts-latin', 'fonts/NotoSans-Regular.ttf'],
  bold: ['@embedpdf/fonts-latin', 'fonts/NotoSans-Bold.ttf'],
  jp: ['@embedpdf/fonts-jp', 'fonts/NotoSansJP-Regular.otf'],
  kr: ['@embedpdf/fonts-kr', 'fonts/NotoSansKR-Regular.otf'],
  sc: ['@embedpdf/fonts-sc', 'fonts/NotoSansHans-Regular.otf'],
  thai: ['@expo-google-fonts/noto-sans-thai', '400Regular/NotoSansThai_400Regular.ttf'],
  deva: ['@expo-google-fonts/noto-sans-devanagari', '400Regular/NotoSansDevanagari_400Regular.ttf'],
  mala: ['@expo-google-fonts/noto-sans-malayalam', '400Regular/NotoSansMalayalam_400Regular.ttf'],
} as const;
type FontKey = keyof typeof FILES;
const FALLBACKS: readonly FontKey[] = ['jp', 'kr', 'sc', 'thai', 'deva', 'mala'];

interface KitFont { hasGlyphForCodePoint(cp: number): boolean; createSubset(): { encode(): Uint8Array; encodeStream?: () => EventEmitter } }

// Resolved from the api package (no import.meta: jest runs this file as CommonJS).
const requireFromApi = () => createRequire(join(repoRoot(), 'api', 'package.json'));
const bytesCache = new Map<FontKey, Buffer>();
const coverCache = new Map<FontKey, KitFont>();

/** A package's folder: up from its entry file (some font packages do not export package.json). */
function packageRoot(pkg: string): string {
  let dir = dirname(requireFromApi().resolve(pkg));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function bytesOf(key: FontKey): Buffer {
  let bytes = bytesCache.get(key);
  if (!bytes) {
    const [pkg, file] = FILES[key];
    bytes = readFileSync(join(packageRoot(pkg), file));
    bytesCache.set(key, bytes);
  }
  return bytes;
}

/** A parsed font, kept for coverage checks (parsing the CJK fonts takes about a second, once). */
function coverOf(key: FontKey): KitFont {
  let font = coverCache.get(key);
  if (!font) {
    font = (fontkit as unknown as { create(b: Buffer): KitFont }).create(bytesOf(key));
    coverCache.set(key, font);
  }
  return font;
}

/**
 * pdf-lib's fontkit hook with fontkit 2: pdf-lib reads a subset through encodeStream(), which
 * fontkit 2 replaced by encode(); this gives it the old stream shape.
 */
const fontkitAdapter = {
  create(bytes: Uint8Array) {
    const font = (fontkit as unknown as { create(b: Buffer): KitFont }).create(Buffer.from(bytes));
    const subset = font.createSubset.bind(font);
    font.createSubset = () => {
      const s = subset();
      s.encodeStream = () => {
        const stream = new EventEmitter();
        setImmediate(() => {
          stream.emit('data', s.encode());
          stream.emit('end');
        });
        return stream;
      };
      return s;
    };
    return font;
  },
};

export interface Run { text: string; font: PDFFont }

/** The fonts of one document: embedded on first use. */
export class FontSet {
  private readonly embedded = new Map<FontKey, Promise<PDFFont>>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(fontkitAdapter as never);
  }

  private font(key: FontKey): Promise<PDFFont> {
    let font = this.embedded.get(key);
    if (!font) {
      font = this.doc.embedFont(bytesOf(key), { subset: true });
      this.embedded.set(key, font);
    }
    return font;
  }

  /** The text split into runs of one font each (spaces and digits stay in the run they are in). */
  async runs(text: string, bold = false): Promise<Run[]> {
    const base: FontKey = bold ? 'bold' : 'regular';
    const runs: { text: string; key: FontKey }[] = [];
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      let key: FontKey | null = coverOf(base).hasGlyphForCodePoint(cp) ? base : null;
      if (key === base && /\s/.test(char) && runs.length) key = runs[runs.length - 1]!.key;
      key ??= FALLBACKS.find((k) => coverOf(k).hasGlyphForCodePoint(cp)) ?? null;
      const piece = key ? char : '?';
      const last = runs[runs.length - 1];
      const use = key ?? base;
      if (last && last.key === use) last.text += piece;
      else runs.push({ text: piece, key: use });
    }
    return Promise.all(runs.map(async (r) => ({ text: r.text, font: await this.font(r.key) })));
  }
}
