// Test helpers (not exported from the package): seeded, property-style params for every route.
import { WORLDS, type World } from '../worlds';
import { HOME_TABS } from './params';
import { ROUTE_LIST, existsIn } from './table';
import type { ParamKind, RouteDef } from './types';

/** mulberry32: a tiny seeded PRNG, so a failing case is reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXT_CHARS = [
  ...'abcxyz019-_ .,!?#%&+=/:;@~()\'"',
  'ü',
  'ß',
  'é',
  'ñ',
  'ç',
  'α',
  'ή',
  'ж',
  'ї',
  '中',
  '文',
  'の',
  '한',
  'ก',
  '😀',
  '\u{1F9EA}',
];
const TOKEN_CHARS = [...'ABCXYZabcxyz0123456789-._~'];
const FIXED_TEXT = ['mathe-klasse-5', 'übung für Klasse 5', 'μάθημα-ελληνικά', '数学练习', 'a/b', '50% off?', 'ça-va#1', 'na%C3%AFve'];

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const word = (rand: () => number, chars: readonly string[], min: number, max: number): string =>
  Array.from({ length: min + Math.floor(rand() * (max - min + 1)) }, () => pick(rand, chars)).join('');

function text(rand: () => number): string {
  const value = rand() < 0.3 ? pick(rand, FIXED_TEXT) : word(rand, TEXT_CHARS, 1, 12);
  return value === '.' || value === '..' ? `${value}x` : value;
}

/** A valid value for a param kind. */
export function sampleValue(kind: ParamKind, rand: () => number): string {
  switch (kind) {
    case 'numeric':
      return String(1 + Math.floor(rand() * 10 ** (1 + Math.floor(rand() * 12))));
    case 'token':
      return word(rand, TOKEN_CHARS, 1, 40).replace(/^\.{1,2}$/, 'tok');
    case 'text':
      return text(rand);
    case 'rest':
      return Array.from({ length: 1 + Math.floor(rand() * 3) }, () => text(rand).replaceAll('/', '-')).join('/');
    case 'homeTab':
      return pick(rand, HOME_TABS);
  }
}

const OPTIONAL = /:(\w+)[?*]$/;

/** `count` param sets for a route; optional params are present in about half of them. */
export function sampleParams(route: RouteDef, count: number, seed: number): Record<string, string>[] {
  const rand = rng(seed);
  const optional = OPTIONAL.exec(route.path)?.[1];
  return Array.from({ length: count }, (_, i) => {
    const params: Record<string, string> = {};
    for (const [name, kind] of Object.entries(route.params)) {
      if (name === optional && i % 2 === 1) continue;
      params[name] = sampleValue(kind, rand);
    }
    return params;
  });
}

/** Every (route, world) pair the table defines, notFound excluded. */
export function routeWorldPairs(): { route: RouteDef; world: World }[] {
  return ROUTE_LIST.flatMap((route) => WORLDS.filter((world) => existsIn(route, world)).map((world) => ({ route, world })));
}
