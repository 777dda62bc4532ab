/**
 * The shell's HTTP transport: `fetch` with the two hook points the client needs (before the request,
 * after the response) and ky's error shape, in place of ky itself (issue 16: ky was 8.5 KB gzip of
 * every first view for what these few lines do; no retries, no timeout, as the client had configured it).
 *
 * What callers rely on, as with ky 2:
 * - a non-2xx answer throws `HTTPError` (`name` 'HTTPError', `response` for its status and headers, the
 *   body already read into `data`: parsed JSON for a JSON content type, else the text, `undefined` when empty);
 * - a cancelled call rejects with the fetch's own AbortError;
 * - a `beforeRequest` hook may return a new Request that replaces the call's; an `afterResponse` hook
 *   gets a clone of the response and may return another response (a resent call), which replaces it.
 */

/** The options of one call, as hooks see them; `context` is the caller's, passed through untouched. */
export interface CallOptions {
  method: string;
  headers?: Record<string, string>;
  searchParams?: URLSearchParams;
  body?: BodyInit;
  signal?: AbortSignal;
  context?: unknown;
}

export type BeforeRequestHook = (args: { request: Request; options: CallOptions }) => Promise<Request | undefined> | Request | undefined;
export type AfterResponseHook = (args: { request: Request; options: CallOptions; response: Response }) => Promise<Response | undefined> | Response | undefined;

export interface FetcherOptions {
  /** Prepended to every path, e.g. "https://api.example.org/". */
  prefix: string;
  credentials?: RequestCredentials;
  hooks?: { beforeRequest?: BeforeRequestHook[]; afterResponse?: AfterResponseHook[] };
  /** The fetch to call with the final request (a wrapper, tests, other runtimes); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/** One call: a path under the prefix and its options; resolves with a 2xx response. */
export type Fetcher = (path: string, options: CallOptions) => Promise<Response>;

/** A non-2xx answer, shaped like ky's (callers read `response.status` and the parsed body in `data`). */
export class HTTPError extends Error {
  override readonly name = 'HTTPError';
  data: unknown;
  constructor(
    readonly response: Response,
    readonly request: Request,
    readonly options: CallOptions,
  ) {
    const status = `${response.status} ${response.statusText ?? ''}`.trim();
    super(`Request failed with status code ${status}: ${request.method} ${request.url}`);
  }
}

async function errorData(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(response.headers.get('content-type') ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createFetcher(config: FetcherOptions): Fetcher {
  const beforeRequest = config.hooks?.beforeRequest ?? [];
  const afterResponse = config.hooks?.afterResponse ?? [];
  return async (path, options) => {
    const url = new URL(`${config.prefix}${path}`);
    if (options.searchParams) url.search = options.searchParams.toString();
    let request = new Request(url, {
      method: options.method.toUpperCase(),
      headers: options.headers,
      body: options.body,
      credentials: config.credentials,
      signal: options.signal,
    });
    for (const hook of beforeRequest) {
      const replaced = await hook({ request, options });
      if (replaced instanceof Request) request = replaced;
    }
    let response = await (config.fetch ?? fetch)(request);
    for (const hook of afterResponse) {
      const replaced = await hook({ request, options, response: response.clone() });
      if (replaced instanceof Response) response = replaced;
    }
    if (!response.ok && response.type !== 'opaque') {
      const error = new HTTPError(response, request, options);
      error.data = await errorData(response);
      throw error;
    }
    return response;
  };
}
