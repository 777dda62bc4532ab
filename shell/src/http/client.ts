import type { HttpClient, HttpMethod, RequestOptions } from '@teachmarket/shared-kit';
import { create401Hook, type CallContext } from './auth-hook';
import { documentCookies, isUsableToken } from './cookies';
import { isAbort, RequestCancelledError, RequestOptionsError } from './errors';
import { createFetcher, type CallOptions, type Fetcher } from './fetcher';
import { xsrfFetch, xsrfGate, type XsrfGate } from './xsrf-gate';
import { createXsrfRetryHook } from './xsrf-hook';
import { routeAborts, type RouteAborts } from './route-aborts';
import { abortedOnPayment, CART_URL, PAYMENT_ROUTE_ID, SESSION_URL, SLOW_REQUEST_MS, VERSIONED } from './rules';
import type { SessionBridge } from './session-bridge';

export { RequestCancelledError, RequestOptionsError } from './errors';

export interface ClientContext {
  apiUrl: string;
  /** spec §7: versioned URLs containing it get no world parameter (config.json `partnerMarker`). */
  partnerMarker: string;
  world: () => string;
  accessToken: () => string | null;
  cartToken: () => string | null;
  /** The session side of spec §4; without it 401s are returned as they are. */
  session?: SessionBridge;
  /** spec §8: slow requests go to the error reporter. */
  report?: (code: string, error: unknown, context?: Record<string, unknown>) => void;
  routes?: RouteAborts;
  /** The page's cookies (document.cookie by default): the XSRF-TOKEN the API set is read from them. */
  cookies?: () => string;
  /** Holds writes while calls sent without the XSRF cookie are unanswered (./xsrf-gate.ts); the page's one by default. */
  xsrfGate?: XsrfGate;
}

const ALLOWED_OPTIONS = new Set(['searchParams', 'json', 'body', 'signal', 'headers', 'noValidate', 'responseType']);

/** spec §5: request options must be an object and unknown options are rejected. */
export function assertRequestOptions(options: unknown): asserts options is RequestOptions | undefined {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new RequestOptionsError('Request options must be an object');
  }
  const unknown = Object.keys(options).filter((k) => !ALLOWED_OPTIONS.has(k));
  if (unknown.length) throw new RequestOptionsError(`Unknown request option(s): ${unknown.join(', ')}`);
}

/**
 * The one transport of the product (ARCHITECTURE.md step 6; `fetch` with hooks, ./fetcher.ts). Its hooks
 * add what spec §7 asks of every call (world parameter, bearer token, cart token) and apply spec §4: the
 * terms wait, the 401 rules, the payment-page aborts and the slow-request report. No timeout (spec §9)
 * and no retries but the 401 rules' and one for an XSRF token replaced in flight (./xsrf-hook.ts; a backstop:
 * ./xsrf-gate.ts keeps a tab's own calls from replacing it).
 */
export function createFetch(ctx: ClientContext): Fetcher {
  const routes = ctx.routes ?? routeAborts;
  return createFetcher({
    prefix: `${ctx.apiUrl}/`,
    credentials: 'include',
    // spec §9 xsrf handling: unsafe calls to the API echo its XSRF-TOKEN cookie in a header, read as the
    // call leaves, after the first answers that may still set the cookie are in (./xsrf-gate.ts).
    fetch: xsrfFetch(ctx.apiUrl, ctx.cookies ?? documentCookies, ctx.xsrfGate ?? xsrfGate),
    hooks: {
      beforeRequest: [
        async ({ request, options }) => {
          const call = options.context as CallContext;
          if (routes.current() === PAYMENT_ROUTE_ID && abortedOnPayment(request.url)) throw new RequestCancelledError(request.url);
          // spec §4: while the terms are not accepted, requests wait for that validation.
          if (ctx.session && !call.noValidate && !SESSION_URL.test(request.url)) await ctx.session.ready();
          if (call.timing && !call.timing.timer) {
            call.timing.timer = setTimeout(() => {
              ctx.report?.('slow_request', new Error(`${request.method} ${request.url} took over ${SLOW_REQUEST_MS} ms`), { url: request.url });
            }, SLOW_REQUEST_MS);
          }
          const url = new URL(request.url);
          const path = url.pathname.slice(new URL(ctx.apiUrl).pathname.replace(/\/$/, '').length);
          if (VERSIONED.test(path) && !request.url.includes(ctx.partnerMarker) && !url.searchParams.has('world')) {
            url.searchParams.set('world', ctx.world());
          }
          // spec §3/§7: the bearer token only when the stored one is a usable token.
          const token = ctx.accessToken();
          if (isUsableToken(token)) request.headers.set('Authorization', `Bearer ${token}`);
          else request.headers.delete('Authorization');
          const cartToken = ctx.cartToken();
          if (cartToken && CART_URL.test(path)) request.headers.set('X-Cart-Token', cartToken);
          if (url.toString() === request.url) return undefined;
          // A new Request for the new URL: its body is buffered, because a streamed body needs
          // `duplex: 'half'`, which Chromium only sends over HTTP/2 (net::ERR_ALPN_NEGOTIATION_FAILED).
          const body = request.body ? await request.clone().arrayBuffer() : undefined;
          return new Request(url, {
            method: request.method,
            headers: request.headers,
            body,
            credentials: request.credentials,
            signal: request.signal,
          });
        },
      ],
      afterResponse: [create401Hook(ctx.session), createXsrfRetryHook()],
    },
  });
}

function toSearchParams(searchParams: NonNullable<RequestOptions['searchParams']>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    const list = Array.isArray(value) ? value : [value];
    for (const v of list) if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
  }
  return params;
}

/** Adapts the transport to shared-kit's HttpClient interface, the only door remotes have. */
export function createHttpClient(instance: Fetcher, routes: RouteAborts = routeAborts, upload?: HttpClient['upload']): HttpClient {
  return {
    // Multipart uploads with progress go over XMLHttpRequest (./upload.ts), not fetch.
    ...(upload ? { upload } : {}),
    async request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
      assertRequestOptions(options);
      const { searchParams, json, body, signal, headers, noValidate } = options ?? {};
      const tracked = routes.track(`/${path.replace(/^\//, "")}`, signal);
      const call: CallContext = { noValidate, timing: {}, retried: {} };
      const callOptions: CallOptions = { method, signal: tracked.signal, headers: { ...headers }, context: call };
      if (searchParams) callOptions.searchParams = toSearchParams(searchParams);
      if (json !== undefined) {
        // spec §7: JSON bodies are UTF-8; file uploads (FormData) keep fetch's multipart boundary.
        callOptions.body = JSON.stringify(json);
        callOptions.headers = { 'content-type': 'application/json; charset=utf-8', ...headers };
      }
      if (body !== undefined) callOptions.body = body;
      call.resend = () => instance(path.replace(/^\//, ''), { ...callOptions, context: { ...call } });
      try {
        const response = await call.resend();
        if (response.status === 204) return undefined as T;
        if (options?.responseType === 'blob') return (await response.blob()) as T;
        return (await response.json()) as T;
      } catch (error) {
        if (tracked.signal.aborted || isAbort(error)) throw new RequestCancelledError(path);
        throw error;
      } finally {
        clearTimeout(call.timing?.timer);
        tracked.done();
      }
    },
  };
}
