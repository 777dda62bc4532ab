import { WORLDS, type World } from '../worlds';
import { compiledWorld, type CompiledRoute, type CompiledSegment } from './compiled';
import { sampleParams } from './fixtures';
import { buildHref } from './href';
import { matchAll } from './match';
import { decodeParam, isValidParam } from './params';
import type { ParamKind } from './types';

type Slot = { word: string } | { kind: ParamKind };

/** Every concrete shape (one slot per path segment) a pattern can take, rest expanded up to 3 segments. */
function shapes(segments: readonly CompiledSegment[]): Slot[][] {
  const head: Slot[] = [];
  for (const s of segments) {
    if (s.kind === 'static') head.push({ word: s.value });
    else if (!s.optional) head.push({ kind: s.check });
    else if (s.rest) return [0, 1, 2, 3].map((n) => [...head, ...Array<Slot>(n).fill({ kind: 'text' })]);
    else return [head, [...head, { kind: s.check }]];
  }
  return [head];
}

/** Can one path segment fill both slots? */
function slotsOverlap(a: Slot, b: Slot, world: World): boolean {
  if ('word' in a && 'word' in b) return a.word === b.word;
  if ('word' in a || 'word' in b) {
    const [word, kind] = 'word' in a ? [a.word, (b as { kind: ParamKind }).kind] : [(b as { word: string }).word, a.kind];
    const value = decodeParam(kind, word, world);
    return value !== null && isValidParam(kind, value);
  }
  const kinds = new Set([a.kind, b.kind]);
  if (kinds.has('homeTab')) return !kinds.has('numeric'); // tab words are letters: they are valid tokens and text
  return true; // "1" is a valid numeric, token, text and rest value
}

function overlap(a: CompiledRoute, b: CompiledRoute, world: World): boolean {
  return shapes(a.segments).some((sa) =>
    shapes(b.segments).some((sb) => sa.length === sb.length && sa.every((slot, i) => slotsOverlap(slot, sb[i] as Slot, world))),
  );
}

describe.each(WORLDS)('no collisions in %s', (world) => {
  const routes = [...compiledWorld(world).byId.values()];

  it('gives every route a different pattern', () => {
    const normalised = routes.map((r) => r.pattern.replace(/:\w+/g, ':'));
    expect(new Set(normalised).size).toBe(routes.length);
  });

  it('lets no path fit two routes (static check of every pair)', () => {
    const clashes: string[] = [];
    for (const [i, a] of routes.entries()) {
      for (const b of routes.slice(i + 1)) if (overlap(a, b, world)) clashes.push(`${a.pattern} ~ ${b.pattern}`);
    }
    expect(clashes).toEqual([]);
  });

  it('matches each generated path to exactly one route', () => {
    for (const { route } of routes) {
      for (const params of sampleParams(route, 6, 11)) {
        const path = buildHref(route.id, params, world);
        const segments = new URL(path, 'http://x.invalid').pathname.split('/').slice(2);
        const fits = matchAll(world, segments).filter((a) => a !== 'bad-params');
        expect({ path, fits: fits.map((f) => f.route.id) }).toEqual({ path, fits: [route.id] });
      }
    }
  });
});

describe('the overlap check itself', () => {
  const de = compiledWorld('de');
  const fake = (pattern: string, segments: CompiledSegment[]): CompiledRoute => ({ route: de.byId.get('help')!.route, pattern, segments });

  it('finds a static word that a param would also take', () => {
    const list = fake('/x/:slug', [
      { kind: 'static', value: 'x' },
      { kind: 'param', name: 'slug', optional: false, rest: false, check: 'text' },
    ]);
    const page = fake('/x/list', [
      { kind: 'static', value: 'x' },
      { kind: 'static', value: 'list' },
    ]);
    expect(overlap(list, page, 'de')).toBe(true);
  });

  it('knows a numeric id never takes a word', () => {
    expect(overlap(de.byId.get('aiTool')!, de.byId.get('aiToolDocuments')!, 'de')).toBe(false);
  });

  it('finds a home tab word used as a page segment', () => {
    const blog = fake('/blog', [{ kind: 'static', value: 'blog' }]);
    expect(overlap(de.byId.get('home')!, blog, 'de')).toBe(true);
  });
});
