import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readLocales } from './read-locales.mjs';

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'locales-read-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('reads bundles and reports stray folders, stray files and broken JSON', () => {
  for (const bundle of ['en', 'pl', 'xx']) mkdirSync(join(dir, bundle));
  writeFileSync(join(dir, 'en/cart.json'), '{"title":"Shopping cart"}');
  writeFileSync(join(dir, 'pl/cart.json'), '{"title": "Koszyk",}');
  writeFileSync(join(dir, 'pl/carts.json'), '{}');
  const { locales, issues } = readLocales(dir, { languages: { en: 'en', pl: 'pl' }, namespaces: ['cart'] });
  expect(locales.en.cart).toEqual({ title: 'Shopping cart' });
  expect(issues.map((i) => `${i.rule}:${i.bundle}/${i.namespace}`).sort()).toEqual([
    'invalid-json:pl/cart',
    'unknown-bundle:xx/*',
    'unknown-namespace:pl/carts',
  ]);
});
