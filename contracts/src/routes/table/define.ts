import { MAIN_WORLDS, type MainWorld, type World } from '../../worlds';
import { defaultParamKind } from '../params';
import { formatPattern, parsePattern } from '../pattern';
import type { RouteId } from '../route-ids';
import type { AppName, IndexDirective, ParamKind, RedirectRule, RouteDef, RouteWorlds } from '../types';
import { PRIVATE_SEGMENTS } from './segments-private';
import { SEGMENTS } from './segments';

/** What a table file writes for one route; defineRoutes fills in id, localized patterns and params. */
export interface RouteInput {
  readonly app: AppName;
  readonly path: string;
  readonly index: IndexDirective;
  readonly switchable: boolean;
  /** Default 'all'. A route limited to some worlds keeps its path as the spec writes it. */
  readonly worlds?: RouteWorlds;
  /**
   * The path is the same in every world, never localised: links built outside the frontend (e-mails,
   * OAuth callbacks, operator tools) and proper names. Chosen per route in the table files.
   */
  readonly fixedPath?: boolean;
  /** Overrides of the by-name default check (see defaultParamKind). */
  readonly params?: Readonly<Record<string, ParamKind>>;
  readonly redirect?: readonly RedirectRule[];
}

export const DICTIONARY = { ...SEGMENTS, ...PRIVATE_SEGMENTS };

function localise(path: string, world: MainWorld, id: string): string {
  const segments = parsePattern(path).map((segment) => {
    if (segment.kind === 'param') return segment;
    const word = Object.hasOwn(DICTIONARY, segment.value) ? DICTIONARY[segment.value]?.[world] : undefined;
    if (!word) throw new Error(`route ${id}: no ${world} word for path segment "${segment.value}" (segments.ts)`);
    return { ...segment, value: word };
  });
  return formatPattern(segments);
}

function define(id: RouteId, input: RouteInput): RouteDef {
  const worlds = input.worlds ?? 'all';
  const localized: Partial<Record<World, string>> = {};
  const params: Record<string, ParamKind> = {};
  if (input.path !== '*') {
    for (const world of MAIN_WORLDS) {
      if (worlds !== 'all' && !worlds.includes(world)) continue;
      localized[world] = worlds === 'all' && !input.fixedPath ? localise(input.path, world, id) : input.path;
    }
    for (const segment of parsePattern(input.path)) {
      if (segment.kind === 'param') params[segment.name] = defaultParamKind(segment.name, segment.rest);
    }
  }
  for (const [name, kind] of Object.entries(input.params ?? {})) {
    if (!(name in params)) throw new Error(`route ${id}: param "${name}" is not in ${input.path}`);
    params[name] = kind;
  }
  const def: RouteDef = {
    id,
    app: input.app,
    path: input.path,
    localized,
    index: input.index,
    switchable: input.switchable,
    worlds,
    params,
    ...(input.redirect ? { redirect: input.redirect } : {}),
  };
  return def;
}

type Defined<T> = {
  readonly [K in keyof T & RouteId]: T[K] extends { readonly path: infer P extends string } ? RouteDef<K, P> : never;
};

/** Builds table rows; the `const` type keeps each path literal so href() can type its params. */
export function defineRoutes<const T extends { readonly [K in RouteId]?: RouteInput }>(inputs: T): Defined<T> {
  const out: Record<string, RouteDef> = {};
  for (const [id, input] of Object.entries(inputs) as [RouteId, RouteInput][]) out[id] = define(id, input);
  return out as Defined<T>;
}
