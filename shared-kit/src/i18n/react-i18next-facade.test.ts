/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { namesIn, repoRoot, sources } from '../test-support/app-sources';

// Issue 16: the builds share `react-i18next` as a facade with the names the apps use
// (build/react-i18next-facade.mjs). A name an app imports that the facade lacks would be undefined in
// the browser while jest (which uses the package itself) stays green: this test reads every app's code.
const root = repoRoot;
const facade = fs.readFileSync(path.join(root, 'shared-kit/build/react-i18next-facade.mjs'), 'utf8');


describe('the react-i18next facade the builds share', () => {
  const provided = new Set(namesIn(/export \{([^}]*)\} from 'react-i18next\/full'/.exec(facade)?.[1] ?? ''));

  it('provides the hook, the provider and the i18next plugin', () => {
    expect([...provided]).toEqual(expect.arrayContaining(['useTranslation', 'I18nextProvider', 'initReactI18next']));
  });

  it('has every name the apps import from react-i18next', () => {
    const apps = ['shell', 'shared-kit', ...fs.readdirSync(root).filter((d) => d.startsWith('mfe-'))];
    const missing: string[] = [];
    let files = 0;
    for (const app of apps) {
      for (const file of sources(path.join(root, app, 'src'))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-i18next'/g)) {
          if (/^(import|export)\s+type\s/.test(match[0])) continue;
          files += 1;
          for (const name of namesIn(match[1]!)) if (!provided.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
        }
        if (/import\s+\*\s+as\s+\w+\s+from\s+'react-i18next'|import\s+\w+\s+from\s+'react-i18next'/.test(text)) missing.push(`${path.relative(root, file)}: a namespace or default import`);
      }
    }
    expect(files).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
