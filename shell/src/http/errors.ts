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
