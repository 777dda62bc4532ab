import type { PageProps } from '@teachmarket/shared-kit';
import { OrderResult } from './OrderResult';

/** Invoice purchase success (spec §2 commerce): invoice number, due date, the PDF and the bought materials. */
export default function InvoicePurchaseSuccessPage({ world, query }: PageProps) {
  return <OrderResult world={world} query={query} mode="invoice" />;
}
