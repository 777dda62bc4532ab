import { BillingAddressBodySchema, BillingAddressResponseSchema, type BillingAddressResponse } from '@teachmarket/contracts/api-types';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { loggedIn } from '../../auth/guards';

interface Row { name: string; street: string; postcode: string; city: string; country: string; tax_id: string | null; updated_at: Date }

async function load(ctx: Ctx, userId: number): Promise<BillingAddressResponse> {
  const [row] = await ctx.db.query<Row>('SELECT name, street, postcode, city, country, tax_id, updated_at FROM billing_addresses WHERE user_id = $1', [userId]);
  if (!row) return { item: null };
  const { tax_id, updated_at, ...address } = row;
  return { item: { ...address, ...(tax_id ? { taxId: tax_id } : {}), updatedAt: updated_at.toISOString() } };
}

/**
 * spec §7 "addresses and tax ids", cabinet /billing-address: the address (and VAT/tax id) invoices
 * are made out to. Same fields and rules as the checkout's billing data (BillingSchema), so a saved
 * address is always one an order accepts.
 */
export function registerBillingAddress(app: App, ctx: Ctx) {
  app.get('/v1/account/billing-address', {
    preValidation: loggedIn(ctx),
    schema: { tags: ['account'], summary: "The logged-in user's billing address (null when none is saved)", querystring: WorldQuery, response: { 200: BillingAddressResponseSchema, ...errorResponses } },
  }, async (request) => load(ctx, (await requireUser(ctx, request)).id));

  app.put('/v1/account/billing-address', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['account'], summary: 'Save the billing address and tax id', querystring: WorldQuery,
      body: BillingAddressBodySchema, response: { 200: BillingAddressResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const b = request.body;
    await ctx.db.query(
      `INSERT INTO billing_addresses (user_id, name, street, postcode, city, country, tax_id, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (user_id) DO UPDATE SET name = $2, street = $3, postcode = $4, city = $5, country = $6, tax_id = $7, updated_at = now()`,
      [user.id, b.name.trim(), b.street.trim(), b.postcode.trim().toUpperCase(), b.city.trim(), b.country, b.taxId?.trim().toUpperCase() || null],
    );
    return load(ctx, user.id);
  });
}
