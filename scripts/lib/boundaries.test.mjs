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

  it('the browser takes only types from api-types, so TypeBox stays out of its bundles (issue 16)', async () => {
    const RULE = '@typescript-eslint/no-restricted-imports';
    // A value from a schema module, in shared-kit, a remote and the shell (imports and re-exports alike).
    expect(await problems('shared-kit/src/probe.ts', "import { BILLING_LIMITS } from '@teachmarket/contracts/api-types';\nexport const y = BILLING_LIMITS;\n")).toContain(RULE);
    expect(await problems('mfe-cabinet/src/features/billing-address/Probe.tsx', "export { SCHOOL_LIMITS } from '@teachmarket/contracts/api-types/schools';\n")).toContain(RULE);
    expect(await problems('shell/src/probe.ts', "import { Value } from '@sinclair/typebox/value';\nexport const y = Value;\n")).toContain(RULE);
    // Types are erased at build time: allowed, as are the TypeBox-free rules.
    expect(await problems('shared-kit/src/probe.ts', "import type { Cart } from '@teachmarket/contracts/api-types';\nexport type Y = Cart;\n")).toEqual([]);
    expect(await problems('mfe-cabinet/src/features/billing-address/Probe.tsx', "export type { School } from '@teachmarket/contracts/api-types/schools';\n")).toEqual([]);
    expect(await problems('shared-kit/src/probe.ts', "import { BILLING_LIMITS } from '@teachmarket/contracts/rules';\nexport const y = BILLING_LIMITS;\n")).toEqual([]);
    // Tests may use the schemas (they compare the browser's checks with the API's).
    expect(await problems('shared-kit/src/probe.test.ts', "import { BillingSchema } from '@teachmarket/contracts/api-types/orders';\nexport const y = BillingSchema;\n")).toEqual([]);
    // The API keeps importing values from api-types.
    expect(await problems('api/src/routes/probe.ts', "import { BillingSchema } from '@teachmarket/contracts/api-types/orders';\nexport const y = BillingSchema;\n")).toEqual([]);
  });

  it('contracts/src/rules stays TypeBox-free (issue 16)', async () => {
    expect(await problems('contracts/src/rules/probe.ts', "import { Type } from '@sinclair/typebox';\nexport const y = Type.String();\n")).toContain('@typescript-eslint/no-restricted-imports');
    expect(await problems('contracts/src/rules/probe.ts', "import { BillingSchema } from '../api-types/orders';\nexport const y = BillingSchema;\n")).toContain('@typescript-eslint/no-restricted-imports');
    expect(await problems('contracts/src/rules/probe.ts', "import { BILLING_LIMITS } from './billing';\nexport const y = BILLING_LIMITS;\n")).toEqual([]);
  });

  it('an import cycle fails lint', async () => {
    // storage/index.ts re-exports keys.ts: a keys.ts that imports index back closes a cycle.
    const code = "import { createStorage } from './index';\nexport const again = createStorage;\n";
    expect(await problems('api/src/storage/keys.ts', code)).toContain('import-x/no-cycle');
  });
});
