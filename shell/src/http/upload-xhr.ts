import type { UploadOptions } from '@teachmarket/shared-kit';
import type { ClientContext } from './client';
import { documentCookies, isUsableToken, readCookie, XSRF_COOKIE, XSRF_HEADER, xsrfTokenFor } from './cookies';
import { RequestCancelledError } from './errors';
import type { RouteAborts } from './route-aborts';
import { NEVER_RETRIED, SLOW_REQUEST_MS, VERSIONED } from './rules';
import { xsrfGate } from './xsrf-gate';

/** A non-2xx answer, shaped like the client's HTTPError (./fetcher.ts) (`response.status`, parsed `data`) so callers read both alike. */
export class UploadHttpError extends Error {
  override readonly name = 'HTTPError';
  readonly response: { status: number };
  constructor(status: number, readonly data: unknown, url: string) {
    super(`Request failed with status code ${status}: POST ${url}`);
    this.response = { status };
  }
}

/** The network failed (no answer at all). */
export class UploadNetworkError extends Error {
  override readonly name = 'UploadNetworkError';
  readonly code = 'UPLOAD_NETWORK';
}

interface Answer {
  status: number;
  data: unknown;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function buildUrl(ctx: ClientContext, path: string, searchParams: UploadOptions['searchParams']): string {
  const url = new URL(`${ctx.apiUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined && v !== null && v !== '') url.searchParams.append(key, String(v));
  }
  // spec §7: versioned calls carry ?world unless the caller set one or the URL is a partner URL.
  if (VERSIONED.test(path) && !url.href.includes(ctx.partnerMarker) && !url.searchParams.has('world')) url.searchParams.set('world', ctx.world());
  return url.toString();
}

/** One XMLHttpRequest: progress events while the body goes out, the parsed answer when it is back. */
async function send(ctx: ClientContext, url: string, body: FormData, signal: AbortSignal, onProgress: UploadOptions['onUploadProgress']): Promise<Answer> {
  // spec §9 xsrf handling, as in the fetch client (./xsrf-gate.ts): the upload is a POST to the API, so
  // it waits for the first answers that may still set the cookie, and is counted itself when it has none.
  const gate = ctx.xsrfGate ?? xsrfGate;
  await gate.settled(signal);
  return new Promise<Answer>((resolve, reject) => {
    if (signal.aborted) return reject(new RequestCancelledError(url));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const token = ctx.accessToken();
    if (isUsableToken(token)) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const cookies = (ctx.cookies ?? documentCookies)();
    const xsrf = xsrfTokenFor('POST', url, ctx.apiUrl, cookies);
    if (xsrf) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    if (readCookie(cookies, XSRF_COOKIE) === null) {
      const release = gate.hold();
      xhr.addEventListener('readystatechange', () => {
        if (xhr.readyState >= XMLHttpRequest.HEADERS_RECEIVED) release();
      });
      xhr.addEventListener('loadend', release);
    }
    let total = 0;
    xhr.upload.onprogress = (event) => {
      if (!onProgress || !event.lengthComputable) return;
      total = event.total;
      onProgress({ loaded: event.loaded, total, percent: Math.min(100, Math.round((event.loaded / Math.max(1, total)) * 100)) });
    };
    // The whole body is out: 100 % even when the browser sent it in one step without progress events.
    xhr.upload.onload = (event) => {
      total = event.lengthComputable ? event.total : total;
      onProgress?.({ loaded: total, total, percent: 100 });
    };
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    const finish = () => signal.removeEventListener('abort', abort);
    xhr.onload = () => {
      finish();
      resolve({ status: xhr.status, data: parse(xhr.responseText) });
    };
    xhr.onabort = () => {
      finish();
      reject(new RequestCancelledError(url));
    };
    xhr.onerror = () => {
      finish();
      reject(new UploadNetworkError(`Upload to ${url} failed: no answer`));
    };
    xhr.send(body);
  });
}

/** spec §4: logged in -> re-validate (log out when that fails); logged out -> client credentials. */
async function retryAfter401(session: NonNullable<ClientContext['session']>): Promise<boolean> {
  if (!session.isLoggedIn()) return session.clientCredentials();
  if ((await session.revalidate()) !== 'failed') return true; // terms_not_accepted keeps the session
  session.logout({ toLogin: false });
  return false;
}

/**
 * The shell's upload call (issue 5). Over XMLHttpRequest, because fetch upload progress needs a
 * streamed body, which Chromium sends only over HTTP/2. Same rules as the fetch client where they
 * apply: world parameter, bearer token, terms wait, the spec §4 401 rules (one re-validation or
 * client-credentials retry), cancellation as a distinct outcome, the spec §8 slow-request report.
 */
export function createXhrUploader(ctx: ClientContext, routes: RouteAborts) {
  return async function upload<T>(path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
    const url = buildUrl(ctx, path, options.searchParams);
    const tracked = routes.track(`/${path.replace(/^\//, '')}`, options.signal);
    const timer = setTimeout(() => ctx.report?.('slow_request', new Error(`POST ${url} took over ${SLOW_REQUEST_MS} ms`), { url }), SLOW_REQUEST_MS);
    try {
      if (ctx.session) await ctx.session.ready();
      let answer = await send(ctx, url, body, tracked.signal, options.onUploadProgress);
      if (answer.status === 401 && ctx.session && !NEVER_RETRIED.test(url)) {
        if (await retryAfter401(ctx.session)) answer = await send(ctx, url, body, tracked.signal, options.onUploadProgress);
      }
      if (answer.status < 200 || answer.status >= 300) throw new UploadHttpError(answer.status, answer.data, url);
      return answer.data as T;
    } finally {
      clearTimeout(timer);
      tracked.done();
    }
  };
}
