/** Reads the API's error body ({error:{code,message}}) from whatever the HTTP client threw. */
export interface ApiErrorInfo {
  status: number | null;
  code: string;
  cancelled: boolean;
}

export function apiErrorInfo(error: unknown): ApiErrorInfo {
  const e = error as { name?: string; response?: { status?: number } } | null;
  // spec §4: a cancelled request is a distinct outcome, never an error shown or reported.
  if (e?.name === 'AbortError') return { status: null, code: 'cancelled', cancelled: true };
  const status = e?.response?.status ?? null;
  if (status === 404) return { status, code: 'not_found', cancelled: false };
  if (status === null) return { status, code: 'network', cancelled: false };
  return { status, code: status >= 500 ? 'server' : 'client', cancelled: false };
}

/** The API's error body ({error:{code,message,field}}) and status. */
export interface ApiErrorBody {
  status: number | null;
  code: string | null;
  field: string | null;
}

/**
 * The API's error body from what the HTTP client threw. The shell's client (shell/src/http/fetcher.ts, and its XHR
 * uploader) parse an error response into `error.data` before throwing, so the response body is
 * already consumed by then: read `data`, never `response.json()`.
 */
export function apiErrorBody(error: unknown): ApiErrorBody {
  const e = error as { response?: { status?: number }; data?: { error?: { code?: unknown; field?: unknown } } } | null;
  const body = e?.data?.error;
  return {
    status: e?.response?.status ?? null,
    code: typeof body?.code === 'string' ? body.code : null,
    field: typeof body?.field === 'string' ? body.field : null,
  };
}
