import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { ShownMaker, type ShownCounters, type ShownRow } from '../src/catalog/index-shown';
import { SummaryTexts } from '../src/catalog/summary-texts';

/** A document as the index reads it (index-shown.ts ShownRow). */
const row = (id: number): ShownRow => ({
  id, slug: `m-${id}`, title: `Material ${id}`, language: 'de', price_cents: 500, currency_code: 'EUR', discount: 0, sale: false,
  is_bundle: false, best_in_categories: [], interactive_id: null, material_type: 'worksheet', grades: [5], subject_ids: [2, 1],
  pages: 3, author_id: 7, author_slug: 'autorin', author_name: 'Autorin', author_image: null, preview_pages: 2,
  preview_state: null, preview_version: null, preview_sizes: null,
});
const counters: ShownCounters = { price: 500, ratingSum: 9, ratingCount: 2, created: Date.UTC(2026, 0, 2) * 1000 };

describe('SummaryTexts (issue 17: a summary written once per document version)', () => {
  const written: MaterialSummary[] = [];
  const out = { baseUrl: 'https://teachmarket.test', serialize: (s: MaterialSummary) => (written.push(s), JSON.stringify(s)) };
  const titles = new Map([[1, 'Mathematik'], [2, 'Deutsch']]);
  beforeEach(() => { written.length = 0; });

  it('writes a document once, and again when a counter or a subject title it shows changes', () => {
    const texts = new SummaryTexts();
    const shown = new ShownMaker().of(row(1));
    const first = texts.of('de', { shown, counters }, titles, out);
    expect(JSON.parse(String(first))).toMatchObject({ id: 1, finalPrice: 5, rating: { average: 4.5, count: 2 }, subjects: [{ id: 1, title: 'Mathematik' }, { id: 2, title: 'Deutsch' }] });
    expect(texts.of('de', { shown, counters: { ...counters } }, new Map(titles), out)).toBe(first); // the same bytes, not written again
    expect(written).toHaveLength(1);
    expect(JSON.parse(String(texts.of('de', { shown, counters: { ...counters, ratingCount: 3, ratingSum: 12 } }, titles, out))).rating).toEqual({ average: 4, count: 3 });
    expect(JSON.parse(String(texts.of('de', { shown, counters: { ...counters, ratingCount: 3, ratingSum: 12, price: 250 } }, titles, out))).finalPrice).toBe(2.5);
    const renamed = new Map([[1, 'Mathe'], [2, 'Deutsch']]);
    expect(JSON.parse(String(texts.of('de', { shown, counters: { ...counters, ratingCount: 3, ratingSum: 12, price: 250 } }, renamed, out))).subjects[0]).toEqual({ id: 1, title: 'Mathe' });
    expect(written).toHaveLength(4);
    expect(texts.size).toBe(1);
  });

  it('keeps at most 20,000 texts, the oldest going first', () => {
    const texts = new SummaryTexts();
    const maker = new ShownMaker();
    const docs = Array.from({ length: 20_001 }, (_, i) => ({ shown: maker.of(row(i + 1)), counters }));
    for (const doc of docs) texts.of('de', doc, titles, out);
    expect(texts.size).toBe(20_000);
    written.length = 0;
    texts.of('de', docs[20_000]!, titles, out);
    expect(written).toHaveLength(0);
    texts.of('de', docs[0]!, titles, out);
    expect(written).toHaveLength(1);
  });
});
