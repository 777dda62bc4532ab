import type { Cart, Order } from '@teachmarket/shared-kit';
import { httpError, materialSummary } from '@teachmarket/shared-kit/testing';

export const line = { ...materialSummary({ finalPrice: 4.5 }), hasFixedPrice: true };

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    token: 't1', cartItems: [line], itemsInBundles: [], voucher: null, voucherError: null, usedCredits: 0,
    originalPrice: 4.5, totalVoucherDiscount: 0, finalPrice: 4.5, currencyCode: 'EUR', ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 42, status: 'paid', paymentMethod: 'invoice', world: 'de', currencyCode: 'EUR', originalPrice: 4.5, totalVoucherDiscount: 0,
    usedCredits: 0, finalPrice: 4.5, voucherCode: null, createdAt: '2026-03-02T10:00:00.000Z', paidAt: '2026-03-02T10:00:00.000Z',
    invoice: { number: 'TM-2026-000042', dueDate: '2026-03-16T10:00:00.000Z', billing: null },
    downloadsAvailable: true, heldBecause: null, overdue: false, cancelledAt: null, refundedAt: null, bankTransfer: null,
    vat: { country: 'DE', rate: 19, amount: 0.72 },
    items: [{ materialId: 33, slug: line.slug, title: line.title, authorName: 'Julia Wagner', price: 4.5, paid: 4.5 }],
    ...overrides,
  };
}

/** An error shaped like ky's HTTPError with the API's JSON body (the page reads code and field). */
/** A failed call as the shell's ky 2 client throws it: the parsed body in `data`, the response read already. */
export function apiError(status: number, body: unknown): Error {
  return httpError(status, body);
}
