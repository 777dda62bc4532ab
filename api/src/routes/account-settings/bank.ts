import { BankDetailsBodySchema, BankDetailsResponseSchema, isValidIban, maskIban, normaliseIban, type BankDetailsResponse } from '@teachmarket/contracts/api-types';
import { sellersOnly } from '../../auth/guards';
import { requireUser } from '../../auth/session';
import type { App, Ctx } from '../../context';
import { badRequest } from '../../errors';
import { errorResponses, WorldQuery } from '../../lib/schema';

async function load(ctx: Ctx, userId: number): Promise<BankDetailsResponse> {
  const [row] = await ctx.db.query<{ account_holder: string; iban: string; bic: string | null; updated_at: Date }>(
    'SELECT account_holder, iban, bic, updated_at FROM bank_accounts WHERE user_id = $1', [userId],
  );
  // The full IBAN never leaves the server again: a stolen session must not read the payout account.
  return { item: row ? { accountHolder: row.account_holder, ibanMasked: maskIban(row.iban), bic: row.bic, updatedAt: row.updated_at.toISOString() } : null };
}

/** spec §2 cabinet /account-bank-details: where a seller's earnings are paid to. */
export function registerBankDetails(app: App, ctx: Ctx) {
  app.get('/v1/account/bank-details', {
    ...sellersOnly(ctx),
    schema: { tags: ['account'], summary: "The seller's payout account (IBAN masked; null when none is saved)", querystring: WorldQuery, response: { 200: BankDetailsResponseSchema, ...errorResponses } },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    return load(ctx, user.id);
  });

  app.put('/v1/account/bank-details', {
    ...sellersOnly(ctx),
    schema: {
      tags: ['account'], summary: 'Save the payout account: account holder, IBAN (ISO 13616 mod-97 check), optional BIC',
      querystring: WorldQuery, body: BankDetailsBodySchema, response: { 200: BankDetailsResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const user = await requireUser(ctx, request);
    const { accountHolder, iban, bic } = request.body;
    if (!isValidIban(iban)) throw badRequest('invalid_iban', 'The IBAN is not valid (country, length or check digits)', 'iban');
    await ctx.db.query(
      `INSERT INTO bank_accounts (user_id, account_holder, iban, bic, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (user_id) DO UPDATE SET account_holder = $2, iban = $3, bic = $4, updated_at = now()`,
      [user.id, accountHolder.trim(), normaliseIban(iban), bic ? bic.toUpperCase() : null],
    );
    return load(ctx, user.id);
  });
}
