/** The API's error body ({error:{code,message,field}}) from what the HTTP client threw (ky HTTPError or the uploader's). */
export function apiErrorBody(error: unknown): { status: number | null; code: string | null; field: string | null } {
  const e = error as { response?: { status?: number }; data?: { error?: { code?: unknown; field?: unknown } } } | null;
  const body = e?.data?.error;
  return {
    status: e?.response?.status ?? null,
    code: typeof body?.code === 'string' ? body.code : null,
    field: typeof body?.field === 'string' ? body.field : null,
  };
}

export const isCancelled = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';
