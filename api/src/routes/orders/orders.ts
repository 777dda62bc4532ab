import { Type } from '@sinclair/typebox';
import {
  CreateOrderBodySchema, OrderResponseSchema, OrdersPageSchema, PaymentOptionsSchema, type CreateOrderBody,
} from '../../../../shared-kit/src/api-types';
import { optionalUser, requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { errorResponses, IdParams, PageQuery, WorldQuery } from '../../lib/schema';
import { WORLD_INFO, type World } from '../../worlds';
import { sendMail } from '../account/mail';
import { resolveCart } from '../cart/store';
import { sendRatingRequests } from '../materials/rating-links';
import { hubOf, notifySale } from '../notifications/hub';
import { invoicePdf } from './invoice-pdf';
import { placeOrder } from './place';
import { availableCreditsCents } from './pricing';
import { loadOrders } from './view';

// spec §7: cart and payment-options URLs carry X-Cart-Token; the order call takes it too (same cart).
const CartHeaders = Type.Object({ 'x-cart-token': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) });

/** Checkout (issue 4): payment options, placing an invoice order, the buyer's orders and invoices. */
export function registerOrders(app: App, ctx: Ctx) {
  const hub = hubOf(app);

  app.get('/v1/payment-options', {
    schema: {
      tags: ['orders'], summary: 'Payment methods for the cart (invoice is the embedded default) and the user\'s credits',
      querystring: WorldQuery, headers: CartHeaders, response: { 200: PaymentOptionsSchema, ...errorResponses },
    },
  }, async (request) => {
    const world = request.query.world as World;
    const user = await optionalUser(ctx, request);
    const credits = user ? await availableCreditsCents(ctx.db, user.id) : 0;
    // Other methods (card, PayPal …) need a payment provider; none is configured in this set-up.
    return { items: { methods: [{ id: 'invoice', isDefault: true }], availableCredits: credits / 100, currencyCode: WORLD_INFO[world].currency } };
  });

  app.post('/v1/orders', {
    schema: {
      tags: ['orders'], summary: "Order the logged-in user's cart (invoice: paid at once, downloads granted, invoice mailed)",
      querystring: WorldQuery, headers: CartHeaders, body: CreateOrderBodySchema, response: { 201: OrderResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const world = request.query.world as World;
    const token = await resolveCart(ctx.db, request.headers['x-cart-token'] as string | undefined, user.id, world);
    reply.header('X-Cart-Token', token);
    const id = await placeOrder(ctx, user, token, world, request.body as CreateOrderBody);
    const [order] = await loadOrders(ctx.db, user.id, { id, limit: 1, offset: 0 });
    const [recipient] = await ctx.db.query<{ to: string }>('SELECT coalesce(invoice_email, email) AS to FROM users WHERE id = $1', [user.id]);
    // After the commit: a failing mail or socket must not undo a paid order; both are retried elsewhere (outbox, unacked).
    try {
      await sendMail(ctx, 'order_invoice', recipient!.to, `Teachmarket invoice ${order!.invoice.number}`, `${ctx.config.publicUrl}/v1/orders/${id}/invoice`);
      await notifySale(ctx, hub, id);
    } catch (error) {
      request.log.error({ err: error, orderId: id }, 'order follow-up failed');
    }
    // spec §2 "rating email landing": one "how did you like it?" mail per bought material (own try: independent of the above).
    await sendRatingRequests(ctx, request, user.id, id, world).catch((error: unknown) => request.log.error({ err: error, orderId: id }, 'rating mails failed'));
    return reply.status(201).send({ item: order! });
  });

  app.get('/v1/orders', {
    schema: {
      tags: ['orders'], summary: "The logged-in user's orders, newest first",
      querystring: Type.Object({ ...WorldQuery.properties, ...PageQuery }), response: { 200: OrdersPageSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { page, per_page } = request.query;
    const [items, total] = await Promise.all([
      loadOrders(ctx.db, user.id, { limit: per_page, offset: (page - 1) * per_page }),
      ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]),
    ]);
    return { items, total: total[0]?.n ?? 0, page, per_page };
  });

  app.get('/v1/orders/:id', {
    schema: { tags: ['orders'], summary: 'One own order (404 for anyone else\'s)', params: IdParams, querystring: WorldQuery, response: { 200: OrderResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const [order] = await loadOrders(ctx.db, user.id, { id: request.params.id, limit: 1, offset: 0 });
    if (!order) throw notFound('Order', request.params.id);
    return { item: order };
  });

  app.get('/v1/orders/:id/invoice', {
    schema: { tags: ['orders'], summary: 'The invoice of an own order as PDF', params: IdParams, querystring: WorldQuery, response: { ...errorResponses } },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const [order] = await loadOrders(ctx.db, user.id, { id: request.params.id, limit: 1, offset: 0 });
    if (!order) throw notFound('Order', request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${order.invoice.number}.pdf"`)
      .send((await invoicePdf(order)) as never);
  });
}
