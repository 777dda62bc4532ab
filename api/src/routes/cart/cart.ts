import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CartResponseSchema } from '@teachmarket/contracts/api-types';
import { optionalUser } from '../../auth/session';
import { prepared } from '../../catalog/prepared';
import { SUMMARY_COLUMNS, SUMMARY_FROM, type SummaryRow } from '../../catalog/summary';
import type { App, Ctx } from '../../context';
import { badRequest, notFound } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { invoiceReleaseOf, releaseDecision } from '../../money/release';
import { WORLD_INFO, type World } from '../../worlds';
import { addToAnonymousCart, findCart, findVoucher, newCartToken, newCartView, resolveCart, viewCart } from './store';
import { availableCreditsCents, priceCart } from './pricing';

const CartHeaders = Type.Object({ 'x-cart-token': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) });
const MaterialBody = Type.Object({ material_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }, { additionalProperties: false });
const schemaFor = (summary: string, body?: ReturnType<typeof Type.Object>) => ({
  tags: ['cart'], summary, querystring: WorldQuery, headers: CartHeaders, ...(body ? { body } : {}),
  response: { 200: CartResponseSchema, ...errorResponses },
});

/** A cart's material limit: plenty for a real order, bounds the work per view. */
export const MAX_CART_ITEMS = 200;

/**
 * The request's cart: `create` for writes (a cart is made on its first write), otherwise only an
 * existing one. Without a cart the token is '' and the view is an empty cart (issue 13: a read
 * must not insert a row, or anyone can fill the table with GET requests).
 */
async function cartFor(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, world: World, create: boolean) {
  const user = await optionalUser(ctx, request);
  const sent = request.headers['x-cart-token'] as string | undefined;
  const token = create ? await resolveCart(ctx.db, sent, user?.id ?? null, world) : ((await findCart(ctx.db, sent, user?.id ?? null)) ?? '');
  if (token) reply.header('X-Cart-Token', token);
  return { token, user };
}

/** Why a material cannot go into a cart of this world (unknown, another world's, free), as an error. */
function refuseAddition(m: { world: string; final_price_cents: number } | undefined, id: number, world: World): asserts m {
  if (!m) throw notFound('Material', id);
  if (m.world !== world) throw badRequest('material_not_in_world', `Material ${id} is not sold in world ${world}`, 'material_id');
  if (m.final_price_cents === 0) throw badRequest('material_is_free', 'Free materials are downloaded directly, not bought', 'material_id');
}

export function registerCart(app: App, ctx: Ctx) {
  const base = ctx.config.publicUrl;

  app.get('/v1/cart/view', {
    schema: {
      ...schemaFor('The cart (an empty one with token "" while there is none: carts are created on the first write). use_credits (true or false) '
        + 'asks for a signed-in user\'s checkout view: priced with (true) or without the user\'s credits, and invoiceRelease, whether an '
        + 'invoice order of this cart would release the files at once (the order\'s own rule, money/release.ts)'),
      querystring: Type.Object({ ...WorldQuery.properties, use_credits: Type.Optional(Type.Boolean()) }),
    },
  }, async (request, reply) => {
    const world = request.query.world as World;
    if (!(await optionalUser(ctx, request))) {
      // An anonymous visitor's cart: found by its token and shown in one statement (issue 17).
      const cart = await viewCart(ctx.db, (request.headers['x-cart-token'] as string | undefined) ?? '', world, base, { anonymousOnly: true });
      if (cart.token) reply.header('X-Cart-Token', cart.token);
      return { items: { cart } };
    }
    const { token, user } = await cartFor(ctx, request, reply, world, false);
    // Checkout (issue 4): the payment page shows what the credits cover and, with the same total the
    // order would charge, whether the invoice order releases the files at once (s16 QA row 5); the plain view stays as it was.
    if (request.query.use_credits !== undefined && user) {
      const priced = await priceCart(ctx.db, token, world, base, request.query.use_credits ? await availableCreditsCents(ctx.db, user.id) : null);
      const decision = await releaseDecision(ctx.db, user.id, priced.finalCents, WORLD_INFO[world].currency);
      return { items: { cart: priced.cart, invoiceRelease: invoiceReleaseOf(decision) } };
    }
    return { items: { cart: await viewCart(ctx.db, token, world, base) } };
  });

  app.post('/v1/cart/add', { schema: schemaFor('Add a material to the cart', MaterialBody) }, async (request, reply) => {
    const world = request.query.world as World;
    const { material_id } = request.body as { material_id: number };
    const user = await optionalUser(ctx, request);
    if (!user && !request.headers['x-cart-token']) {
      // A new visitor's first addition (issue 17): the checks, the new cart and its first item in one
      // statement; the cart is made only when the checks pass, as below.
      const fresh = newCartToken();
      // The material's summary comes along: it is the new cart's one item, so no view is read after.
      const [found] = await prepared<SummaryRow>(ctx.db,
        `WITH found AS (SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE m.id = $1 AND m.status = 'published'),
              cart AS (INSERT INTO carts (token, world) SELECT $2::text, $3::text FROM found
                        WHERE found.world = $3::text AND found.final_price_cents > 0 RETURNING token),
              added AS (INSERT INTO cart_items (cart_token, material_id) SELECT cart.token, $1 FROM cart)
         SELECT * FROM found`,
        [material_id, fresh, world],
      );
      refuseAddition(found, material_id, world);
      reply.header('X-Cart-Token', fresh);
      return { items: { cart: newCartView(found, fresh, world, base) } };
    }
    if (!user) {
      // A returning visitor's addition (issue 17): checks, addition and view in one statement. An unknown
      // token, or a user's, finds no anonymous cart: the path below makes a fresh one, as resolveCart always did.
      const added = await addToAnonymousCart(ctx.db, request.headers['x-cart-token'] as string, material_id, world, base, MAX_CART_ITEMS);
      if (added) {
        refuseAddition(added.material, material_id, world);
        reply.header('X-Cart-Token', added.cart.token);
        if (added.count >= MAX_CART_ITEMS) throw badRequest('cart_full', `A cart holds at most ${MAX_CART_ITEMS} materials`);
        return { items: { cart: added.cart } };
      }
    }
    // Issue 17: every statement is a round trip that waits its turn in a busy event loop, so the
    // checks are one statement (the purchase check only matches for a logged-in user) ...
    const [m] = await prepared<{ world: string; final_price_cents: number; bought: boolean }>(ctx.db,
      `SELECT m.world, m.final_price_cents, EXISTS (SELECT 1 FROM purchases p WHERE p.user_id = $2 AND p.material_id = m.id) AS bought
         FROM materials m WHERE m.id = $1 AND m.status = 'published'`,
      [material_id, user?.id ?? null],
    );
    refuseAddition(m, material_id, world);
    if (m.bought) throw badRequest('already_purchased', 'You already own this material', 'material_id');
    // The first write makes the cart (after the checks: a refused addition creates nothing).
    const { token } = await cartFor(ctx, request, reply, world, true);
    // ... and so are the size check, the addition and the cart's time (neither happens in a full cart).
    const [count] = await prepared<{ n: number }>(ctx.db,
      `WITH n AS (SELECT count(*)::int AS n FROM cart_items WHERE cart_token = $1),
            added AS (INSERT INTO cart_items (cart_token, material_id) SELECT $1, $2::int FROM n WHERE n.n < $3 ON CONFLICT DO NOTHING),
            touched AS (UPDATE carts SET updated_at = now() WHERE token = $1 AND (SELECT n.n FROM n) < $3)
       SELECT n.n FROM n`,
      [token, material_id, MAX_CART_ITEMS],
    );
    if ((count?.n ?? 0) >= MAX_CART_ITEMS) throw badRequest('cart_full', `A cart holds at most ${MAX_CART_ITEMS} materials`);
    return { items: { cart: await viewCart(ctx.db, token, world, base) } };
  });

  app.post('/v1/cart/remove', { schema: schemaFor('Remove a material from the cart (no-op when absent)', MaterialBody) }, async (request, reply) => {
    const world = request.query.world as World;
    const { token } = await cartFor(ctx, request, reply, world, false);
    const { material_id } = request.body as { material_id: number };
    await ctx.db.query('DELETE FROM cart_items WHERE cart_token = $1 AND material_id = $2', [token, material_id]);
    return { items: { cart: await viewCart(ctx.db, token, world, base) } };
  });

  app.post('/v1/cart/voucher', {
    schema: schemaFor(
      'Apply a voucher code; an unknown code is reported in cart.voucherError and not stored; null removes it',
      Type.Object({ code: Type.Union([Type.String({ minLength: 1, maxLength: 50 }), Type.Null()]) }, { additionalProperties: false }),
    ),
  }, async (request, reply) => {
    const world = request.query.world as World;
    const { code } = request.body as { code: string | null };
    const voucher = code === null ? null : await findVoucher(ctx.db, code);
    // Only a found voucher is stored, so only then may a cart be created for it.
    const { token } = await cartFor(ctx, request, reply, world, voucher !== null);
    if (code === null) {
      await ctx.db.query('UPDATE carts SET voucher_code = NULL WHERE token = $1', [token]);
      return { items: { cart: await viewCart(ctx.db, token, world, base) } };
    }
    if (!voucher) {
      const cart = await viewCart(ctx.db, token, world, base);
      return { items: { cart: { ...cart, voucherError: 'voucher_not_found' } } };
    }
    await ctx.db.query('UPDATE carts SET voucher_code = $1, updated_at = now() WHERE token = $2', [voucher.code, token]);
    return { items: { cart: await viewCart(ctx.db, token, world, base) } };
  });
}
