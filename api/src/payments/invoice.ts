import { PLATFORM } from '../money/platform';
import type { PaymentProvider } from './types';

/**
 * Invoice (the embedded default): the buyer transfers the amount to the platform's account quoting
 * the invoice number; an operator matches the bank statement and marks the order paid
 * (POST /v1/operator/orders/:id/mark-paid), which settles it. There is no webhook: the bank tells no one.
 */
export const invoiceProvider: PaymentProvider = {
  id: 'invoice',
  async createPayment(request) {
    return {
      providerPaymentId: null,
      instructions: {
        kind: 'bank_transfer', accountHolder: PLATFORM.name, iban: PLATFORM.iban, bic: PLATFORM.bic, reference: request.invoiceNumber,
      },
    };
  },
};
