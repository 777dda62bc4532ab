/**
 * The money arithmetic without a database (api/src/money/): cents are never lost or made up, and
 * the rounding rules are the documented ones.
 */
import { allocate } from '../src/money/allocate';
import { feeCents } from '../src/money/fees';
import { splitOrder } from '../src/money/split';
import { vatOf } from '../src/money/vat';
import { sepaText } from '../src/money/sepa';

describe('allocate (largest remainder)', () => {
  it('splits exactly and gives the left-over cents to the largest remainders, earlier line first on a tie', () => {
    expect(allocate(100, [300, 300, 300])).toEqual([34, 33, 33]);
    expect(allocate(74, [299])).toEqual([74]);
    expect(allocate(10, [299, 0, 101])).toEqual([7, 0, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(() => allocate(5, [0, 0])).toThrow();
    expect(() => allocate(11, [5, 5])).toThrow();
  });

  it('adds up for 2,000 random orders', () => {
    let seed = 7;
    const next = (n: number) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
    for (let i = 0; i < 2000; i += 1) {
      const weights = Array.from({ length: 1 + next(8) }, () => next(5000));
      const sum = weights.reduce((a, w) => a + w, 0);
      const total = sum === 0 ? 0 : next(sum + 1);
      const parts = allocate(total, weights);
      expect(parts.reduce((a, p) => a + p, 0)).toBe(total);
      parts.forEach((p, k) => expect(p).toBeLessThanOrEqual(weights[k]!));
    }
  });
});

describe('splitOrder', () => {
  it('a seller\'s 25 % voucher on 2.99 (discount 0.74, rounded down in the cart): fee 40 % of 2.25 = 0.90, net 1.35', () => {
    const [line] = splitOrder({
      lines: [{ materialId: 1, sellerId: 9, grossCents: 299, voucherApplies: true }], voucherCents: 74, voucherBy: 'seller', creditCents: 0, feePercentOf: () => 40,
    });
    expect(line).toMatchObject({ voucherCents: 74, voucherBy: 'seller', creditCents: 0, paidCents: 225, baseCents: 225, feeCents: 90, netCents: 135 });
  });

  it('spreads a platform voucher and credits over several sellers\' lines: every sum matches the order', () => {
    const lines = [
      { materialId: 1, sellerId: 1, grossCents: 299, voucherApplies: true },
      { materialId: 2, sellerId: 2, grossCents: 450, voucherApplies: true },
      { materialId: 3, sellerId: 2, grossCents: 0, voucherApplies: true },
      { materialId: 4, sellerId: 3, grossCents: 1999, voucherApplies: true },
    ];
    const split = splitOrder({ lines, voucherCents: 274, voucherBy: 'platform', creditCents: 500, feePercentOf: (id) => (id === 3 ? 25 : 40) });
    const sum = (k: 'voucherCents' | 'creditCents' | 'paidCents' | 'grossCents') => split.reduce((a, l) => a + l[k], 0);
    expect([sum('grossCents'), sum('voucherCents'), sum('creditCents'), sum('paidCents')]).toEqual([2748, 274, 500, 1974]);
    for (const l of split) {
      expect(l.grossCents).toBe(l.voucherCents + l.creditCents + l.paidCents);
      // A platform voucher is the platform's cost: the seller's base is the full price.
      expect(l.baseCents).toBe(l.grossCents);
      expect(l.feeCents + l.netCents).toBe(l.baseCents);
    }
    expect(split[2]).toMatchObject({ voucherCents: 0, creditCents: 0, paidCents: 0, netCents: 0 });
  });

  it('a seller voucher discounts only that seller\'s lines', () => {
    const split = splitOrder({
      lines: [
        { materialId: 1, sellerId: 1, grossCents: 1000, voucherApplies: true },
        { materialId: 2, sellerId: 2, grossCents: 1000, voucherApplies: false },
      ],
      voucherCents: 100, voucherBy: 'seller', creditCents: 0, feePercentOf: () => 30,
    });
    expect(split.map((l) => [l.voucherCents, l.baseCents, l.feeCents, l.netCents])).toEqual([[100, 900, 270, 630], [0, 1000, 300, 700]]);
  });
});

describe('rounding rules', () => {
  it('fee: half a cent goes up (to the platform)', () => {
    expect(feeCents(225, 40)).toBe(90);
    expect(feeCents(101, 25)).toBe(25);
    expect(feeCents(102, 25)).toBe(26);
    expect(feeCents(0, 40)).toBe(0);
  });

  it('VAT contained in a gross total: the billing country\'s rate, else the world\'s country', () => {
    expect(vatOf(225, 'DE', 'de')).toEqual({ country: 'DE', rateBp: 1900, cents: 36 });
    expect(vatOf(299, 'AT', 'de')).toEqual({ country: 'AT', rateBp: 2000, cents: 50 });
    expect(vatOf(1000, 'ZZ', 'hi')).toEqual({ country: 'IN', rateBp: 1800, cents: 153 });
    expect(vatOf(0, 'DE', 'de').cents).toBe(0);
  });

  it('SEPA text keeps the Latin set only', () => {
    expect(sepaText('Sören Süß & Co. <Ltd>', 70)).toBe('Soeren Suess Co. Ltd');
    expect(sepaText('Ελληνικά', 70)).toBe('Teachmarket');
    expect(sepaText('x'.repeat(200), 140)).toHaveLength(140);
  });
});
