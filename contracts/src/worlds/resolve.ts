import { toWorldCode } from './country';
import { findCustomDomain, type CustomDomains, type ResolvedCustomDomain } from './custom-domain';
import { DEFAULT_WORLD, isWorld, type World } from './worlds';

export interface ResolveWorldInput {
  pathname: string;
  host?: string | null;
  customDomains?: CustomDomains | null;
  lastVisitedWorld?: string | null;
  /** Country code from geolocation (ISO, e.g. "GR", "IN"); mapped with toWorldCode. */
  geoCountry?: string | null;
}

export type WorldSource = 'path' | 'custom-domain' | 'last-visited' | 'geo' | 'default';

export interface WorldResolution {
  world: World;
  source: WorldSource;
  /** Set when source is 'custom-domain'. */
  customDomain?: ResolvedCustomDomain;
}

/** The first path segment when it is a world code (`/gr/...` → gr), else null. */
export function worldFromPath(pathname: string): World | null {
  const first = pathname.split(/[?#]/, 1)[0]?.split('/')[1];
  return isWorld(first) ? first : null;
}

/**
 * spec §1: the world comes from the path prefix, a partner-author custom domain or the last visited
 * world; after those the geolocated country when it is a world, then the default world (de).
 * Pure: the caller reads storage and geolocation and passes the values in.
 */
export function resolveWorld(input: ResolveWorldInput): WorldResolution {
  const fromPath = worldFromPath(input.pathname);
  if (fromPath) return { world: fromPath, source: 'path' };

  const customDomain = findCustomDomain(input.host, input.customDomains);
  if (customDomain) return { world: customDomain.world, source: 'custom-domain', customDomain };

  if (isWorld(input.lastVisitedWorld)) return { world: input.lastVisitedWorld, source: 'last-visited' };

  const fromGeo = toWorldCode(input.geoCountry);
  if (fromGeo) return { world: fromGeo, source: 'geo' };

  return { world: DEFAULT_WORLD, source: 'default' };
}
