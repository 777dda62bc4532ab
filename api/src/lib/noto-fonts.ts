import { EventEmitter } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import type { Font } from 'fontkit';
import { repoRoot } from '../config';

/**
 * The Noto fonts every PDF the API writes sets its text in (demo materials, invoices, statements):
 * pdf-lib's standard fonts cover WinAnsi only. All SIL Open Font License 1.1, from npm packages
 * that ship the font files:
 * - Latin, Greek, Cyrillic: @embedpdf/fonts-latin (Noto Sans, regular and bold)
 * - Chinese, Japanese, Korean: @embedpdf/fonts-sc / -jp / -kr (Noto Sans CJK, region subsets)
 * - Thai, Devanagari, Malayalam: @expo-google-fonts/noto-sans-thai / -devanagari / -malayalam
 */
const FILES = {
  latin: ['@embedpdf/fonts-latin', 'fonts/NotoSans-Regular.ttf'],
  latinBold: ['@embedpdf/fonts-latin', 'fonts/NotoSans-Bold.ttf'],
  sc: ['@embedpdf/fonts-sc', 'fonts/NotoSansHans-Regular.otf'],
  jp: ['@embedpdf/fonts-jp', 'fonts/NotoSansJP-Regular.otf'],
  kr: ['@embedpdf/fonts-kr', 'fonts/NotoSansKR-Regular.otf'],
  thai: ['@expo-google-fonts/noto-sans-thai', '400Regular/NotoSansThai_400Regular.ttf'],
  devanagari: ['@expo-google-fonts/noto-sans-devanagari', '400Regular/NotoSansDevanagari_400Regular.ttf'],
  malayalam: ['@expo-google-fonts/noto-sans-malayalam', '400Regular/NotoSansMalayalam_400Regular.ttf'],
} as const satisfies Record<string, readonly [pkg: string, file: string]>;
export type NotoFont = keyof typeof FILES;

// Resolved from the api package (no import.meta: jest runs this file as CommonJS).
const requireFromApi = () => createRequire(join(repoRoot(), 'api', 'package.json'));

/** A package's folder (some packages export no package.json, so walk up from their main file). */
function packageRoot(pkg: string): string {
  let dir = dirname(requireFromApi().resolve(pkg));
  while (!dir.endsWith(pkg) || !existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`font package ${pkg} not found`);
    dir = parent;
  }
  return dir;
}

const bytesCache = new Map<NotoFont, Buffer>();
const parsed = new WeakMap<Uint8Array, Font>();

/** The font file's bytes (read once per process; pdf-lib embeds a subset of the glyphs used). */
export function fontBytes(name: NotoFont): Buffer {
  let bytes = bytesCache.get(name);
  if (!bytes) {
    const [pkg, file] = FILES[name];
    bytes = readFileSync(join(packageRoot(pkg), file));
    bytesCache.set(name, bytes);
  }
  return bytes;
}

/** The parsed font (cached per file: parsing a CJK font takes about a second), to ask which characters it has. */
export function fontOf(name: NotoFont): Font {
  return parse(fontBytes(name));
}

function parse(bytes: Uint8Array): Font {
  let font = parsed.get(bytes);
  if (!font) {
    font = fontkit.create(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) as Font;
    skipPositioning(font);
    parsed.set(bytes, font);
  }
  return font;
}

/**
 * pdf-lib only uses the glyphs of a layout (substitution: ligatures, Indic conjuncts, Thai marks),
 * never its GPOS positions. Skipping positioning halves the cost of setting text and avoids a fontkit
 * crash on some Noto Malayalam mark anchors ("Cannot read properties of null (reading 'xCoordinate')").
 */
function skipPositioning(font: Font): void {
  interface Run { glyphs: { advanceWidth: number }[]; positions: unknown[] }
  const engine = (font as unknown as { _layoutEngine?: { position?: (run: Run) => void } })._layoutEngine;
  if (!engine?.position) return;
  engine.position = (run: Run) => {
    run.positions = run.glyphs.map((g) => ({ xAdvance: g.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 }));
  };
}

/**
 * pdf-lib 1.17 speaks the fontkit 1 interface (@pdf-lib/fontkit). Its subsetter drops glyph outlines
 * of Noto Sans and Noto Sans CJK (measured: poppler shows blanks, "Embedded font file may be
 * invalid"), so the maintained fontkit 2 does the work behind this small adapter: the one difference
 * pdf-lib meets is encodeStream() (fontkit 2: encode()). Register it with doc.registerFontkit().
 */
export const fontkitForPdfLib = {
  create(bytes: Uint8Array) {
    const font = parse(bytes);
    return new Proxy(font, {
      get(target, prop, receiver) {
        if (prop !== 'createSubset') return Reflect.get(target, prop, receiver) as unknown;
        return () => {
          const subset = target.createSubset() as unknown as { encode(): Uint8Array; encodeStream?: () => EventEmitter };
          subset.encodeStream = () => {
            const stream = new EventEmitter();
            setImmediate(() => {
              stream.emit('data', subset.encode());
              stream.emit('end');
            });
            return stream;
          };
          return subset;
        };
      },
    });
  },
};
