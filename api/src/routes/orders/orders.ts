import { loggedIn } from '../../auth/guards';
import { Type } from '@sinclair/typebox';
import {
  CreateOrderBodySchema, ErrorBodySchema, OrderResponseSchema, OrdersPageSchema, PaymentOptionsSchema, type CreateOrderBody, type OrderResponse,
} from '@teachmarket/contracts/api-types';
import { optionalUser, requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { ApiError, notFound } from '../../errors';
import { errorResponses, IdParams, PageQuery, WorldQuery } from '../../lib/schema';
import { paymentProviders } from '../../payments/registry';
import { WORLD_INFO, type World } from '../../worlds';
import { resolveCart } from '../cart/store';
import { IDEMPOTENCY_KEY_PATTERN, remember, replay, requestHash } from './idempotency';
import { invoicePdf } from './invoice-pdf';
import { registerPaymentWebhook } from './payment-webhook';
import { placeOrder } from './place';
import { availableCreditsCents } from '../cart/pricing';
import { loadOrders } from './view';

// spec §7: cart and payment-options URLs carry X-Cart-Token; the order call takes it too (same cart).
const CartHeaders = Type.Object({ 'x-cart-token': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) });
const OrderHeaders = Type.Object({
  ...CartHeaders.properties,
  'idempotency-key': Type.Optional(Type.String({ pattern: IDEMPOTENCY_KEY_PATTERN })),
});

/** Thrown inside the order's transaction when a parallel request with the same key committed first (rolls this one back). */
class KeyTaken extends Error {}

/** Checkout (issue 4, issue 12): payment options, placing an order, the buyer's orders with their state and invoices. */
export function registerOrders(app: App, ctx: Ctx) {
  registerPaymentWebhook(app, ctx);
  app.get('/v1/payment-options', {
    schema: {
      tags: ['orders'], summary: 'Payment methods for the cart (invoice is the embedded default) and the user\'s credits',
      querystring: WorldQuery, headers: CartHeaders, response: { 200: PaymentOptionsSchema, ...errorResponses },
    },
  }, async (request) => {
    const world = request.query.world as World;
    const user = await optionalUser(ctx, request);
    const credits = user ? await availableCreditsCents(ctx.db, user.id) : 0;
    // Only configured methods (api/src/payments/registry.ts): invoice, until a card or wallet provider is added there.
    const methods = paymentProviders().map((p, i) => ({ id: p.id, isDefault: i === 0 }));
    return { items: { methods, availableCredits: credits / 100, currencyCode: WORLD_INFO[world].currency } };
  });

  app.post('/v1/orders', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['orders'],
      summary: "Order the logged-in user's cart: an invoice order awaits payment (files at once only for trusted buyers); "
        + 'an Idempotency-Key header makes a retry return the first order',
      querystring: WorldQuery, headers: OrderHeaders, body: CreateOrderBodySchema,
      response: { 201: OrderResponseSchema, ...errorResponses, 422: ErrorBodySchema },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const world = request.query.world as World;
    const body = request.body as CreateOrderBody;
    const key = request.headers['idempotency-key'] as string | undefined;
    const hash = requestHash(world, body);
    const token = await resolveCart(ctx.db, request.headers['x-cart-token'] as string | undefined, user.id, world);
    reply.header('X-Cart-Token', token);
    const again = key ? await replay(ctx.db, user.id, key, hash) : null;
    if (again) return reply.status(201).header('idempotent-replayed', 'true').send(again);
    let response: OrderResponse | null = null;
    try {
      await placeOrder(ctx, user, token, world, body, async (tx, id) => {
        const [order] = await loadOrders(tx, user.id, { id, limit: 1, offset: 0 });
        response = { item: order! };
        if (key && !(await remember(tx, user.id, key, hash, id, response))) throw new KeyTaken();
      });
    } catch (error) {
      // A parallel request with the same key won (its order emptied the cart or took the key): answer with its order.
      const first = key && (error instanceof KeyTaken || error instanceof ApiError) ? await replay(ctx.db, user.id, key, hash) : null;
      if (first) return reply.status(201).header('idempotent-replayed', 'true').send(first);
      throw error;
    }
    // The invoice mail, the sellers' sale notifications and the rating mails were queued in the
    // order's own transaction (placeOrder → enqueueOrderFollowUps): the outbox worker delivers them.
    return reply.status(201).send(response!);
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
