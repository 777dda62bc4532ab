/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import * as kit from './index';
import * as pageApi from './page-api';
import * as pageUi from './page-ui';
import * as folders from './folders';
import * as schoolWishlist from './school-wishlist';

// Issue 16: what shared-kit's main entry puts into every first view, and what its narrow entry points
// (`/page-api`, `/page-ui`, shared modules of their own, loaded only by pages that import them) may hold.
const src = __dirname;

/** The modules a file loads at run time (type-only imports and exports are erased), followed through relative paths. */
function graph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)';/gm)) {
      if (m[1]) continue;
      const spec = m[2]!;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = path.resolve(path.dirname(file), spec);
      if (/\.css$/.test(spec)) continue;
      const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
      if (!found) throw new Error(`${path.relative(src, file)}: cannot resolve ${spec}`);
      visit(found);
    }
  };
  visit(path.join(src, entry));
  return { files: new Set([...files].map((f) => path.relative(src, f))), packages };
}

describe("shared-kit's entry points", () => {
  it('the main entry loads no rules but the wishlist page size (a page imports the rules of its area itself)', () => {
    const { packages } = graph('index.ts');
    expect([...packages].filter((p) => p.startsWith('@teachmarket/contracts/rules')).sort()).toEqual(['@teachmarket/contracts/rules/favourites']);
  });

  it('the main entry does not hold the modules of the narrow entries', () => {
    const { files } = graph('index.ts');
    for (const only of ['ui/form/Field.tsx', 'ui/form/ErrorSummary.tsx', 'ui/form/use-form-fields.ts', 'ui/QueryView.tsx', 'api/endpoints/account.ts', 'api/endpoints/account-tokens.ts', 'api/endpoints/orders.ts']) {
      expect(files).not.toContain(only);
    }
  });

  it('a narrow entry holds no state of its own (a copy of a store, the router or a context would not be the shell\'s)', () => {
    for (const entry of ['page-api.ts', 'page-ui.ts']) {
      const stateful = [...graph(entry).files].filter((f) => /^(stores|router|data|i18n)\/|use-hydrated|http-client/.test(f) && f !== 'api/http-client.ts');
      expect({ entry, stateful }).toEqual({ entry, stateful: [] });
    }
  });

  it('the folders store is the folders entry\'s alone: the main entry does not load it, the entry holds no other state', () => {
    const main = graph('index.ts').files;
    const own = [...graph('folders.ts').files];
    expect(own).toEqual(expect.arrayContaining(['stores/folders.ts', 'stores/folder-actions.ts']));
    expect(own.filter((f) => main.has(f) && /^(stores|router|data|i18n)\//.test(f))).toEqual([]);
    expect(own.filter((f) => /^(stores|router|data|i18n)\/|use-hydrated/.test(f)).sort()).toEqual(['stores/folder-actions.ts', 'stores/folders.ts']);
  });

  it('the school wishlist store is its entry\'s alone, the main entry does not load it', () => {
    const main = graph('index.ts').files;
    const own = [...graph('school-wishlist.ts').files];
    expect(own).toContain('stores/school-wishlist.ts');
    expect(own.filter((f) => main.has(f) && /^(stores|router|data|i18n)\//.test(f))).toEqual([]);
    expect(own.filter((f) => /^(stores|router|data|i18n)\/|use-hydrated/.test(f))).toEqual(['stores/school-wishlist.ts']);
  });

  it('re-exports the contracts\' values by name: `export *` from another shared module ships a run-time list of every name to skip', () => {
    const text = fs.readFileSync(path.join(src, 'index.ts'), 'utf8');
    expect(text).not.toMatch(/^export \* from '@teachmarket\/contracts'/m);
    for (const name of ['href', 'match', 'counterpartHref', 'formatPrice', 'WORLDS', 'parseRegistry', 'resolveWorld']) expect(typeof (kit as Record<string, unknown>)[name]).not.toBe('undefined');
  });

  it('every name is exported by one entry only', () => {
    const main = new Set(Object.keys(kit));
    expect(Object.keys(pageApi).filter((name) => main.has(name))).toEqual([]);
    expect(Object.keys(pageUi).filter((name) => main.has(name))).toEqual([]);
    expect(Object.keys(folders).filter((name) => main.has(name))).toEqual([]);
    expect(Object.keys(schoolWishlist).filter((name) => main.has(name))).toEqual([]);
    expect(Object.keys(folders)).toEqual(expect.arrayContaining(['$folders', 'loadFolders', 'syncFolders', 'addFolder', 'renameFolder']));
    expect(Object.keys(pageUi)).toEqual(expect.arrayContaining(['Field', 'ErrorSummary', 'summaryErrors', 'useFormFields', 'QueryView']));
  });
});
