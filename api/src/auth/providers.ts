import { readFileSync } from 'node:fs';

/** The social login grants of spec §7 authenticate (GRANT_TYPES minus password/client_credentials). */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple_id', 'microsoft'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** One OpenID Connect provider: what the API needs to verify its ID tokens and the browser to start a login. */
export interface ProviderConfig {
  client_id: string;
  issuer: string;
  jwks_uri: string;
  authorization_endpoint: string;
  /** Space-separated; default "openid email profile". */
  scope: string;
}

export type ProviderConfigs = Partial<Record<SocialProvider, ProviderConfig>>;

export const isSocialProvider = (value: string): value is SocialProvider => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

const URL_FIELDS = ['issuer', 'jwks_uri', 'authorization_endpoint'] as const;

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Validates the providers JSON ({ "<provider>": { client_id, issuer, jwks_uri, authorization_endpoint, scope? } }). */
export function parseProviders(raw: unknown, source: string): ProviderConfigs {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${source} must hold a JSON object keyed by provider`);
  const result: ProviderConfigs = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!isSocialProvider(name)) throw new Error(`${source}: unknown provider "${name}" (one of ${SOCIAL_PROVIDERS.join(', ')})`);
    const entry = (value ?? {}) as Record<string, unknown>;
    const str = (field: string) => (typeof entry[field] === 'string' ? (entry[field] as string).trim() : '');
    if (!str('client_id')) throw new Error(`${source}: ${name}.client_id is required`);
    for (const field of URL_FIELDS) {
      if (!isHttpUrl(str(field))) throw new Error(`${source}: ${name}.${field} must be an http(s) URL`);
    }
    result[name] = {
      client_id: str('client_id'),
      issuer: str('issuer'),
      jwks_uri: str('jwks_uri'),
      authorization_endpoint: str('authorization_endpoint'),
      scope: str('scope') || 'openid email profile',
    };
  }
  return result;
}

/** OAUTH_PROVIDERS_FILE (a JSON file) or nothing configured: no provider is ever faked. */
export function loadProviders(env: NodeJS.ProcessEnv): ProviderConfigs {
  const file = env.OAUTH_PROVIDERS_FILE;
  if (!file) return {};
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`OAUTH_PROVIDERS_FILE "${file}" cannot be read: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`OAUTH_PROVIDERS_FILE "${file}" is not valid JSON`);
  }
  return parseProviders(raw, `OAUTH_PROVIDERS_FILE "${file}"`);
}
