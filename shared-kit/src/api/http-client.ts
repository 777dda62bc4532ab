/**
 * The typed API facade's transport. Only the shell imports ky (STYLE.md §5): at bootstrap it
 * installs its configured ky instance here through setHttpClient, and every remote calls the
 * endpoint functions of this folder, which go through it.
 */
export type SearchParamValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  searchParams?: Record<string, SearchParamValue | readonly SearchParamValue[]>;
  json?: unknown;
  body?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** spec §4: skip the wait for terms-acceptance validation. */
  noValidate?: boolean;
  /** 'blob' for a file (a download); JSON otherwise. */
  responseType?: 'json' | 'blob';
}

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Progress of a file upload (issue 5): the caller shows it. */
export interface UploadProgressEvent {
  loaded: number;
  total: number;
  /** 0-100, whole numbers. */
  percent: number;
}

/** A multipart POST: same world parameter, bearer token, 401 rules and cancellation as `request`. */
export interface UploadOptions {
  searchParams?: RequestOptions['searchParams'];
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgressEvent) => void;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /**
   * Sends FormData with upload progress. Optional so test doubles of `request` stay valid; the
   * shell's client has it (over XMLHttpRequest: fetch upload progress needs HTTP/2 in Chromium).
   */
  upload?<T>(path: string, body: FormData, options?: UploadOptions): Promise<T>;
}

export class HttpClientMissingError extends Error {
  override readonly name = 'HttpClientMissingError';
  readonly code = 'HTTP_CLIENT_MISSING';
  constructor() {
    super('The HTTP client is not configured: the shell installs it with setHttpClient() at bootstrap.');
  }
}

// On globalThis for the same reason as the stores: one client across every bundle.
const KEY = '__TEACHMARKET_HTTP_CLIENT__';
type Holder = { [KEY]?: HttpClient };

export function setHttpClient(client: HttpClient): void {
  (globalThis as Holder)[KEY] = client;
}

export function httpClient(): HttpClient {
  const client = (globalThis as Holder)[KEY];
  if (!client) throw new HttpClientMissingError();
  return client;
}

/** Drops undefined/null/empty values so URLs stay clean and shareable. */
export function cleanParams(params: Record<string, SearchParamValue | readonly SearchParamValue[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      const list = value.filter((v) => v !== undefined && v !== null && v !== '').map(String);
      if (list.length) out[key] = list;
    } else if (value !== undefined && value !== null && value !== '') {
      out[key] = String(value);
    }
  }
  return out;
}
