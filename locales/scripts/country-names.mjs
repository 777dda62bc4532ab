#!/usr/bin/env node
// Writes the country names of the 27 worlds into every bundle's header namespace (`countries`), in the
// bundle language's alphabetical order (issue 15/18: the header's country switch and the footer's
// country links name every world on every page; making the names in the browser with
// Intl.DisplayNames and Intl.Collator cost ~50 ms of a phone's first view, loading ICU data).
// The names are CLDR's, through this Node's Intl (full ICU): run again after a Node upgrade, or
// correct a name by hand afterwards (the check only requires every world, in the bundle's order).
//   node scripts/country-names.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const catalog = JSON.parse(fs.readFileSync(path.join(dir, 'catalog.json'), 'utf8'));
/** Worlds whose code is not their ISO region code. */
const REGION = { cn: 'CN', cz: 'CZ', dk: 'DK', gr: 'GR', hi: 'IN', jp: 'JP', kr: 'KR', kz: 'KZ', my: 'MY', rs: 'RS', se: 'SE', ua: 'UA' };
/** A bundle whose script is not its language's CLDR default. */
const INTL_LOCALE = JSON.parse(fs.readFileSync(path.join(dir, 'country-names.locales.json'), 'utf8')).locales;
const worlds = Object.keys(catalog.languages).filter((bundle) => bundle !== 'en');

const sameFile = path.join(dir, 'same-as-english.json');
const same = JSON.parse(fs.readFileSync(sameFile, 'utf8'));
const english = new Intl.DisplayNames(['en'], { type: 'region' });

for (const [bundle, language] of Object.entries(catalog.languages)) {
  const locale = INTL_LOCALE[bundle] ?? language;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const entries = worlds
    .map((world) => [world, names.of(REGION[world] ?? world.toUpperCase())])
    .sort((a, b) => collator.compare(a[1], b[1]));
  const file = path.join(dir, bundle, 'header.json');
  const header = JSON.parse(fs.readFileSync(file, 'utf8'));
  header.countries = Object.fromEntries(entries);
  fs.writeFileSync(file, `${JSON.stringify(header, null, 2)}\n`);
  if (bundle !== 'en') {
    const copies = entries.filter(([world, name]) => name === english.of(REGION[world] ?? world.toUpperCase())).map(([, name]) => name);
    const list = new Set(same[bundle] ?? []);
    for (const name of copies) list.add(name);
    if (list.size) same[bundle] = [...list];
  }
}
// The file's own layout: one line per bundle.
const lines = Object.entries(same).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value).replaceAll('","', '", "')}`);
fs.writeFileSync(sameFile, `{\n${lines.join(',\n')}\n}\n`);
console.log(`country names written for ${Object.keys(catalog.languages).length} bundles`);
