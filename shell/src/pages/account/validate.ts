// Form rules of the account screens; the API checks the same (api/src/routes/account).
export const PASSWORD_MIN = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every message the account forms show, prefixed with its namespace (typed keys). */
export type MessageKey =
  | 'login:errors.emailRequired' | 'login:errors.emailInvalid' | 'login:errors.passwordRequired'
  | 'login:errors.wrongCredentials' | 'login:errors.tooMany' | 'login:errors.locked' | 'login:errors.generic'
  | 'signup:errors.nameRequired' | 'signup:errors.passwordShort' | 'signup:errors.termsRequired' | 'signup:errors.emailTaken'
  | 'service-pages:link.invalid' | 'service-pages:link.used' | 'service-pages:link.expired'
  // Account links (issue 4/5: finish registration, change e-mail).
  | 'service-pages:links.changeEmail.wrongPassword' | 'service-pages:links.changeEmail.sameEmail' | 'service-pages:links.tooMany';

export function emailError(email: string): MessageKey | null {
  if (!email.trim()) return 'login:errors.emailRequired';
  return EMAIL.test(email.trim()) ? null : 'login:errors.emailInvalid';
}

export function newPasswordError(password: string): MessageKey | null {
  return password.length >= PASSWORD_MIN ? null : 'signup:errors.passwordShort';
}

/**
 * The API's error body ({error:{code, field}}) from whatever the HTTP client threw, and its
 * Retry-After in seconds when it sent one (a throttled login: 429 too_many_attempts; the API exposes
 * the header to the shell's origin through CORS).
 */
export async function apiErrorOf(error: unknown): Promise<{ status: number | null; code: string; field?: string; retryAfter?: number }> {
  const response = (error as { response?: Response } | null)?.response;
  if (!response) return { status: null, code: 'network' };
  const wait = Number(response.headers?.get('Retry-After') ?? NaN);
  const retry = Number.isInteger(wait) && wait > 0 ? { retryAfter: wait } : {};
  // The client reads the body into error.data before throwing (response.json() then fails): prefer it.
  const data = (error as { data?: { error?: { code?: string; field?: string } } }).data;
  if (data && typeof data === 'object') return { status: response.status, code: data.error?.code ?? 'unknown', field: data.error?.field, ...retry };
  try {
    const body = (await response.clone().json()) as { error?: { code?: string; field?: string } };
    return { status: response.status, code: body.error?.code ?? 'unknown', field: body.error?.field, ...retry };
  } catch {
    return { status: response.status, code: 'unknown', ...retry };
  }
}

/** spec §2 token links: the message for a used, expired or unknown link. */
export const tokenErrorKey = (code: string): MessageKey =>
  code === 'token_used' ? 'service-pages:link.used' : code === 'token_expired' ? 'service-pages:link.expired' : 'service-pages:link.invalid';

/** The sign-up rules shared by the register form and the finished registration: a name, the password rule, the terms. */
export function signUpErrors({ name, password, terms }: { name: string; password: string; terms: boolean }) {
  return {
    name: name.trim().length >= 2 ? null : 'signup:errors.nameRequired',
    password: newPasswordError(password),
    terms: terms ? null : 'signup:errors.termsRequired',
  } satisfies Record<string, MessageKey | null>;
}
