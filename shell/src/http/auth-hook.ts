import type { AfterResponseHook } from './fetcher';
import { MAX_CONSECUTIVE_401, NEVER_RETRIED, urlKey, VALIDATE_URL } from './rules';
import type { SessionBridge } from './session-bridge';

/** What the adapter puts in a call's `context` so hooks can act on the call as a whole. */
export interface CallContext {
  noValidate?: boolean;
  /** Sends the original call again through every hook (fresh token, terms wait, counters). */
  resend?: () => Promise<Response>;
  timing?: { timer?: ReturnType<typeof setTimeout> };
  /** Shared by the call and its resends (each resend copies the context): retries already spent. */
  retried?: { xsrf?: boolean };
}

async function reasonOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { reason?: unknown };
    return typeof body.reason === 'string' ? body.reason : null;
  } catch {
    return null;
  }
}

/** spec §4 "Session during requests": the 401 rules, as one afterResponse hook of the transport. */
export function create401Hook(session: SessionBridge | undefined): AfterResponseHook {
  const consecutive = new Map<string, number>();
  return async ({ request, options, response }) => {
    const key = urlKey(request.url);
    if (response.status !== 401) {
      consecutive.delete(key); // a non-401 response resets that URL's counter
      return undefined;
    }
    const count = (consecutive.get(key) ?? 0) + 1;
    consecutive.set(key, count);
    if (!session || NEVER_RETRIED.test(request.url)) return undefined;
    const reason = await reasonOf(response);
    if (VALIDATE_URL.test(request.url)) {
      // 401 on validate while logged in: logout and reload to login, unless the terms are the reason.
      if (session.isLoggedIn() && reason !== 'terms_not_accepted') session.logout({ toLogin: true });
      return undefined;
    }
    if (count > MAX_CONSECUTIVE_401) return undefined;
    const { resend } = options.context as CallContext;
    if (!resend) return undefined;
    if (session.isLoggedIn()) {
      const outcome = await session.revalidate();
      if (outcome === 'failed') {
        session.logout({ toLogin: false });
        return undefined;
      }
      // 'terms_not_accepted' keeps the session: the retry waits for acceptance in beforeRequest.
    } else if (!(await session.clientCredentials())) {
      return undefined;
    }
    return resend();
  };
}
