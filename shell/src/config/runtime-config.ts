/**
 * Runtime configuration, served beside the shell as /config.json (like /remotes.json it is not
 * bundled, so ops change it without a rebuild). Read and validated once at start-up; a bad value
 * fails fast with a message that names it (STYLE.md §12).
 */
export interface CustomDomain {
  world: string;
  authorId: number;
  authorSlug: string;
}

export interface RuntimeConfig {
  /** Base URL of the marketplace API (spec §7: "Base is the API host"). */
  apiUrl: string;
  /** Origins a developer override may point a remote at (exact origins). */
  devOverrideOrigins: string[];
  /** Partner-author custom domains: host -> world and author (spec §1). */
  customDomains: Record<string, CustomDomain>;
  /** spec §7: versioned URLs containing this marker get no world parameter. */
  partnerMarker: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code = 'CONFIG_INVALID';
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isObject(raw)) throw new ConfigError('config.json must be a JSON object');
  const { apiUrl, devOverrideOrigins = [], customDomains = {}, partnerMarker = '/partner/' } = raw;
  if (typeof apiUrl !== 'string' || !/^https?:\/\//.test(apiUrl)) {
    throw new ConfigError(`config.json: apiUrl must be an http(s) URL, got ${JSON.stringify(apiUrl)}`);
  }
  if (!Array.isArray(devOverrideOrigins) || !devOverrideOrigins.every((o) => typeof o === 'string')) {
    throw new ConfigError('config.json: devOverrideOrigins must be a list of origins');
  }
  if (!isObject(customDomains)) throw new ConfigError('config.json: customDomains must be an object keyed by host');
  const domains: Record<string, CustomDomain> = {};
  for (const [host, value] of Object.entries(customDomains)) {
    if (!isObject(value) || typeof value.world !== 'string' || typeof value.authorId !== 'number' || typeof value.authorSlug !== 'string') {
      throw new ConfigError(`config.json: customDomains["${host}"] needs world, authorId (number) and authorSlug`);
    }
    domains[host.toLowerCase()] = { world: value.world, authorId: value.authorId, authorSlug: value.authorSlug };
  }
  if (typeof partnerMarker !== 'string' || partnerMarker === '') throw new ConfigError('config.json: partnerMarker must be a non-empty string');
  return { apiUrl: apiUrl.replace(/\/+$/, ''), devOverrideOrigins: devOverrideOrigins as string[], customDomains: domains, partnerMarker };
}
