import type { World } from '@teachmarket/contracts/api-types';
import type { LangPack } from '../types';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { gr } from './gr';
import { it } from './it';
import { minor } from './minor';
import { schoolPack } from './minor-school';
import { minorTexts } from './texts';

export interface WorldPack extends LangPack {
  nameOf: (first: string, last: string) => string;
}

const full: Partial<Record<World, LangPack>> = { de, es, fr, gr, it };
const cache = new Map<World, WorldPack>();

/** The world's language pack; supplementary worlds inherit missing fields (if any) from English. */
export function packFor(world: World): WorldPack {
  const hit = cache.get(world);
  if (hit) return hit;
  const main = full[world];
  const result: WorldPack = main
    ? { ...main, nameOf: (f, l) => `${f} ${l}` }
    : { ...en, ...(minor[world] ?? {}), ...minorTexts(world), ...schoolPack(world), nameOf: minor[world]?.nameOf ?? ((f, l) => `${f} ${l}`) };
  cache.set(world, result);
  return result;
}
