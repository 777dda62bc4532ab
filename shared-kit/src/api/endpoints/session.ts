import type { AuthenticateResponse, AuthProvidersResponse, GrantType, LoginAsBody, Terms, TrackResponse, UserResponse, ValidateResponse } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

// spec §7 auth calls. They make the session, so none waits for the terms gate (noValidate).
export const OAUTH_CLIENT_ID = 'teachmarket-web';

/** With the anonymous cart token the API merges that cart into the user's (spec §4 after login). */
export function authenticatePassword(username: string, password: string, cartToken?: string | null): Promise<AuthenticateResponse> {
  return httpClient().request('post', 'v3/oauth2/authenticate', {
    json: { client_id: OAUTH_CLIENT_ID, grant_type: 'password', username, password },
    headers: cartToken ? { 'X-Cart-Token': cartToken } : {},
    noValidate: true,
  });
}

export function authenticateClientCredentials(): Promise<AuthenticateResponse> {
  return httpClient().request('post', 'v3/oauth2/authenticate', {
    json: { client_id: OAUTH_CLIENT_ID, grant_type: 'client_credentials' },
    noValidate: true,
  });
}

export const validateToken = (): Promise<ValidateResponse> => httpClient().request('get', 'v3/oauth2/validate', { noValidate: true });
export const revokeToken = (): Promise<{ success: boolean }> => httpClient().request('get', 'v3/oauth2/logout', { noValidate: true });
// Not behind the terms gate: the user is shown while asked to accept the terms.
export const getCurrentUser = (): Promise<UserResponse> => httpClient().request('get', 'v1/user', { noValidate: true });
export const getTerms = (): Promise<{ item: Terms }> => httpClient().request('get', 'v3/terms/get', { noValidate: true });
export const acceptTerms = (version: number): Promise<{ accepted: boolean; version: number }> =>
  httpClient().request('post', 'v3/terms/accept', { json: { version }, noValidate: true });

export const getAuthProviders = (): Promise<AuthProvidersResponse> => httpClient().request('get', 'v3/oauth2/providers', { noValidate: true });

/** spec §4 social login: the provider's ID token (and the nonce the browser sent it) for our token. */
export function authenticateIdToken(grant: GrantType, idToken: string, nonce: string, cartToken?: string | null): Promise<AuthenticateResponse> {
  return httpClient().request('post', 'v3/oauth2/authenticate', {
    json: { client_id: OAUTH_CLIENT_ID, grant_type: grant, token: idToken, nonce },
    headers: cartToken ? { 'X-Cart-Token': cartToken } : {},
    noValidate: true,
  });
}

/** spec §6 operator login-as: a token for the user, flagged as impersonated by the API. */
export const loginAsUser = (target: LoginAsBody): Promise<AuthenticateResponse> =>
  httpClient().request('post', 'v3/oauth2/login-as', { json: target });

/** spec §5 tracking: a batch of events (the tracker in the shell queues, batches and retries them). */
export const trackEvents = (body: { events: { name: string; properties: Record<string, unknown>; timestamp?: string }[]; track_sid?: string }): Promise<TrackResponse> =>
  httpClient().request<TrackResponse>('post', 'v3/events/track', { json: body });

export function trackEvent(name: string, properties: Record<string, unknown> = {}): Promise<unknown> {
  return httpClient().request('post', 'v3/events/track', { json: { events: [{ name, properties }] }, noValidate: true });
}
