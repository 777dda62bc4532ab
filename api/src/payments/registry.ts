import { invoiceProvider } from './invoice';
import type { PaymentProvider } from './types';

/**
 * The configured payment methods, in the order the payment page offers them; the first is the
 * default. A provider is added here (and its keys read in config.ts), nowhere else.
 */
const PAYMENT_PROVIDERS: readonly PaymentProvider[] = [invoiceProvider];

export function paymentProviders(): readonly PaymentProvider[] {
  return PAYMENT_PROVIDERS;
}

export function paymentProvider(id: string): PaymentProvider | null {
  return PAYMENT_PROVIDERS.find((p) => p.id === id) ?? null;
}
