import { WORLDS, isMainWorld, type World } from '../worlds';
import { parsePattern } from './pattern';
import type { RouteId } from './route-ids';
import { ROUTES, ROUTE_LIST, existsIn } from './table';
import type { ParamKind, RouteDef } from './types';

export type CompiledSegment =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean; readonly rest: boolean; readonly check: ParamKind };

export interface CompiledRoute {
  readonly route: RouteDef;
  /** The pattern in this world, `{world}` filled in: `/materiale/:id/:slug`. */
  readonly pattern: string;
  readonly segments: readonly CompiledSegment[];
}

export interface CompiledWorld {
  readonly world: World;
  readonly byId: ReadonlyMap<RouteId, CompiledRoute>;
  /** Routes indexed by their first (static) segment, so match() only tries a handful. */
  readonly byFirst: ReadonlyMap<string, readonly CompiledRoute[]>;
  /** Routes whose first segment is a param (home's tab). */
  readonly paramFirst: readonly CompiledRoute[];
}

/** The route's pattern in a world: the localised one in main worlds (spec §2), else the path as written. */
export function patternFor(route: RouteDef, world: World): string {
  const pattern = (isMainWorld(world) ? route.localized[world] : undefined) ?? route.path;
  return pattern.replaceAll('{world}', world);
}

function compileRoute(route: RouteDef, world: World): CompiledRoute {
  const pattern = patternFor(route, world);
  const segments = parsePattern(pattern).map((s): CompiledSegment =>
    s.kind === 'static' ? s : { ...s, check: route.params[s.name] ?? 'text' },
  );
  return { route, pattern, segments };
}

function compileWorld(world: World): CompiledWorld {
  const byId = new Map<RouteId, CompiledRoute>();
  const byFirst = new Map<string, CompiledRoute[]>();
  const paramFirst: CompiledRoute[] = [];
  for (const route of ROUTE_LIST) {
    if (!existsIn(route, world)) continue;
    const compiled = compileRoute(route, world);
    byId.set(route.id, compiled);
    const first = compiled.segments[0];
    if (first?.kind === 'static') byFirst.set(first.value, [...(byFirst.get(first.value) ?? []), compiled]);
    else paramFirst.push(compiled);
  }
  return { world, byId, byFirst, paramFirst };
}

const cache = new Map<World, CompiledWorld>();

/** Patterns are compiled once per world, on first use. */
export function compiledWorld(world: World): CompiledWorld {
  let compiled = cache.get(world);
  if (!compiled) {
    compiled = compileWorld(world);
    cache.set(world, compiled);
  }
  return compiled;
}

const routeCache = new Map<string, CompiledRoute | null>();

/**
 * One route's pattern in a world, compiled on first use. Links need only this: a page that links to
 * the same page in all 27 worlds (the country links) compiles 27 routes, not 27 whole route tables.
 */
export function compiledRoute(world: World, routeId: RouteId): CompiledRoute | undefined {
  const whole = cache.get(world);
  if (whole) return whole.byId.get(routeId);
  const key = `${world} ${routeId}`;
  let compiled = routeCache.get(key);
  if (compiled === undefined) {
    const route: RouteDef | undefined = ROUTES[routeId];
    compiled = route && existsIn(route, world) ? compileRoute(route, world) : null;
    routeCache.set(key, compiled);
  }
  return compiled ?? undefined;
}

/** Compiles every world now (e.g. at shell start-up), instead of on first use. */
export function precompileAll(): void {
  for (const world of WORLDS) compiledWorld(world);
}
