import { apiErrorBody } from '@teachmarket/shared-kit';

/** The API's error code and field ({error:{code, field}}) from whatever the HTTP client threw. */
export function orderErrorOf(error: unknown): { code: string; field?: string } {
  const { code, field } = apiErrorBody(error);
  return { code: code ?? 'generic', ...(field ? { field } : {}) };
}

/** Order errors the page explains (payment:errors.<code>); anything else is the generic message. */
export const KNOWN_ORDER_ERRORS = ['cart_empty', 'voucher_invalid', 'own_material', 'already_purchased', 'free_only', 'credits_changed'] as const;
export type OrderErrorCode = (typeof KNOWN_ORDER_ERRORS)[number] | 'generic';
export const orderErrorCode = (code: string): OrderErrorCode =>
  (KNOWN_ORDER_ERRORS as readonly string[]).includes(code) ? (code as OrderErrorCode) : 'generic';
