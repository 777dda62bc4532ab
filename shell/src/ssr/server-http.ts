// Issue 15: the HTTP client the server render installs (shared-kit's setHttpClient), so the pages'
// own reads (`useQuery` through the facade) reach the API while the server renders them.
//
// It is anonymous by construction: no token, no cookie, no cart token; nothing from the visitor's
// request is forwarded, so what it reads is the same for everyone and the page may sit in a shared
// cache. Only reads: a write during a server render is a bug and is refused. The world and the API
// address are the request's, carried by AsyncLocalStorage (React renders a request's components in
// its async context), since one process renders many requests of many worlds at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import { cleanParams, type HttpClient, type HttpMethod, type RequestOptions } from '@teachmarket/shared-kit';
import { VERSIONED } from '../http/rules';

export interface ServerRequestScope {
  world: string;
  /** The API as the page server reaches it. */
  apiUrl: string;
  /** spec §7: versioned URLs containing it get no world parameter. */
  partnerMarker: string;
  /** Aborted when the render is over (budget or done), so no read outlives its request. */
  signal: AbortSignal;
  /** How the API is reached (the page server's: a shared cache of the API's public reads). */
  fetch: typeof globalThis.fetch;
}

export const requestScope = new AsyncLocalStorage<ServerRequestScope>();

export class ServerReadError extends Error {
  override readonly name = 'ServerReadError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function createServerHttpClient(): HttpClient {
  return {
    async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
      const scope = requestScope.getStore();
      if (!scope) throw new Error(`${method.toUpperCase()} ${path}: no request is being rendered`);
      if (method !== 'get') throw new Error(`${method.toUpperCase()} ${path}: the server render only reads`);
      if (options.responseType === 'blob') throw new Error(`${path}: files are not read while rendering`);
      const base = scope.apiUrl.replace(/\/$/, '');
      const url = new URL(`${base}/${path.replace(/^\//, '')}`);
      for (const [key, value] of Object.entries(cleanParams(options.searchParams ?? {}))) {
        for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
      }
      const apiPath = url.pathname.slice(new URL(base).pathname.replace(/\/$/, '').length);
      if (VERSIONED.test(apiPath) && !url.href.includes(scope.partnerMarker) && !url.searchParams.has('world')) {
        url.searchParams.set('world', scope.world);
      }
      const signal = options.signal ? AbortSignal.any([scope.signal, options.signal]) : scope.signal;
      const res = await scope.fetch(url, { headers: { accept: 'application/json' }, signal });
      if (!res.ok) throw new ServerReadError(res.status, `GET ${url.pathname} answered ${res.status}`);
      if (res.status === 204) return undefined as T;
      return (await res.json()) as T;
    },
  };
}
