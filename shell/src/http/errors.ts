/** Errors of the HTTP client, each with a code a program can switch on (STYLE.md §11). */
export class RequestOptionsError extends Error {
  override readonly name = 'RequestOptionsError';
  readonly code = 'REQUEST_OPTIONS_INVALID';
}

/**
 * spec §4/§8: a cancelled request (caller's AbortController, route change, payment-page rule) is a
 * distinct outcome, never an error shown or reported. The name stays 'AbortError' so shared-kit's
 * apiErrorInfo (and any code written against fetch) recognises it.
 */
export class RequestCancelledError extends Error {
  override readonly name = 'AbortError';
  readonly code = 'REQUEST_CANCELLED';
  readonly cancelled = true;
  constructor(readonly url: string) {
    super(`Request to ${url} was cancelled`);
  }
}

export const isAbort = (error: unknown): boolean =>
  error instanceof RequestCancelledError || (error as { name?: string } | null)?.name === 'AbortError';

/**
 * The `reason` of a 401 body (spec §4: terms_not_accepted, expired, …) from what a call threw.
 * The client (./fetcher.ts, like ky 2) reads an error body into `error.data` before throwing, so the body is consumed
 * by then: `data` first, the response only for errors that did not come from it.
 */
export async function reasonOfError(error: unknown): Promise<string | null> {
  const { data, response } = (error ?? {}) as { data?: unknown; response?: { clone?: () => Response } };
  const fromData = (data as { reason?: unknown } | null | undefined)?.reason;
  if (typeof fromData === 'string') return fromData;
  if (!response?.clone) return null;
  try {
    const body = (await response.clone().json()) as { reason?: unknown };
    return typeof body.reason === 'string' ? body.reason : null;
  } catch {
    return null;
  }
}
