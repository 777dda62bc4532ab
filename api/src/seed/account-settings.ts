import type { Queryable } from '../db';
import { insertRows } from './bulk';
import { BASE_DATE, DAY } from './state';

/**
 * Demo data of the cabinet settings pages (additive; ids of the fixed demo accounts, people.ts):
 * the buyer's credits (500 cents in users.credits_cents) get their history, the seller a voucher
 * for their own materials and a payout account (the ISO 13616 example IBAN, mod-97 valid).
 */
export const DEMO_SELLER_VOUCHER = 'SAMSELLER10';

export async function seedAccountSettings(db: Queryable, ids: { buyer: number; seller: number }): Promise<void> {
  await insertRows(db, 'credit_entries', ['user_id', 'amount_cents', 'reason', 'created_at'], [
    [ids.buyer, 300, 'welcome', new Date(BASE_DATE - 390 * DAY)],
    [ids.buyer, 200, 'goodwill', new Date(BASE_DATE - 45 * DAY)],
  ]);
  await insertRows(db, 'vouchers', ['code', 'world', 'kind', 'value', 'min_order_cents', 'valid_until', 'max_uses', 'seller_id', 'created_at'], [
    [DEMO_SELLER_VOUCHER, 'de', 'percent', 10, 0, null, 100, ids.seller, new Date(BASE_DATE - 30 * DAY)],
  ]);
  await insertRows(db, 'bank_accounts', ['user_id', 'account_holder', 'iban', 'bic'], [[ids.seller, 'Sam Seller', 'DE89370400440532013000', 'COBADEFFXXX']]);
}
