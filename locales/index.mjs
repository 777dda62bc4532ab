// @teachmarket/locales for Node tools (build and serve scripts, tests). Browsers never import this:
// they fetch dist/manifest.json and the hashed files it names (shared-kit/src/i18n).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const catalog = JSON.parse(readFileSync(new URL('./catalog.json', import.meta.url), 'utf8'));

/** Folder with the source files, locales/<bundle>/<namespace>.json. */
export const sourceDir = fileURLToPath(new URL('.', import.meta.url));
/** Folder written by `npm run build`: <bundle>/<namespace>.<hash8>.json and manifest.json. */
export const distDir = fileURLToPath(new URL('./dist', import.meta.url));
export const manifestPath = fileURLToPath(new URL('./dist/manifest.json', import.meta.url));
/** The bundle whose keys every other bundle must have. */
export const sourceBundle = catalog.source;
/** Bundle codes (world codes plus en), e.g. ['bg', 'cn', ...]. */
export const bundles = Object.freeze(Object.keys(catalog.languages));
export const namespaces = Object.freeze([...catalog.namespaces]);
/** Bundle -> language code (spec §1: cn -> zh, gr -> el, ...). */
export const languageOfBundle = Object.freeze({ ...catalog.languages });
