import type { Ctx } from '../context';
import { ApiError } from '../errors';
import { settleOrder } from '../money/settle';
import type { PaymentProvider } from './types';

/**
 * A provider's webhook: the signature is checked over the raw body, then a `paid` event settles the
 * order carrying its payment id (the same settlement an operator's "mark paid" runs). A repeated event
 * (providers deliver at least once) finds the order paid already and is acknowledged without effect.
 */
export async function handleWebhook(
  ctx: Ctx, provider: PaymentProvider, headers: Record<string, string | string[] | undefined>, rawBody: Buffer,
): Promise<{ settled: number | null }> {
  if (!provider.verifyWebhook) throw new ApiError(404, 'not_found', `The payment method ${provider.id} has no webhook`);
  const event = provider.verifyWebhook(headers, rawBody);
  if (!event) throw new ApiError(401, 'invalid_signature', 'The webhook signature does not match');
  if (event.kind !== 'paid') return { settled: null };
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.query<{ id: number; status: string }>(
      'SELECT id, status FROM orders WHERE payment_provider = $1 AND provider_payment_id = $2 FOR UPDATE', [provider.id, event.providerPaymentId],
    );
    if (!order) throw new ApiError(404, 'not_found', 'No order has this payment');
    if (order.status !== 'awaiting_payment') return { settled: null };
    await settleOrder(ctx, tx, order.id, { paidAt: event.paidAt, reference: event.reference });
    return { settled: order.id };
  });
}
