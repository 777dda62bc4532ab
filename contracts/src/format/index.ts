// Formatting shared by the shell and every remote.
export {
  CURRENCY_SYMBOLS,
  MoneyError,
  WHOLE_NUMBER_CURRENCIES,
  currencySymbol,
  formatPrice,
  isWholeNumberCurrency,
  minorUnits,
  toTrackingCents,
} from './money';
export { formatRating } from './number';
export type { KnownCurrency, MoneyErrorCode } from './money';
