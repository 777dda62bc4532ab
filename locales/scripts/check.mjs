#!/usr/bin/env node
// `npm test` step 1: every bundle must have exactly English's keys, variables and the plural forms
// its language needs (see check-rules.mjs). Prints coverage per bundle; exits 1 on any issue.
import { fileURLToPath } from 'node:url';
import { checkLocales, formatIssue } from './check-rules.mjs';
import { readCatalog, readLocales, readSameAsEnglish } from './read-locales.mjs';

const dir = fileURLToPath(new URL('..', import.meta.url));
const catalog = readCatalog(dir);
const read = readLocales(dir, catalog);
const { issues, coverage } = checkLocales({ ...catalog, locales: read.locales, sameAsEnglish: readSameAsEnglish(dir) });
const all = [...read.issues, ...issues];

console.log('Translation coverage (keys translated / English keys):');
for (const { bundle, translated, total } of coverage) {
  const percent = total ? ((100 * translated) / total).toFixed(1) : '100.0';
  console.log(`  ${bundle} (${catalog.languages[bundle]})  ${translated}/${total}  ${percent} %`);
}
if (all.length > 0) {
  console.error(`\n${all.length} translation issue(s):`);
  for (const item of all) console.error(`  ✗ ${formatIssue(item)}`);
  process.exit(1);
}
console.log(`\nAll ${coverage.length} bundles × ${catalog.namespaces.length} namespaces are complete.`);
