import { storage } from '../storage';
import { AB_SEGMENT_COUNT, abSegment, abSegmentKey, ensureAbSegments } from './ab-segments';

beforeEach(() => window.localStorage.clear());

describe('A/B segments (spec §3: testSegment0..14, assigned once and persisted)', () => {
  it('assigns all 15 segments and stores them', () => {
    const segments = ensureAbSegments(() => 0.1);
    expect(segments).toHaveLength(AB_SEGMENT_COUNT);
    expect(segments.every((s) => s === 'a')).toBe(true);
    expect(storage.get(abSegmentKey(0))).toBe('a');
    expect(storage.get(abSegmentKey(14))).toBe('a');
    expect(storage.get(abSegmentKey(15))).toBeNull();
  });

  it('never reassigns a stored segment', () => {
    ensureAbSegments(() => 0.9);
    const random = jest.fn(() => 0.1);
    expect(ensureAbSegments(random).every((s) => s === 'b')).toBe(true);
    expect(random).not.toHaveBeenCalled();
    expect(abSegment(3)).toBe('b');
  });

  it('repairs a tampered value and rejects unknown segments', () => {
    ensureAbSegments(() => 0.9);
    storage.set(abSegmentKey(2), 'zzz');
    expect(ensureAbSegments(() => 0.1)[2]).toBe('a');
    expect(ensureAbSegments(() => 0.9)[2]).toBe('a');
    expect(() => abSegment(15)).toThrow(RangeError);
  });
});
