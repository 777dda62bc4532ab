import type { SchoolType } from '@teachmarket/contracts/api-types';
import type { World } from '../worlds';
import { Prng } from './prng';

/** Fixed PRNG seed and reference date: the same N always gives byte-identical data. */
export const SEED = 20250901;
export const BASE_DATE = Date.UTC(2025, 10, 1);
export const DAY = 24 * 3600 * 1000;

export interface SeedUser {
  id: number;
  world: World;
  isSeller: boolean;
}

export interface SeedMaterial {
  id: number;
  world: World;
  authorId: number;
  subjectCode: string;
  subjectId: number;
  grades: number[];
  /** The material's school type ('all' for a bundle). */
  schoolType?: SchoolType;
  finalPriceCents: number;
  priceCents: number;
  salesCount: number;
  isBundle: boolean;
  createdAt: number;
  pages: number;
}

export class SeedState {
  readonly rng = new Prng(SEED);
  nextUserId = 1;
  readonly authorsByWorld = new Map<World, SeedUser[]>();
  readonly buyers: SeedUser[] = [];
  readonly materials: SeedMaterial[] = [];
  /** `${world}:${code}` -> subject id */
  readonly subjectIds = new Map<string, number>();
  readonly schoolsByWorld = new Map<World, number[]>();
  passwordHash = '';
}

/**
 * New in the catalogue, not sold yet: the newest paid materials of each world (at least eight, about
 * 5%) have no seeded purchases, so every world has materials nobody owns (the demo and the test suites
 * buy them first-hand).
 */
/** Appends to the key's list (a copy per append made the 1M seed quadratic). */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function unsoldNewcomers(s: SeedState): Set<number> {
  const byWorld = new Map<World, SeedMaterial[]>();
  for (const m of s.materials) if (m.priceCents > 0 && !m.isBundle) pushTo(byWorld, m.world, m);
  const ids = new Set<number>();
  for (const list of byWorld.values()) {
    const count = Math.max(8, Math.round(list.length * 0.05));
    for (const m of [...list].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).slice(0, count)) ids.add(m.id);
  }
  return ids;
}

export const daysAgo = (rng: Prng, maxDays: number): number => BASE_DATE - rng.int(0, maxDays) * DAY - rng.int(0, DAY / 1000) * 1000;
