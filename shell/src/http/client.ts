import ky, { type KyInstance, type Options } from 'ky';
import type { HttpClient, HttpMethod, RequestOptions } from '@teachmarket/shared-kit';

export interface ClientContext {
  apiUrl: string;
  partnerMarker: string;
  world: () => string;
  accessToken: () => string | null;
  cartToken: () => string | null;
}

const ALLOWED_OPTIONS = new Set(['searchParams', 'json', 'body', 'signal', 'headers', 'noValidate']);

export class RequestOptionsError extends Error {
  override readonly name = 'RequestOptionsError';
  readonly code = 'REQUEST_OPTIONS_INVALID';
}

/** spec §5: request options must be an object and unknown options are rejected. */
export function assertRequestOptions(options: unknown): asserts options is RequestOptions | undefined {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new RequestOptionsError('Request options must be an object');
  }
  const unknown = Object.keys(options).filter((k) => !ALLOWED_OPTIONS.has(k));
  if (unknown.length) throw new RequestOptionsError(`Unknown request option(s): ${unknown.join(', ')}`);
}

const VERSIONED = /^\/?v\d+\//;
const CART_URL = /(^|\/)(v\d+\/cart\/|v\d+\/payment-options)/;

/**
 * The one ky instance of the product (ARCHITECTURE.md step 6). Its hooks add what spec §7 asks
 * of every call: the world parameter on versioned calls (not on partner URLs), the bearer token,
 * the cart token on cart and payment-options calls.
 */
export function createKy(ctx: ClientContext): KyInstance {
  return ky.create({
    prefix: `${ctx.apiUrl}/`,
    credentials: 'include',
    timeout: false, // spec §9: the HTTP client has no timeout
    retry: 0,
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          const url = new URL(request.url);
          const path = url.pathname.slice(new URL(ctx.apiUrl).pathname.replace(/\/$/, '').length);
          if (VERSIONED.test(path) && !request.url.includes(ctx.partnerMarker) && !url.searchParams.has('world')) {
            url.searchParams.set('world', ctx.world());
          }
          const token = ctx.accessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
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
    },
  });
}

/** Adapts the ky instance to shared-kit's HttpClient interface, the only door remotes have. */
export function createHttpClient(instance: KyInstance): HttpClient {
  return {
    async request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T> {
      assertRequestOptions(options);
      const { searchParams, json, body, signal, headers } = options ?? {};
      const kyOptions: Options = { method, signal, headers };
      if (searchParams) {
        const params = new URLSearchParams();
        for (const [key, value] of Object.entries(searchParams)) {
          const list = Array.isArray(value) ? value : [value];
          for (const v of list) if (v !== undefined && v !== null && v !== '') params.append(key, String(v));
        }
        kyOptions.searchParams = params;
      }
      if (json !== undefined) kyOptions.json = json;
      if (body !== undefined) kyOptions.body = body;
      const response = await instance(path.replace(/^\//, ''), kyOptions);
      if (response.status === 204) return undefined as T;
      return (await response.json()) as T;
    },
  };
}
