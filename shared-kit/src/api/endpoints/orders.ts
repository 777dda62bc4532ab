import type { CartResponse, CreateOrderBody, OrderResponse, OrdersPage, PaymentOptions } from '@teachmarket/contracts/api-types';
import { httpClient } from '../http-client';

/** Checkout (issue 4). spec §7: the payment-options URL carries X-Cart-Token (the shell adds it). */
export function getPaymentOptions(signal?: AbortSignal): Promise<PaymentOptions> {
  return httpClient().request<PaymentOptions>('get', 'v1/payment-options', { signal });
}

/**
 * The cart priced for the payment page: with useCredits the answer carries usedCredits and
 * availableCredits; for a signed-in user always invoiceRelease (the files at once or after payment).
 */
export function getCheckoutCart(useCredits: boolean, signal?: AbortSignal): Promise<CartResponse> {
  return httpClient().request<CartResponse>('get', 'v1/cart/view', { searchParams: { use_credits: useCredits }, signal });
}

/**
 * Orders the logged-in user's cart; the cart token goes along so the order takes the cart the buyer
 * saw. idempotencyKey: one key per order attempt (the payment page keeps it until the order is
 * placed), so a retried request after a lost answer returns the first order instead of a second one.
 */
export function createOrder(body: CreateOrderBody, cartToken: string, idempotencyKey?: string): Promise<OrderResponse> {
  const headers: Record<string, string> = {};
  if (cartToken) headers['X-Cart-Token'] = cartToken;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return httpClient().request<OrderResponse>('post', 'v1/orders', { json: body, headers });
}

export function getOrders(page = 1, signal?: AbortSignal): Promise<OrdersPage> {
  return httpClient().request<OrdersPage>('get', 'v1/orders', { searchParams: { page, per_page: 20 }, signal });
}

export function getOrder(id: number, signal?: AbortSignal): Promise<OrderResponse> {
  return httpClient().request<OrderResponse>('get', `v1/orders/${id}`, { signal });
}

/** The invoice PDF (needs the session, so the page fetches it rather than linking). */
export function downloadInvoice(id: number, signal?: AbortSignal): Promise<Blob> {
  return httpClient().request<Blob>('get', `v1/orders/${id}/invoice`, { responseType: 'blob', signal });
}
