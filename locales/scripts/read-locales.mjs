// Reads locales/<bundle>/<namespace>.json into memory, and reports files that do not belong
// there (a folder that is no bundle of catalog.json, a file that is no namespace) or are no JSON.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function readCatalog(dir) {
  return JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8'));
}

/** Bundle -> values a translator confirmed may equal English (the English-copy rule skips them). */
export function readSameAsEnglish(dir) {
  const { $comment: _comment, ...byBundle } = JSON.parse(readFileSync(join(dir, 'same-as-english.json'), 'utf8'));
  return byBundle;
}

/** @returns {{ locales: Record<string, Record<string, unknown>>, issues: object[] }} */
export function readLocales(dir, { languages, namespaces }) {
  const locales = {};
  const issues = [];
  const fileIssue = (bundle, namespace, rule, message) => issues.push({ bundle, namespace, key: '', rule, message });

  for (const entry of readdirSync(dir)) {
    const isFolder = statSync(join(dir, entry)).isDirectory();
    if (isFolder && !entry.startsWith('.') && !(entry in languages) && !['dist', 'node_modules', 'scripts'].includes(entry)) {
      fileIssue(entry, '*', 'unknown-bundle', `folder ${entry}/ is not a bundle of catalog.json`);
    }
  }
  for (const bundle of Object.keys(languages)) {
    locales[bundle] = {};
    const folder = join(dir, bundle);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      const namespace = file.replace(/\.json$/, '');
      if (!file.endsWith('.json') || !namespaces.includes(namespace)) {
        fileIssue(bundle, namespace, 'unknown-namespace', `${file} is not a namespace of catalog.json`);
      }
    }
    for (const namespace of namespaces) {
      const file = join(folder, `${namespace}.json`);
      if (!existsSync(file)) continue;
      try {
        const parsed = JSON.parse(readFileSync(file, 'utf8'));
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
        locales[bundle][namespace] = parsed;
      } catch (error) {
        fileIssue(bundle, namespace, 'invalid-json', `is not valid: ${error.message}`);
        locales[bundle][namespace] = {};
      }
    }
  }
  return { locales, issues };
}
