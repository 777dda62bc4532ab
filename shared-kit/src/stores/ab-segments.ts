import { storage } from '../storage';

/** spec §3: A/B segments testSegment0 .. testSegment14 in local storage. */
export const AB_SEGMENT_COUNT = 15;
export type AbVariant = 'a' | 'b';

export const abSegmentKey = (index: number) => `testSegment${index}`;

/**
 * Assigns every segment once and keeps it: a visitor must see the same variant on every visit,
 * or the experiment measures noise. Returns all segments.
 */
export function ensureAbSegments(random: () => number = Math.random): AbVariant[] {
  const out: AbVariant[] = [];
  for (let i = 0; i < AB_SEGMENT_COUNT; i += 1) {
    const stored = storage.get(abSegmentKey(i));
    const variant: AbVariant = stored === 'a' || stored === 'b' ? stored : random() < 0.5 ? 'a' : 'b';
    if (stored !== variant) storage.set(abSegmentKey(i), variant);
    out.push(variant);
  }
  return out;
}

export function abSegment(index: number): AbVariant {
  if (!Number.isInteger(index) || index < 0 || index >= AB_SEGMENT_COUNT) throw new RangeError(`A/B segment ${index} does not exist (0..14)`);
  return ensureAbSegments()[index] as AbVariant;
}
