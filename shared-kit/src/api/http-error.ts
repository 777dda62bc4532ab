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
