import { DEFAULT_WORLD, WORLDS, languageOf, type World } from '../worlds';
import { buildHref, type HrefParams } from './href';
import type { RouteId } from './route-ids';
import { ROUTES, existsIn } from './table';
import type { IndexDirective, RouteDef } from './types';

export type RobotsContent = 'index,follow' | 'noindex,follow' | 'noindex,nofollow';

const ROBOTS: Readonly<Record<IndexDirective, RobotsContent>> = {
  index: 'index,follow',
  'noindex-follow': 'noindex,follow',
  'noindex-nofollow': 'noindex,nofollow',
};

/** The `<meta name="robots">` content for a route (spec §2: every route has an indexing directive). */
export function robotsContent(route: RouteDef | RouteId): RobotsContent {
  return ROBOTS[(typeof route === 'string' ? ROUTES[route] : route).index];
}

/** "https://teachmarket.example/" or with a path → "https://teachmarket.example". Throws on a non-URL. */
function originOf(origin: string): string {
  return new URL(origin).origin;
}

/** The fully qualified canonical URL (no query): origin + href. */
export function canonicalUrl(origin: string, routeId: RouteId, params: HrefParams, world: World): string {
  return originOf(origin) + buildHref(routeId, params, world);
}

export interface AlternateLink {
  /** The world's language code (spec §1: el for gr, zh for cn, ...), or x-default. */
  hreflang: string;
  href: string;
}

/**
 * hreflang alternates of a switchable route (spec §2: switchable routes have a counterpart in other
 * worlds): one fully qualified link per world the route exists in, plus x-default → the de version
 * (spec §1: default world). The set does not depend on the current world, so every page of the set
 * lists the same links (reciprocal). A route that is not switchable has none.
 * Alternates only make sense on indexable pages: the head renders them when robotsContent is index.
 * `origin` is one origin for every world, or a world's own origin (ops may serve a world on a host
 * of its own: WORLD_WEB_URLS).
 */
export function alternates(origin: string | ((world: World) => string), routeId: RouteId, params: HrefParams): AlternateLink[] {
  const route = ROUTES[routeId];
  if (!route.switchable) return [];
  const base = (world: World) => originOf(typeof origin === 'string' ? origin : origin(world));
  const worlds = WORLDS.filter((world) => existsIn(route, world));
  const links: AlternateLink[] = worlds.map((world) => ({ hreflang: languageOf(world), href: base(world) + buildHref(routeId, params, world) }));
  const fallback = worlds.includes(DEFAULT_WORLD) ? DEFAULT_WORLD : worlds[0];
  if (fallback) links.push({ hreflang: 'x-default', href: base(fallback) + buildHref(routeId, params, fallback) });
  return links;
}
