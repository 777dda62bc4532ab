/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// Issue 16: the builds share `react-i18next` as a facade with the names the apps use
// (build/react-i18next-facade.mjs). A name an app imports that the facade lacks would be undefined in
// the browser while jest (which uses the package itself) stays green: this test reads every app's code.
const root = path.resolve(__dirname, '../../..');
const facade = fs.readFileSync(path.join(root, 'shared-kit/build/react-i18next-facade.mjs'), 'utf8');

function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

function sources(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__tests__' || entry.name.startsWith('dist')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(full, out);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

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
