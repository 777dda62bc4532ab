/** The API's error body ({error:{code, field}}) from whatever the HTTP client threw (ky's HTTPError carries the response). */
export async function orderErrorOf(error: unknown): Promise<{ code: string; field?: string }> {
  const response = (error as { response?: Response } | null)?.response;
  if (!response || typeof response.clone !== 'function') return { code: 'generic' };
  try {
    const body = (await response.clone().json()) as { error?: { code?: string; field?: string } };
    return { code: body.error?.code ?? 'generic', field: body.error?.field };
  } catch {
    return { code: 'generic' };
  }
}

/** Order errors the page explains (payment:errors.<code>); anything else is the generic message. */
export const KNOWN_ORDER_ERRORS = ['cart_empty', 'voucher_invalid', 'own_material', 'already_purchased', 'free_only', 'credits_changed'] as const;
export type OrderErrorCode = (typeof KNOWN_ORDER_ERRORS)[number] | 'generic';
export const orderErrorCode = (code: string): OrderErrorCode =>
  (KNOWN_ORDER_ERRORS as readonly string[]).includes(code) ? (code as OrderErrorCode) : 'generic';
