import type { PageProps } from '@teachmarket/shared-kit';
import { OrderResult } from './OrderResult';

/** Order confirmation (spec §2 commerce): the order of ?order=<id>, with downloads and the invoice. */
export default function OrderConfirmationPage({ world, query }: PageProps) {
  return <OrderResult world={world} query={query} mode="confirmation" />;
}
