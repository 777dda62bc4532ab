/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { namesIn, repoRoot, sources } from '../test-support/app-sources';

// Issue 16: the builds share `nanostores` as a facade with the names in use (build/nanostores-facade.mjs).
// A name an app or a nanostores package in the browser imports that the facade lacks would be undefined
// in the browser while jest (which uses the package itself) stays green: this test reads their code.
const root = repoRoot;
const facade = fs.readFileSync(path.join(root, 'shared-kit/build/nanostores-facade.mjs'), 'utf8');
const IMPORT = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]nanostores['"]/g;

/** The package's installed ES files (as the builds resolve it from shared-kit). */
function packageFiles(name: string): string[] {
  const dir = fs.realpathSync(path.join(root, 'shared-kit/node_modules', name));
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.m?js$/.test(entry.name)) out.push(full);
    }
  };
  walk(dir);
  return out;
}

describe('the nanostores facade the builds share', () => {
  const provided = new Set(namesIn(/export \{([^}]*)\} from 'nanostores\/full'/.exec(facade)?.[1] ?? ''));

  it('provides the stores and their lifecycle', () => {
    expect([...provided]).toEqual(expect.arrayContaining(['atom', 'map', 'computed', 'onMount']));
  });

  it('has every name the apps, @nanostores/react and @nanostores/query import from nanostores', () => {
    const apps = ['shell', 'shared-kit', ...fs.readdirSync(root).filter((d) => d.startsWith('mfe-'))];
    const files = [
      ...apps.flatMap((app) => sources(path.join(root, app, 'src'))).filter((file) => !file.includes(`${path.sep}test-support${path.sep}`)),
      ...packageFiles('@nanostores/react'),
      ...packageFiles('@nanostores/query'),
    ];
    const missing: string[] = [];
    let importing = 0;
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT)) {
        if (/^(import|export)\s+type\s/.test(match[0])) continue;
        importing += 1;
        for (const name of namesIn(match[1]!)) if (!provided.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
      }
      if (/import\s+\*\s+as\s+\w+\s+from\s+['"]nanostores['"]|import\s+\w+\s+from\s+['"]nanostores['"]/.test(text)) missing.push(`${path.relative(root, file)}: a namespace or default import`);
    }
    expect(importing).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
