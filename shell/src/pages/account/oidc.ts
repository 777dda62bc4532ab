import { href, type AuthProvider, type GrantType } from '@teachmarket/shared-kit';

/** sessionStorage: what the browser sent to the provider, to check the answer against (state) and to send the API (nonce). */
export const OIDC_PENDING_KEY = 'tm_oidc_pending';

interface Pending {
  state: string;
  nonce: string;
  grant: GrantType;
  returnTo: string;
}

export type CallbackRoute = 'authorize' | 'microsoftRedirect';
export type CallbackResult =
  | { ok: true; grant: GrantType; idToken: string; nonce: string; returnTo: string }
  | { ok: false; reason: 'cancelled' | 'state' | 'missing' };

// spec §2: Microsoft answers on its own redirect page, the other providers on /authorize.
export const callbackRouteOf = (grant: string): CallbackRoute => (grant === 'microsoft' ? 'microsoftRedirect' : 'authorize');

function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The provider's authorization URL for an OIDC implicit login (response_type=id_token), state and nonce stored. */
export function startSocialLogin(provider: AuthProvider, world: string, returnTo: string, origin = window.location.origin): string {
  const pending: Pending = { state: randomToken(), nonce: randomToken(), grant: provider.name as GrantType, returnTo };
  window.sessionStorage.setItem(OIDC_PENDING_KEY, JSON.stringify(pending));
  const url = new URL(provider.authorization_endpoint);
  const params = {
    client_id: provider.client_id,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: provider.scope,
    redirect_uri: origin + href(callbackRouteOf(provider.name), {}, world),
    state: pending.state,
    nonce: pending.nonce,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

function readPending(): Pending | null {
  try {
    const raw = window.sessionStorage.getItem(OIDC_PENDING_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Pending>) : null;
    return value?.state && value.nonce && value.grant && typeof value.returnTo === 'string' ? (value as Pending) : null;
  } catch {
    return null;
  }
}

/**
 * Reads the provider's answer from the URL fragment. The stored state is used once (a reload or a
 * copied link cannot replay it) and must match, and the answer must arrive on the grant's own page.
 */
export function readCallback(fragment: string, route: CallbackRoute): CallbackResult {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const pending = readPending();
  window.sessionStorage.removeItem(OIDC_PENDING_KEY);
  if (params.get('error')) return { ok: false, reason: 'cancelled' };
  const idToken = params.get('id_token');
  if (!idToken) return { ok: false, reason: 'missing' };
  if (!pending || params.get('state') !== pending.state || callbackRouteOf(pending.grant) !== route) return { ok: false, reason: 'state' };
  return { ok: true, grant: pending.grant, idToken, nonce: pending.nonce, returnTo: pending.returnTo };
}
