import type { CallContext } from './auth-hook';
import type { AfterResponseHook } from './fetcher';

async function errorCodeOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : null;
  } catch {
    return null;
  }
}

/**
 * spec §9 xsrf handling, a backstop: the API sets its XSRF-TOKEN cookie on the first answers of a visit,
 * each with a new value when several leave at once. ./xsrf-gate.ts holds a write until this tab's own
 * such calls are answered; another tab's (opened at the same moment) can still replace the cookie while
 * a write is on its way, so it reaches the API with the new cookie and the old header and is refused
 * (403 xsrf_mismatch, before anything was done). It is sent once more, with the header read anew; a
 * second refusal is returned as it is.
 */
export function createXsrfRetryHook(): AfterResponseHook {
  return async ({ options, response }) => {
    if (response.status !== 403) return undefined;
    const call = options.context as CallContext | undefined;
    if (!call?.resend || !call.retried || call.retried.xsrf || (await errorCodeOf(response)) !== 'xsrf_mismatch') return undefined;
    call.retried.xsrf = true;
    return call.resend();
  };
}
