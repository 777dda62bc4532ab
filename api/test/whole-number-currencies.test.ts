import { formatPrice, isWholeNumberCurrency, minorUnits, toTrackingCents, WHOLE_NUMBER_CURRENCIES } from '@teachmarket/contracts/format';
import { localPrice } from '../src/seed/catalog';
import { WORLD_INFO } from '../src/worlds';

// Issue 18: spec §5's whole-number rule (ARS, COP, GTQ, CLP, MXN: above 1 a whole number, rounded down)
// is reached by no world today. The Latin American Spanish shops' price rows, made the way the demo
// prices of every world are made (`localPrice` of a shop price in EUR at the currency's rate), show
// what a teacher of such a world would read: never cents, even where the row has them (MXN 28,99).

/** Rough EUR rates, like WORLD_INFO's eurRate for the worlds that exist. */
const LATAM_RATES = { ARS: 1000, CLP: 1000, COP: 4400, MXN: 19, GTQ: 8.5 } as const;
/** Shop prices in EUR the demo catalogue uses (api/src/seed/catalog.ts). */
const EUR_PRICES = [1.5, 2.99, 4.99, 14.99];

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('the whole-number currencies with real price rows (spec §5)', () => {
  it('are the five Latin American currencies, none of them a world\'s currency yet', () => {
    expect([...WHOLE_NUMBER_CURRENCIES].sort()).toEqual(Object.keys(LATAM_RATES).sort());
    for (const info of Object.values(WORLD_INFO)) expect(isWholeNumberCurrency(info.currency)).toBe(false);
  });

  it.each([
    // currency, its price rows in cents, as shown
    ['ARS', [150000, 300000, 500000, 1500000], ['1 500 $', '3 000 $', '5 000 $', '15 000 $']],
    ['CLP', [150000, 300000, 500000, 1500000], ['1 500 $', '3 000 $', '5 000 $', '15 000 $']],
    ['COP', [700000, 1400000, 2200000, 6600000], ['7 000 $', '14 000 $', '22 000 $', '66 000 $']],
    ['MXN', [2899, 5699, 9499, 28499], ['28 $', '56 $', '94 $', '284 $']],
    ['GTQ', [1299, 2499, 4199, 12699], ['12 Q', '24 Q', '41 Q', '126 Q']],
  ] as const)('%s: the rows of its price table are whole numbers, rounded down', (code, cents, shown) => {
    const rows = EUR_PRICES.map((eur) => localPrice(eur, LATAM_RATES[code]));
    expect(rows).toEqual(cents);
    expect(rows.map((c) => formatPrice(c / 100, code))).toEqual(shown.map(nbsp));
    // ISO 4217 gives most of them cents; the spec's rule wins over it when shown.
    expect(rows.every((c) => !/,\d\d/.test(formatPrice(c / 100, code)))).toBe(true);
    // Tracking still gets the exact amount in cents (spec §5), the rule is about display only.
    expect(rows.map((c) => toTrackingCents(c / 100))).toEqual(cents);
  });

  it('at or below 1 they keep two decimals, like every currency', () => {
    expect(formatPrice(0.99, 'MXN')).toBe(nbsp('0,99 $'));
    expect(formatPrice(1, 'GTQ')).toBe(nbsp('1,00 Q'));
    expect(minorUnits('MXN')).toBe(2);
  });
});
