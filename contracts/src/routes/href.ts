import { isWorld, type CustomDomain, type World } from '../worlds';
import { compiledRoute } from './compiled';
import { RouteError } from './errors';
import { encodeParam, isValidParam } from './params';
import type { ParamsOfPattern } from './pattern';
import { isRouteId, type RouteId } from './route-ids';
import { ROUTES, existsIn, type RoutePattern } from './table';
import type { ParamKind, ParamValue } from './types';

export type QueryValue = string | number | boolean;
export type QueryInput = URLSearchParams | Readonly<Record<string, QueryValue | readonly QueryValue[] | null | undefined>>;

export interface HrefOptions {
  /** Appended as `?a=1&b=2`; null/undefined values are left out, arrays repeat the key. */
  query?: QueryInput;
  /** Without "#", e.g. a terms anchor (TERMS_ANCHORS). */
  hash?: string;
  /** The partner-author domain the link is rendered on (spec §2: its author pages have no world prefix). */
  customDomain?: CustomDomain;
}

/** Params for any route, as match() returns them. */
export type HrefParams = Readonly<Record<string, ParamValue | undefined>>;
/** Params of one route, from its pattern: href('material', { id, slug }, ...). */
export type RouteParams<Id extends RouteId> = ParamsOfPattern<RoutePattern<Id>, ParamValue>;

function serialiseQuery(query: QueryInput | undefined): string {
  if (!query) return '';
  const search = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function param(routeId: string, world: string, name: string, kind: ParamKind, value: ParamValue | undefined): string | null {
  const text = value === undefined ? '' : String(value);
  if (text === '') return null;
  if (!isValidParam(kind, text)) {
    throw new RouteError(
      'INVALID_PARAM',
      `href(${routeId}): param "${name}" must be ${kind}, got ${JSON.stringify(text)}`,
      routeId,
      world,
      name,
    );
  }
  return encodeParam(kind, text, world as World);
}

/** spec §2: "An author's own domain serves /blog, /materials and /material/:id/:slug" (no world prefix). */
function customDomainPath(routeId: RouteId, params: HrefParams, world: World, domain: CustomDomain): string | null {
  if (domain.world !== world) return null;
  if (routeId === 'author' && String(params['id']) === String(domain.authorId)) {
    const tab = params['tab'];
    if (tab === undefined || tab === '') return '/';
    if (tab === 'blog' || tab === 'materials') return `/${tab}`;
    return null;
  }
  if (routeId === 'material') {
    const id = param(routeId, world, 'id', 'numeric', params['id']);
    const slug = param(routeId, world, 'slug', 'text', params['slug']);
    if (id && slug) return `/material/${id}/${slug}`;
  }
  return null;
}

/**
 * Builds a link for any route with params as match() returns them; the same as href() without
 * compile-time param types (for dynamic route ids, e.g. switching the world of the current page).
 * Throws RouteError on an unknown route or world, a route that does not exist in the world, or a
 * missing or malformed param.
 */
export function buildHref(routeId: RouteId, params: HrefParams, world: string, opts: HrefOptions = {}): string {
  if (!isRouteId(routeId)) throw new RouteError('UNKNOWN_ROUTE', `href: unknown route "${String(routeId)}"`, String(routeId), world);
  if (!isWorld(world)) throw new RouteError('UNKNOWN_WORLD', `href(${routeId}): unknown world "${world}"`, routeId, world);
  const route = ROUTES[routeId];
  if (route.path === '*') throw new RouteError('NOT_ADDRESSABLE', `href(${routeId}): ${routeId} has no path`, routeId, world);
  if (!existsIn(route, world)) {
    throw new RouteError(
      'ROUTE_NOT_IN_WORLD',
      `href(${routeId}): the route exists only in ${String(route.worlds)}, not in ${world}`,
      routeId,
      world,
    );
  }
  const suffix = serialiseQuery(opts.query) + (opts.hash ? `#${encodeURIComponent(opts.hash)}` : '');
  const onDomain = opts.customDomain && customDomainPath(routeId, params, world, opts.customDomain);
  if (onDomain) return onDomain + suffix;

  const compiled = compiledRoute(world, routeId);
  const parts: string[] = [world];
  for (const segment of compiled?.segments ?? []) {
    if (segment.kind === 'static') {
      parts.push(segment.value);
      continue;
    }
    const text = param(routeId, world, segment.name, segment.check, params[segment.name]);
    if (text !== null) parts.push(text);
    else if (!segment.optional) {
      throw new RouteError('MISSING_PARAM', `href(${routeId}): missing param "${segment.name}"`, routeId, world, segment.name);
    }
  }
  return `/${parts.join('/')}${suffix}`;
}

/**
 * The link to a route in a world: `/{world}/...` with the world's localised segments (spec §2), home
 * is `/{world}`, params percent-encoded. Params are typed from the route's pattern.
 */
export function href<Id extends RouteId>(routeId: Id, params: RouteParams<Id>, world: string, opts?: HrefOptions): string {
  return buildHref(routeId, params as HrefParams, world, opts);
}
