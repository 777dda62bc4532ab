// spec §1: the worlds (country sites) and the default one.

/** spec §1: "Worlds, main: de, es, fr, gr, it." Main worlds have localised path names (spec §2). */
export const MAIN_WORLDS = ['de', 'es', 'fr', 'gr', 'it'] as const;

/** spec §1: "Supplementary: bg, cn, cz, dk, fi, hi, hr, hu, id, jp, kr, kz, my, nl, no, pl, ro, rs, se, sk, th, ua." */
export const SUPPLEMENTARY_WORLDS = [
  'bg',
  'cn',
  'cz',
  'dk',
  'fi',
  'hi',
  'hr',
  'hu',
  'id',
  'jp',
  'kr',
  'kz',
  'my',
  'nl',
  'no',
  'pl',
  'ro',
  'rs',
  'se',
  'sk',
  'th',
  'ua',
] as const;

/** All 27 worlds, main first; this order is also the order of hreflang links. */
export const WORLDS = [...MAIN_WORLDS, ...SUPPLEMENTARY_WORLDS] as const;

export type MainWorld = (typeof MAIN_WORLDS)[number];
export type SupplementaryWorld = (typeof SUPPLEMENTARY_WORLDS)[number];
export type World = (typeof WORLDS)[number];

/** spec §1: "Default world: de." */
export const DEFAULT_WORLD = 'de' satisfies World;

const WORLD_SET: ReadonlySet<string> = new Set(WORLDS);
const MAIN_WORLD_SET: ReadonlySet<string> = new Set(MAIN_WORLDS);

/** Exact, case-sensitive: world codes are lowercase in every URL and in storage. */
export function isWorld(value: unknown): value is World {
  return typeof value === 'string' && WORLD_SET.has(value);
}

export function isMainWorld(value: unknown): value is MainWorld {
  return typeof value === 'string' && MAIN_WORLD_SET.has(value);
}
