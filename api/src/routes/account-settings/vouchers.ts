import { Type } from '@sinclair/typebox';
import {
  CreateSellerVoucherBodySchema, SELLER_VOUCHER_LIMITS, SellerVoucherResponseSchema, SellerVouchersResponseSchema, type SellerVoucher,
} from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError, badRequest, notFound } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { toMajor } from '../../lib/text';
import { isWorld, WORLD_INFO } from '../../worlds';
import { sellersOnly } from '../../auth/guards';

/** A seller keeps a bounded number of vouchers. */
export const MAX_SELLER_VOUCHERS = 200;

interface Row {
  code: string; kind: 'percent' | 'amount'; value: number; valid_until: Date | null; max_uses: number | null; uses: number;
  active: boolean; created_at: Date; world: string | null;
}
const COLUMNS = 'code, kind, value, valid_until, max_uses, uses, active, created_at, world';

const toVoucher = (r: Row): SellerVoucher => ({
  code: r.code,
  type: r.kind,
  value: r.kind === 'percent' ? r.value : toMajor(r.value),
  currencyCode: WORLD_INFO[r.world && isWorld(r.world) ? r.world : 'de'].currency,
  validUntil: r.valid_until?.toISOString() ?? null,
  maxUses: r.max_uses,
  uses: r.uses,
  active: r.active,
  createdAt: r.created_at.toISOString(),
});

const ownVouchers = (db: Queryable, sellerId: number) =>
  db.query<Row>(`SELECT ${COLUMNS} FROM vouchers WHERE seller_id = $1 ORDER BY active DESC, created_at DESC, code`, [sellerId]);

/**
 * spec §2 cabinet /vouchers: a seller's discount codes for their own materials. The cart
 * (api/src/routes/cart/store.ts) applies a seller voucher to that seller's materials only, in the
 * seller's world (its currency), and a deactivated one no longer applies.
 */
export function registerSellerVouchers(app: App, ctx: Ctx) {
  app.get('/v1/account/vouchers', {
    ...sellersOnly(ctx),
    schema: { tags: ['account'], summary: "The seller's own vouchers, active first", querystring: WorldQuery, response: { 200: SellerVouchersResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return { items: (await ownVouchers(ctx.db, user.id)).map(toVoucher) };
  });

  app.post('/v1/account/vouchers', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['account'], summary: 'Create a voucher for the own materials (code unique across the platform)',
      querystring: WorldQuery, body: CreateSellerVoucherBodySchema, response: { 201: SellerVoucherResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { type, value, validUntil, maxUses } = request.body;
    const code = request.body.code.toUpperCase();
    const { percent, amount } = SELLER_VOUCHER_LIMITS;
    if (type === 'percent' && (!Number.isInteger(value) || value < percent.min || value > percent.max)) {
      throw badRequest('invalid_value', `A percentage is a whole number from ${percent.min} to ${percent.max}`, 'value');
    }
    if (type === 'amount' && (value < amount.min || Math.round(value * 100) !== value * 100)) {
      throw badRequest('invalid_value', `An amount is at least ${amount.min} with at most two decimals`, 'value');
    }
    const until = validUntil ? new Date(`${validUntil}T23:59:59.999Z`) : null;
    if (until && (Number.isNaN(until.getTime()) || until.getTime() < Date.now())) throw badRequest('invalid_date', 'The end date lies in the past', 'validUntil');
    const [count] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vouchers WHERE seller_id = $1', [user.id]);
    if ((count?.n ?? 0) >= MAX_SELLER_VOUCHERS) throw new ApiError(409, 'too_many_vouchers', `A seller has at most ${MAX_SELLER_VOUCHERS} vouchers`);
    const [row] = await ctx.db.query<Row>(
      `INSERT INTO vouchers (code, world, kind, value, min_order_cents, valid_until, max_uses, seller_id)
       VALUES ($1, $2, $3, $4, 0, $5, $6, $7) ON CONFLICT (code) DO NOTHING RETURNING ${COLUMNS}`,
      [code, user.world, type, type === 'percent' ? value : Math.round(value * 100), until, maxUses ?? null, user.id],
    );
    if (!row) throw new ApiError(409, 'code_taken', 'This code is taken: choose another one', 'code');
    return reply.status(201).send({ item: toVoucher(row) });
  });

  app.post('/v1/account/vouchers/:code/deactivate', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['account'], summary: 'Deactivate an own voucher (carts holding it no longer get the discount)',
      params: Type.Object({ code: Type.String({ pattern: SELLER_VOUCHER_LIMITS.code.pattern }) }),
      querystring: WorldQuery, response: { 200: SellerVoucherResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    // Someone else's (or a platform) code answers like an unknown one: codes are not probed here.
    const [row] = await ctx.db.query<Row>(
      `UPDATE vouchers SET active = false WHERE code = $1 AND seller_id = $2 RETURNING ${COLUMNS}`,
      [request.params.code.toUpperCase(), user.id],
    );
    if (!row) throw notFound('Voucher', request.params.code);
    return { item: toVoucher(row) };
  });
}
