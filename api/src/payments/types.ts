/**
 * A payment method behind one small interface (issue 12 "Payment methods"). Checked 2026-11-25: no
 * card or wallet provider's official SDK runs a test mode without the internet here. The `stripe`
 * npm SDK (and Mollie's, Adyen's, PayPal's) test modes are the providers' hosted sandboxes;
 * stripe-mock, Stripe's offline server, is a Go program that is neither on npm (404) nor in Debian, and
 * the Go module proxy is not reachable from these machines. So the embedded default is invoice only,
 * and adding a provider is: implement PaymentProvider in a file here, list it in PAYMENT_PROVIDERS
 * (registry.ts) with its keys from the environment. The order flow, the webhook route and the
 * settlement (api/src/money/settle.ts) stay as they are.
 */

export interface PaymentRequest {
  orderId: number;
  invoiceNumber: string;
  amountCents: number;
  currency: string;
  /** Where a hosted payment page sends the buyer back to. */
  returnUrl: string;
}

/** What the buyer does next: pay by bank transfer (invoice) or finish at the provider's page. */
export type PaymentInstructions =
  | { kind: 'bank_transfer'; accountHolder: string; iban: string; bic: string; reference: string }
  | { kind: 'redirect'; url: string };

export interface CreatedPayment {
  /** The provider's id of the payment (stored on the order, matched by the webhook); null for invoice. */
  providerPaymentId: string | null;
  instructions: PaymentInstructions;
}

/** A verified event from the provider: only `paid` settles an order. */
export interface PaymentEvent {
  providerPaymentId: string;
  kind: 'paid' | 'failed';
  /** The provider's own id of the event or transaction, stored as the payment reference. */
  reference: string;
  paidAt: Date;
}

export interface PaymentProvider {
  /** The paymentMethod value of POST /v1/orders. */
  readonly id: string;
  /** Called after the order (awaiting_payment) is committed; a network call must not hold the order's transaction. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Checks the signature of a webhook call over its raw body; null when it is not from the provider (401). */
  verifyWebhook?(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): PaymentEvent | null;
}
