import { atom } from 'nanostores';
import { currencySymbol } from '@teachmarket/contracts';
import { storage } from '../storage';

/** spec §3 Currency. */
export interface CurrencyState {
  code: string;
  symbol: string;
  loaded: boolean;
}

export const CURRENCY_CODE_KEY = 'currencyCode'; // spec §3 local-storage key

export const $currency = atom<CurrencyState>({ code: 'EUR', symbol: currencySymbol('EUR'), loaded: false });

/** The visitor's stored choice wins over the world's default currency. */
export function initCurrency(worldDefault: string): void {
  const code = storage.get(CURRENCY_CODE_KEY) ?? worldDefault;
  $currency.set({ code, symbol: currencySymbol(code), loaded: true });
}

export function setCurrency(code: string): void {
  const upper = code.toUpperCase();
  storage.set(CURRENCY_CODE_KEY, upper);
  $currency.set({ code: upper, symbol: currencySymbol(upper), loaded: true });
}
