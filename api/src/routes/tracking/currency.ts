import { CurrencyResponseSchema } from '@teachmarket/contracts/api-types/currency';
import { currencySymbol, isWholeNumberCurrency } from '@teachmarket/contracts/format';
import type { App } from '../../context';
import { errorResponses, WorldQuery } from '../../lib/schema';
import { WORLD_INFO } from '../../worlds';

/**
 * spec §7 "currency" (no shape shown) and spec §3 Currency {code, symbol}: the currency a world's
 * prices are in. The symbol comes from the same table the frontend formats prices with
 * (@teachmarket/contracts format, spec §9 "currency symbols exist for about 36 currencies").
 */
export function registerCurrency(app: App) {
  app.get('/v3/currency', {
    schema: {
      tags: ['location'], summary: "The world's currency: ISO code, symbol, whether amounts are whole numbers (spec §3, §5)",
      querystring: WorldQuery, response: { 200: CurrencyResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    const { world } = request.query;
    const code = WORLD_INFO[world].currency;
    return { item: { code, symbol: currencySymbol(code), wholeNumbers: isWholeNumberCurrency(code), world } };
  });
}
