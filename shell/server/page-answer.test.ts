/** @jest-environment node */
import { answerPage, type PageServerDeps } from './page-answer';
import { headHtml, withHead } from './head-tags';
import { parseWorldWebUrls } from './index';
import type { MetaTexts } from './head-tags';

const TEXTS: MetaTexts = {
  default: { title: 'Teachmarket', description: 'Default' },
  home: { title: 'Home title', description: 'Home description' },
  notFound: { title: 'Not found', description: 'Gone' },
  material: { title: '{{title}} – Teachmarket', description: '{{title}} by {{author}}' },
};

const MATERIAL = {
  id: 7, slug: 'fractions', title: 'Fractions </script><script>alert(1)</script> "quoted"', world: 'de', description: '<p>Adding &amp; <strong>cutting</strong> fractions.</p>',
  finalPrice: 4.5, currencyCode: 'EUR', rating: { average: 4.5, count: 2 }, author: { publicName: 'Anna' }, previews: [], firstPreviewImage: null,
  subjects: [], materialType: { code: 'worksheet', title: 'Worksheet' },
};

function deps(api: Record<string, { status: number; body: unknown } | null>): PageServerDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    origin: () => 'https://teachmarket.example',
    customDomains: {},
    metaTexts: () => TEXTS,
    apiGet: async (path) => {
      calls.push(path);
      return api[path.split('?')[0]!] ?? null;
    },
  };
}

const url = (path: string) => new URL(path, 'https://ignored.example');

describe('answerPage', () => {
  test('a material the API does not know is a 404 with noindex; one it cannot reach is left to the browser (200, not 404)', async () => {
    const missing = await answerPage(deps({ '/v1/materials/7': { status: 404, body: { error: { code: 'not_found' } } } }), { url: url('/de/material/7/fractions'), host: null });
    expect(missing.status).toBe(404);
    expect(missing.head.robots).toMatch(/^noindex/);
    const down = await answerPage(deps({}), { url: url('/de/material/7/fractions'), host: null });
    expect(down).toMatchObject({ status: 200, degraded: true });
    expect(down.head.canonical).toBe('https://teachmarket.example/de/material/7/fractions');
  });

  test('a landing page for a subject or school type the world does not have is a 404 (issue 18)', async () => {
    const filters = { '/v1/filters': { status: 200, body: { items: { subject: [{ id: 4, title: 'Biologie' }], school_type: [{ id: 'primary', title: 'Grundschule' }] } } } };
    const lessons = (id: number) => answerPage(deps(filters), { url: url(`/de/unterricht/${id}/biologie`), host: null });
    expect((await lessons(4)).status).toBe(200);
    expect((await lessons(999)).status).toBe(404);
    expect((await answerPage(deps(filters), { url: url('/de/schulmaterialen/primary'), host: null })).status).toBe(200);
    expect((await answerPage(deps(filters), { url: url('/de/schulmaterialen/hogwarts'), host: null })).status).toBe(404);
    expect(await answerPage(deps({}), { url: url('/de/unterricht/999/x'), host: null })).toMatchObject({ status: 200, degraded: true });
  });

  test('the canonical origin is the configured one, never the request host', async () => {
    const answer = await answerPage(deps({}), { url: url('/de'), host: 'evil.example' });
    expect(answer.head.canonical).toBe('https://teachmarket.example/de');
  });

  test('a world ops serve on a host of its own (WORLD_WEB_URLS) is canonical there, and every alternate is on its world\'s host', async () => {
    const d = { ...deps({}), origin: (world: string) => (world === 'fr' ? 'https://teachmarket.fr' : 'https://teachmarket.example') };
    const answer = await answerPage(d, { url: url('/fr'), host: null });
    expect(answer.head.canonical).toBe('https://teachmarket.fr/fr');
    expect(answer.head.alternates).toContainEqual({ hreflang: 'de', href: 'https://teachmarket.example/de' });
    expect(answer.head.alternates.filter((a) => a.href.startsWith('https://teachmarket.fr/'))).toEqual([{ hreflang: 'fr', href: 'https://teachmarket.fr/fr' }]);
    expect(parseWorldWebUrls('fr=https://teachmarket.fr/, it=https://teachmarket.it')).toEqual({ fr: 'https://teachmarket.fr', it: 'https://teachmarket.it' });
    expect(() => parseWorldWebUrls('zz=https://x.example')).toThrow(/not a world/);
  });

  test('page data is escaped: a title cannot close the JSON-LD block or an attribute', async () => {
    const d = deps({ '/v1/materials/7': { status: 200, body: { item: MATERIAL } } });
    const answer = await answerPage(d, { url: url('/de/material/7/fractions'), host: null });
    expect(answer.status).toBe(200);
    const html = headHtml(answer.head);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('&quot;quoted&quot;');
    const block = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toMatchObject({ '@type': 'Product', name: MATERIAL.title, offers: { price: '4.50', priceCurrency: 'EUR' } });
    expect(answer.head.description).toBe('Adding & cutting fractions.');
  });

  test('withHead replaces the built title and sets the language', () => {
    const index = '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Teachmarket</title><script defer src="/main.js"></script></head><body></body></html>';
    const head = { lang: 'fr', title: 'Accueil', description: 'd', robots: 'index,follow' as const, canonical: null, alternates: [], og: null, jsonLd: [] };
    const out = withHead(index, head);
    expect(out).toContain('<html lang="fr"');
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out.indexOf('<title>Accueil</title>')).toBeLessThan(out.indexOf('<script'));
  });
});
