import { isWorld, type World } from './worlds';

/** spec §1/§2: a partner author's own domain, mapped to one world and one author. */
export interface CustomDomain {
  world: string;
  authorId: string | number;
  authorSlug: string;
}

/** Host → custom domain, as configured (e.g. `{ 'anna-lernt.de': { world: 'de', authorId: 7, authorSlug: 'anna' } }`). */
export type CustomDomains = Readonly<Record<string, CustomDomain>>;

/** A custom domain that was found for a host and whose world is valid. */
export interface ResolvedCustomDomain {
  host: string;
  world: World;
  authorId: string;
  authorSlug: string;
}

/**
 * Looks the host up case-insensitively, first as given, then without port and without a leading
 * "www.", so `Anna-Lernt.de:443` and `www.anna-lernt.de` find `anna-lernt.de`. An entry with an
 * unknown world is ignored: a bad config line must not send visitors to a world that does not exist.
 */
export function findCustomDomain(
  host: string | null | undefined,
  customDomains: CustomDomains | null | undefined,
): ResolvedCustomDomain | null {
  if (!host || !customDomains) return null;
  const lower = host.trim().toLowerCase().replace(/\.$/, '');
  const noPort = lower.replace(/:\d+$/, '');
  const candidates = [lower, noPort, noPort.replace(/^www\./, '')];
  for (const key of candidates) {
    const entry = Object.hasOwn(customDomains, key) ? customDomains[key] : undefined;
    if (entry && isWorld(entry.world)) {
      return { host: key, world: entry.world, authorId: String(entry.authorId), authorSlug: entry.authorSlug };
    }
  }
  return null;
}
