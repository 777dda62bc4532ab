/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { namesIn, repoRoot, sources } from '../test-support/app-sources';

// Issue 16: every build resolves `react-router` to a facade with the router's core
// (build/react-router-facade.mjs). A name an app imports that the facade lacks would be undefined in the
// browser and on the page server while jest (which uses the package itself) stays green: this test reads
// every app's code, the page server's included.
const root = repoRoot;
const facade = fs.readFileSync(path.join(root, 'shared-kit/build/react-router-facade.mjs'), 'utf8');


// The names the facade exports (`a as b` exports b).
const provided = new Set(
  [...facade.matchAll(/export \{([^}]*)\} from 'react-router\/production-lib\/[\w/.-]+'/g)].flatMap((m) =>
    m[1]!.split(',').map((part) => part.trim()).filter(Boolean).map((part) => part.split(/\s+as\s+/).pop()!.trim()),
  ),
);

describe('the react-router facade every build uses', () => {
  it('provides the routes, the hooks, the core the light Link is built on and the server router', () => {
    expect([...provided]).toEqual(
      expect.arrayContaining(['Routes', 'Route', 'Navigate', 'Router', 'useHref', 'useNavigate', 'useLocation', 'useParams', 'UNSAFE_createBrowserHistory', 'StaticRouter']),
    );
  });

  it('leaves out the DOM layer module (Form, NavLink, fetchers, framework prefetch)', () => {
    expect(facade).not.toMatch(/production-lib\/dom\/lib\.js/);
    expect(provided.has('Link')).toBe(false);
  });

  it('has every name the apps and the page server import from react-router', () => {
    const apps = ['shell', 'shared-kit', ...fs.readdirSync(root).filter((d) => d.startsWith('mfe-'))];
    const missing: string[] = [];
    let files = 0;
    for (const app of apps) {
      for (const file of [...sources(path.join(root, app, 'src')), ...sources(path.join(root, app, 'server'))]) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
          if (/^(import|export)\s+type\s/.test(match[0])) continue;
          files += 1;
          for (const name of namesIn(match[1]!)) if (!provided.has(name)) missing.push(`${path.relative(root, file)}: ${name}`);
        }
        if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router'|import\s+\w+\s+from\s+'react-router'|from\s+'react-router\/(?!production-lib)/.test(text)) {
          missing.push(`${path.relative(root, file)}: a namespace, default or sub-path import`);
        }
      }
    }
    expect(files).toBeGreaterThanOrEqual(4);
    expect(missing).toEqual([]);
  });
});
