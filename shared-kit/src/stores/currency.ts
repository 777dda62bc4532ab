import { atom } from 'nanostores';
import { currencyOf, currencySymbol } from '@teachmarket/contracts';
import { storage } from '../storage';
import { loadOnMount } from './load-on-mount';
import { $world } from './world';

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

// The first reader settles the currency: the visitor's stored choice, else the world's default.
loadOnMount($currency, (currency) => currency.loaded, async () => initCurrency(currencyOf($world.get())), 'currency_load_failed');

export function setCurrency(code: string): void {
  const upper = code.toUpperCase();
  storage.set(CURRENCY_CODE_KEY, upper);
  $currency.set({ code: upper, symbol: currencySymbol(upper), loaded: true });
}
