// Issue 14: the architecture is written into eslint.config.mjs. These cases prove that `pnpm lint`
// fails on each kind of forbidden import, and passes the allowed ones, with the repository's config.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => m.ruleId);
}

describe('import boundaries (eslint.config.mjs)', () => {
  it('a feature of a remote may not import another feature of the same remote', async () => {
    const code = "import { ListPager } from '../../ui/ListPager';\nimport { SalesFilter } from '../sales/SalesFilter';\nexport const parts = [ListPager, SalesFilter];\n";
    expect(await problems('mfe-cabinet/src/features/evaluation/Probe.tsx', code)).toEqual(['import-x/no-restricted-paths']);
  });

  it('a remote may not import another remote or the shell', async () => {
    const code = "import { x } from '@teachmarket/mfe-material';\nexport const y = x;\n";
    expect(await problems('mfe-catalog/src/features/home/Probe.tsx', code)).toContain('no-restricted-imports');
  });

  it('the API imports only @teachmarket/contracts, never shared-kit', async () => {
    expect(await problems('api/src/routes/probe.ts', "import { href } from '@teachmarket/shared-kit';\nexport const y = href;\n")).toContain('no-restricted-imports');
    expect(await problems('api/src/routes/probe.ts', "import { href } from '@teachmarket/contracts';\nexport const y = href;\n")).toEqual([]);
  });

  it('contracts stay framework-free', async () => {
    expect(await problems('contracts/src/probe.ts', "import { atom } from 'nanostores';\nexport const y = atom(1);\n")).toContain('no-restricted-imports');
  });

  it('an import cycle fails lint', async () => {
    // storage/index.ts re-exports keys.ts: a keys.ts that imports index back closes a cycle.
    const code = "import { createStorage } from './index';\nexport const again = createStorage;\n";
    expect(await problems('api/src/storage/keys.ts', code)).toContain('import-x/no-cycle');
  });
});
