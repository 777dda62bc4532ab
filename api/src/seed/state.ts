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
  finalPriceCents: number;
  priceCents: number;
  salesCount: number;
  isBundle: boolean;
  createdAt: number;
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

export const daysAgo = (rng: Prng, maxDays: number): number => BASE_DATE - rng.int(0, maxDays) * DAY - rng.int(0, DAY / 1000) * 1000;
