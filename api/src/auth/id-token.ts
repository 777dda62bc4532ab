import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { ApiError } from '../errors';
import type { ProviderConfig } from './providers';

/** What a verified ID token tells about the person. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  name: string | null;
}

// One key set per JWKS URL: jose caches the keys and refetches on an unknown kid (key rotation).
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetOf(jwksUri: string) {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(jwksUri, set);
  }
  return set;
}

const invalid = (message: string) => new ApiError(401, 'invalid_id_token', message, 'token');

/** Problems of the token itself (the client's): 401. Anything else (provider unreachable, bad JWKS): 503. */
const TOKEN_ERRORS = [
  errors.JWTExpired, errors.JWTClaimValidationFailed, errors.JWSSignatureVerificationFailed, errors.JWSInvalid,
  errors.JWTInvalid, errors.JWKSNoMatchingKey, errors.JWKSMultipleMatchingKeys, errors.JOSEAlgNotAllowed, errors.JOSENotSupported,
];

function emailOf(payload: JWTPayload): string {
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw invalid('The ID token carries no e-mail address');
  // Apple sends the flag as a string. A provider that states the address is unverified is refused:
  // the account is found by e-mail, so an unverified address could take over someone else's account.
  if (payload.email_verified === false || payload.email_verified === 'false') throw invalid('The e-mail address in the ID token is not verified');
  return email;
}

/**
 * Verifies signature (provider JWKS), issuer, audience (our client id), expiry and, when the browser
 * sent one, the nonce (replay protection of the implicit flow).
 */
export async function verifyIdToken(provider: ProviderConfig, token: string, nonce: string | undefined): Promise<VerifiedIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetOf(provider.jwks_uri), {
      issuer: provider.issuer,
      audience: provider.client_id,
      algorithms: ['RS256', 'ES256', 'PS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: 60,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw invalid('The ID token has expired');
    if (error instanceof errors.JWTClaimValidationFailed) throw invalid(`The ID token's "${error.claim}" claim is not valid`);
    if (TOKEN_ERRORS.some((kind) => error instanceof kind)) throw invalid('The ID token signature or format is not valid');
    throw new ApiError(503, 'provider_unavailable', 'The login provider could not be reached; try again later');
  }
  if (nonce !== undefined && payload.nonce !== nonce) throw invalid('The ID token\'s nonce does not match');
  const subject = payload.sub ?? '';
  if (!subject || subject.length > 255) throw invalid('The ID token carries no subject');
  const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 80) : null;
  return { subject, email: emailOf(payload), name };
}
