// Formatting shared by the shell and every remote.
export {
  CURRENCY_SYMBOLS,
  MoneyError,
  WHOLE_NUMBER_CURRENCIES,
  currencySymbol,
  formatPrice,
  isWholeNumberCurrency,
  toTrackingCents,
} from './money';
export type { KnownCurrency, MoneyErrorCode } from './money';
