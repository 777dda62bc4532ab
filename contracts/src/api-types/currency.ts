/**
 * spec §3 Currency (code, symbol; `loaded` is client state) and the spec §7 "currency" call.
 * Only @sinclair/typebox may be imported here (see index.ts).
 */
import { Type, type Static } from '@sinclair/typebox';

export const CurrencySchema = Type.Object({
  /** ISO 4217 code of the world's prices, e.g. EUR, PLN. */
  code: Type.String(),
  /** The symbol prices are written with (shared-kit format CURRENCY_SYMBOLS), e.g. €, zł. */
  symbol: Type.String(),
  /** spec §5/§9: ARS, COP, GTQ, CLP, MXN show amounts above 1 as whole numbers. */
  wholeNumbers: Type.Boolean(),
  /** The world whose currency this is. */
  world: Type.String(),
});
export type Currency = Static<typeof CurrencySchema>;
export const CurrencyResponseSchema = Type.Object({ item: CurrencySchema });
export type CurrencyResponse = Static<typeof CurrencyResponseSchema>;
