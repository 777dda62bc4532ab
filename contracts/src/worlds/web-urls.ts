import { isWorld, type World } from './worlds';

/**
 * An origin setting (PUBLIC_WEB_URL, a WORLD_WEB_URLS entry): scheme://host[:port] and nothing else;
 * https only in production. A wrong value stops the start with a message naming the setting.
 */
export function parseOrigin(name: string, value: string, production: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} "${value}" is not a URL`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value) {
    throw new Error(`${name} "${value}" must be an origin (http(s)://host[:port], no path, query or user)`);
  }
  if (production && url.protocol !== 'https:') throw new Error(`${name} must be https with NODE_ENV=production, got "${value}"`);
  return value;
}

/**
 * WORLD_WEB_URLS: "at=https://teachmarket.at,ch=https://teachmarket.ch" — the worlds served on a
 * host of their own. The link keeps the route table's world prefix (/at/…): the shell resolves the
 * world from the path on any host. Refused: an unknown world (a typo would silently mail the
 * default host), a world named twice, an entry that is not world=origin, http in production.
 * One parser for the API (mail links, sitemaps) and the shell's page server (canonical and alternate
 * links), so both read the setting the same way.
 */
export function parseWorldWebUrls(raw: string | undefined, production: boolean): Partial<Record<World, string>> {
  const urls: Partial<Record<World, string>> = {};
  for (const entry of (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const eq = entry.indexOf('=');
    if (eq < 1) throw new Error(`WORLD_WEB_URLS entry "${entry}" must be world=origin (e.g. at=https://teachmarket.at)`);
    const world = entry.slice(0, eq).trim();
    const origin = entry.slice(eq + 1).trim().replace(/\/+$/, '');
    if (!isWorld(world)) throw new Error(`WORLD_WEB_URLS entry "${entry}": "${world}" is not a world`);
    if (Object.hasOwn(urls, world)) throw new Error(`WORLD_WEB_URLS names the world "${world}" twice`);
    urls[world] = parseOrigin(`WORLD_WEB_URLS ${world}`, origin, production);
  }
  return urls;
}
