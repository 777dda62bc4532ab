import type { DocRow } from './index-docs';

/**
 * Column helpers of the in-memory search index (world-index.ts): multi-valued fields as offsets
 * into one array, values interned to small numbers so facet counts are typed arrays, and binary
 * searches over sorted arrays.
 */

/** A multi-valued field of every built document: document i's values are `vals[off[i]]..vals[off[i + 1] - 1]`. */
export interface Multi {
  off: Int32Array;
  vals: Int32Array;
}

/** Small dense numbers for a field's values (facet counts are arrays indexed by them). */
export class Interner<T extends string | number> {
  readonly values: T[] = [];
  private readonly ids = new Map<T, number>();

  of(value: T): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }

  find(value: T): number | undefined {
    return this.ids.get(value);
  }

  /** A mask over the interned values: 1 for the chosen ones (null: nothing chosen). */
  mask(chosen: readonly T[] | undefined): Uint8Array | null {
    if (!chosen?.length) return null;
    const mask = new Uint8Array(this.values.length);
    for (const v of chosen) {
      const id = this.ids.get(v);
      if (id !== undefined) mask[id] = 1;
    }
    return mask;
  }
}

export function multi<T extends string | number>(rows: DocRow[], get: (r: DocRow) => T[], interner: Interner<T>): Multi {
  const off = new Int32Array(rows.length + 1);
  let total = 0;
  rows.forEach((r, i) => {
    off[i] = total;
    total += get(r).length;
  });
  off[rows.length] = total;
  const vals = new Int32Array(total);
  let k = 0;
  for (const r of rows) for (const v of get(r)) vals[k++] = interner.of(v);
  return { off, vals };
}

export const anyIn = (m: Multi, i: number, mask: Uint8Array): boolean => {
  for (let k = m.off[i]!, end = m.off[i + 1]!; k < end; k++) if (mask[m.vals[k]!]) return true;
  return false;
};

export const countIn = (m: Multi, i: number, counts: Int32Array): void => {
  for (let k = m.off[i]!, end = m.off[i + 1]!; k < end; k++) counts[m.vals[k]!]! += 1;
};

/** The facet columns of a world's built documents (world-index.ts) that countEvery reads. */
export interface FacetColumns {
  readonly subjects: Multi;
  readonly grades: Multi;
  readonly schools: Multi;
  readonly type: Int32Array;
  readonly price: Int32Array;
  readonly alive: Uint8Array;
}

/**
 * A search's loop when no filter is chosen (WorldIndex.search's general loop, less its tests): each
 * visited alive match counts in every facet and passes. Returns how many passed.
 */
export function countEvery(c: FacetColumns, visit: ArrayLike<number> | null, size: number, textMarks: Uint8Array | null,
  counts: Int32Array[], passing: Uint8Array, list: number[]): number {
  const { subjects, grades, schools, type, price, alive } = c;
  const [subjectCounts, gradeCounts, typeCounts, schoolCounts, priceCounts] = counts as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
  let found = 0;
  for (let k = 0; k < size; k++) {
    const i = visit ? visit[k]! : k;
    if ((textMarks && !textMarks[i]) || !alive[i]) continue;
    countIn(subjects, i, subjectCounts);
    countIn(grades, i, gradeCounts);
    typeCounts[type[i]!]! += 1;
    countIn(schools, i, schoolCounts);
    priceCounts[price[i] === 0 ? 0 : 1]! += 1;
    passing[i] = 1;
    found += 1;
    if (visit) list.push(i);
  }
  return found;
}

/** Lets the event loop answer what waits (an index build's parts run between). */
export const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The first position of the sorted `list` whose element is not `before` (binary search). */
export function bisect<T>(list: readonly T[], before: (x: T) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(list[mid]!)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export const lowerBound = (list: readonly string[], value: string): number => bisect(list, (x) => x < value);

/** Where `value` is in the ascending `list`, or -1. */
export function indexOf(list: Int32Array, value: number): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = list[mid]!;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
