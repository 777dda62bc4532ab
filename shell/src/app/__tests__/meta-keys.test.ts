import { ROUTE_IDS } from '@teachmarket/shared-kit';
import enMeta from '../../../../locales/en/meta.json';

type MetaTree = Record<string, unknown>;

/** Route ids whose `<id>.title` or `<id>.description` is missing or empty in a meta tree. */
function missingMetaKeys(ids: readonly string[], meta: MetaTree): string[] {
  const missing: string[] = [];
  for (const id of ids) {
    const entry = meta[id] as Record<string, unknown> | undefined;
    for (const field of ['title', 'description']) {
      const value = entry?.[field];
      if (typeof value !== 'string' || value.trim() === '') missing.push(`${id}.${field}`);
    }
  }
  return missing;
}

// Issue 3: every route has its own title and description; without them Head falls back to
// meta:default and every page of that route shows the same generic title in search results.
// English is the source of keys; check.mjs makes the other 27 bundles follow it.
describe('meta namespace: title and description per route', () => {
  it('has <id>.title and <id>.description in locales/en/meta.json for every id of ROUTE_IDS', () => {
    expect(missingMetaKeys(ROUTE_IDS, enMeta)).toEqual([]);
  });

  it('reports a route whose title or description is missing or empty', () => {
    const meta = { home: { title: 'Home – Teachmarket', description: '' }, faq: { description: 'Answers.' } };
    expect(missingMetaKeys(['home', 'faq', 'terms'], meta)).toEqual([
      'home.description',
      'faq.title',
      'terms.title',
      'terms.description',
    ]);
  });

  it('keeps a fallback for routes Head cannot name (meta:default)', () => {
    expect(missingMetaKeys(['default'], enMeta)).toEqual([]);
  });
});
