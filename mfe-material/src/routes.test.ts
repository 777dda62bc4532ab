import fs from 'node:fs';
import path from 'node:path';
import { getI18n, setI18n } from 'react-i18next';

/**
 * The material page's loader asks for its parts' namespaces with its code (withNamespaces in shared-kit):
 * a part that translates with a namespace the list lacks makes the page wait for it after it rendered,
 * showing the fallback, and React reveals the page no sooner than 300 ms after that (a click took ~500 ms).
 */
it('the material page loader asks, with its code, for every namespace the page\'s parts translate with', async () => {
  (globalThis as Record<string, unknown>).__APP_VERSION__ = 'test';
  const { default: contract } = await import('./routes');
  const real = getI18n();
  const asked: string[] = [];
  setI18n({ ...real, loadNamespaces: async (ns: string[]) => { asked.push(...ns); } } as unknown as typeof real);
  try {
    await contract.pages.material!();
  } finally {
    setI18n(real);
  }
  const dir = path.join(__dirname, 'features/material');
  const used = new Set<string>(['author-page']); // shared-kit's FollowButton, beside the author's name
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.tsx'))) {
    for (const call of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/useTranslation\(([^)]*)\)/g)) {
      for (const ns of call[1]!.matchAll(/'([a-z-]+)'/g)) used.add(ns[1]!);
    }
  }
  expect(used.size).toBeGreaterThan(4);
  expect(asked.sort()).toEqual(expect.arrayContaining([...used].sort()));
});
