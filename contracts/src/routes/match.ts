import { findCustomDomain, isWorld, type CustomDomains, type ResolvedCustomDomain, type World } from '../worlds';
import { compiledWorld, type CompiledRoute } from './compiled';
import { decodeParam, isValidParam } from './params';
import type { MatchedRouteId } from './route-ids';
import { ROUTES } from './table';
import type { RouteDef } from './types';

export type NotFoundReason = 'unknown-world' | 'unknown-path' | 'bad-params';

export interface RouteMatch {
  /**
   * The world from the path prefix or the custom domain. null only for the root path `/`: the
   * shell resolves the world there (resolveWorld: last visited, geo, default) and rootDecision()
   * decides between landing view, main view and stored redirect (spec §2 start-up routing).
   */
  world: World | null;
  routeId: MatchedRouteId;
  /** Decoded, canonical values (home tabs in English, whatever the world's word). */
  params: Readonly<Record<string, string>>;
  route: RouteDef;
  query: URLSearchParams;
  /** Set when the URL was served on a partner-author domain. */
  customDomain?: ResolvedCustomDomain;
}

export interface RouteNotFound {
  /** The world of the prefix when it was valid (or of the custom domain), else null. */
  world: World | null;
  routeId: 'notFound';
  reason: NotFoundReason;
  route: RouteDef;
  query: URLSearchParams;
  customDomain?: ResolvedCustomDomain;
}

export type MatchResult = RouteMatch | RouteNotFound;

type Fit = { route: RouteDef; params: Record<string, string> };
type Attempt = Fit | 'bad-params' | null;

/** One route against the path segments after the world prefix (still percent-encoded). */
function tryRoute(compiled: CompiledRoute, segments: readonly string[], world: World): Attempt {
  const params: Record<string, string> = {};
  let bad = false;
  let i = 0;
  for (const segment of compiled.segments) {
    if (segment.kind === 'static') {
      if (segments[i] !== segment.value) return null;
      i += 1;
      continue;
    }
    const raw = segment.rest ? segments.slice(i).join('/') : segments[i];
    i = segment.rest ? segments.length : i + 1;
    if (raw === undefined || raw === '') {
      if (!segment.optional) return null;
      continue;
    }
    const value = decodeParam(segment.check, raw, world);
    // an unknown home tab is another path, not a bad param of the home route
    if (value === null && segment.check === 'homeTab') return null;
    if (value === null || !isValidParam(segment.check, value)) bad = true;
    else params[segment.name] = value;
  }
  if (i < segments.length) return null;
  return bad ? 'bad-params' : { route: compiled.route, params };
}

/** Every route that fits the path in a world (collision tests use it: there must be at most one). */
export function matchAll(world: World, segments: readonly string[]): (Fit | 'bad-params')[] {
  const { byFirst, paramFirst } = compiledWorld(world);
  const first = segments[0];
  const candidates = [...((first !== undefined && byFirst.get(first)) || []), ...paramFirst];
  return candidates.map((c) => tryRoute(c, segments, world)).filter((a): a is Fit | 'bad-params' => a !== null);
}

function inWorld(world: World, segments: readonly string[]): Attempt {
  const attempts = matchAll(world, segments);
  return attempts.find((a) => a !== 'bad-params') ?? attempts[0] ?? null;
}

/** spec §2: on an author's own domain, /, /blog, /materials and /material/:id/:slug have no world prefix. */
function onCustomDomain(domain: ResolvedCustomDomain, segments: readonly string[]): Attempt {
  const [first, second, third, ...more] = segments;
  const author = { id: domain.authorId, slug: domain.authorSlug };
  if (first === undefined || first === '') return { route: ROUTES.author, params: author };
  if ((first === 'blog' || first === 'materials') && second === undefined) {
    return { route: ROUTES.author, params: { ...author, tab: first } };
  }
  if (first === 'material' && second !== undefined && third && more.length === 0) {
    const slug = decodeParam('text', third, domain.world);
    if (!isValidParam('numeric', second) || slug === null || !isValidParam('text', slug)) return 'bad-params';
    return { route: ROUTES.material, params: { id: second, slug } };
  }
  return null;
}

const BASE = 'http://route.invalid';

/**
 * Resolves a URL (absolute, or a path with query) to a route of the table. The host (argument, else
 * the URL's own) is looked up in customDomains first. Unknown world prefix, unknown path or a
 * malformed param (non-numeric id, bad token) → notFound with the reason.
 */
export function match(url: string | URL, host?: string | null, customDomains?: CustomDomains | null): MatchResult {
  const parsed = typeof url === 'string' ? new URL(url, BASE) : url;
  const query = new URLSearchParams(parsed.search);
  const segments = parsed.pathname.split('/').slice(1);
  if (segments.length > 1 && segments.at(-1) === '') segments.pop(); // "/de/help/" is "/de/help"

  const ownHost = parsed.hostname === 'route.invalid' ? null : parsed.host;
  const domain = findCustomDomain(host ?? ownHost, customDomains);
  const notFound = (world: World | null, reason: NotFoundReason): RouteNotFound => ({
    world,
    routeId: 'notFound',
    reason,
    route: ROUTES.notFound,
    query,
    ...(domain ? { customDomain: domain } : {}),
  });
  const found = (world: World | null, attempt: Fit): RouteMatch => ({
    world,
    routeId: attempt.route.id as MatchedRouteId,
    params: attempt.params,
    route: attempt.route,
    query,
    ...(domain ? { customDomain: domain } : {}),
  });

  if (domain) {
    const attempt = onCustomDomain(domain, segments);
    if (attempt === 'bad-params') return notFound(domain.world, 'bad-params');
    if (attempt) return found(domain.world, attempt);
  }
  const [prefix = '', ...rest] = segments;
  if (prefix === '' && rest.length === 0) return found(null, { route: ROUTES.home, params: {} });
  if (!isWorld(prefix)) return domain ? notFound(domain.world, 'unknown-path') : notFound(null, 'unknown-world');
  const attempt = inWorld(prefix, rest);
  if (attempt === 'bad-params') return notFound(prefix, 'bad-params');
  return attempt ? found(prefix, attempt) : notFound(prefix, 'unknown-path');
}
