import { type CreateSellerVoucherBody } from '@teachmarket/shared-kit';
import { SELLER_VOUCHER_LIMITS } from '@teachmarket/contracts/rules/account-settings';

export type VoucherField = 'code' | 'value' | 'validUntil' | 'maxUses';
export type VoucherErrorKey = 'code' | 'codeTaken' | 'percent' | 'amount' | 'date' | 'maxUses';
export interface VoucherValues { code: string; type: 'percent' | 'amount'; value: string; validUntil: string; maxUses: string }

export const EMPTY_VOUCHER: VoucherValues = { code: '', type: 'percent', value: '', validUntil: '', maxUses: '' };

/** A typed decimal ("2,50" or "2.50") as a number, or NaN. */
const decimal = (text: string) => (/^\d+([.,]\d{1,2})?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN);

/** The API's rules (SELLER_VOUCHER_LIMITS) checked before sending: the body, or the errors per field. */
export function voucherBody(v: VoucherValues, today: string): { body: CreateSellerVoucherBody } | { errors: Partial<Record<VoucherField, VoucherErrorKey>> } {
  const errors: Partial<Record<VoucherField, VoucherErrorKey>> = {};
  const { percent, amount, maxUses } = SELLER_VOUCHER_LIMITS;
  if (!new RegExp(SELLER_VOUCHER_LIMITS.code.pattern).test(v.code.trim())) errors.code = 'code';
  const value = decimal(v.value);
  if (v.type === 'percent' && !(Number.isInteger(value) && value >= percent.min && value <= percent.max)) errors.value = 'percent';
  if (v.type === 'amount' && !(value >= amount.min && value <= amount.max)) errors.value = 'amount';
  if (v.validUntil && v.validUntil < today) errors.validUntil = 'date';
  const uses = v.maxUses.trim() ? Number(v.maxUses) : null;
  if (uses !== null && !(Number.isInteger(uses) && uses >= maxUses.min && uses <= maxUses.max)) errors.maxUses = 'maxUses';
  if (Object.keys(errors).length) return { errors };
  return { body: { code: v.code.trim().toUpperCase(), type: v.type, value, validUntil: v.validUntil || null, maxUses: uses } };
}
