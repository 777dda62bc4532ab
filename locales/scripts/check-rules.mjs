// The rules a translation bundle must follow, as pure functions over parsed JSON so the tests can
// feed them small fixtures. English (the source bundle) defines the keys (spec §1).

/** CLDR plural categories, the suffixes of i18next's v4 JSON format. */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_KEY = new RegExp(`^(.+)_(${CATEGORIES.join('|')})$`);
const VARIABLE = /\{\{\s*([^}]+?)\s*\}\}/g;

/** Terms that stay as they are in every language; removed before the English-copy rule. */
export const KEEP_AS_IS = ['Teachmarket', 'Blog', 'Team', 'Jobs'];
/** Fewer letters than this (after removing variables and KEEP_AS_IS) may equal English. */
export const MIN_LETTERS_FOR_COPY = 4;

/** Flattens nested objects into dotted keys; leaves that are not strings are kept for the checks. */
export function flatten(tree, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

export function pluralCategories(language) {
  const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  return CATEGORIES.filter((c) => used.includes(c));
}

export function variables(text) {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1].split(',')[0].trim()))].sort();
}

/** English keys grouped: plain keys, and plural bases (keys English has as base_other). */
export function sourceKeys(flatEnglish) {
  const plurals = new Set();
  for (const key of flatEnglish.keys()) {
    const m = PLURAL_KEY.exec(key);
    if (m && m[2] === 'other') plurals.add(m[1]);
  }
  const plain = [...flatEnglish.keys()].filter((k) => !plurals.has(PLURAL_KEY.exec(k)?.[1]));
  return { plain, plurals: [...plurals] };
}

function isEnglishCopy(value, english, allowed) {
  if (value !== english || allowed.includes(value)) return false;
  let rest = value.replace(VARIABLE, '');
  for (const term of KEEP_AS_IS) rest = rest.replaceAll(term, '');
  return (rest.match(/\p{L}/gu) ?? []).length >= MIN_LETTERS_FOR_COPY;
}

/**
 * Issue 18: the script each non-Latin interface language is written in (Unicode script names). A value
 * with a Latin word of 4+ letters and not one letter of its language's script is another language
 * (the Malayalam bundle `my` once had its login-as texts in Malay). Serbian is written in both Cyrillic
 * and Latin; its bundle uses Cyrillic only (ONE_SCRIPT below).
 */
export const LANGUAGE_SCRIPTS = {
  el: ['Greek'], ml: ['Malayalam'], ja: ['Han', 'Hiragana', 'Katakana'], ko: ['Hangul'], zh: ['Han'], th: ['Thai'],
  hi: ['Devanagari'], bg: ['Cyrillic'], uk: ['Cyrillic'], kk: ['Cyrillic'], sr: ['Cyrillic'],
};

/**
 * Issue 18: a language written in two scripts whose interface uses one of them. Serbian (bundle rs)
 * is Cyrillic, like most of its bundle and the API's Serbian texts: a value must not hold a Serbian
 * word in Latin letters. Latin stays only where it is not Serbian: KEEP_AS_IS (also declined,
 * "Teachmarketa"), FOREIGN_TERMS, acronyms in capitals (PDF, AI, IBAN), unit symbols, e-mail
 * addresses, web addresses and file or domain names (primer.rs, remotes.json).
 */
export const ONE_SCRIPT = { sr: 'Cyrillic' };
/** Product and format names that are written in Latin letters in any script. */
export const FOREIGN_TERMS = ['iPhone', 'iPad', 'App Store', 'PowerPoint', 'Word', 'Microsoft', 'OpenAI', 'WebP', 'Scratch', 'Google', 'Apple', 'GitHub'];
const UNIT_SYMBOLS = new Set(['s', 'ms', 'px', 'kg', 'km', 'cm', 'mm']);

/** The first word of a one-script language's value written in the other script (null: none). */
export function otherScriptWord(language, text) {
  if (!ONE_SCRIPT[language]) return null;
  let rest = text
    .replace(VARIABLE, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .replace(/[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/gu, (m) => (/\p{Script=Latin}/u.test(m) ? ' ' : m));
  for (const term of KEEP_AS_IS) rest = rest.replace(new RegExp(`${term}\\p{L}*`, 'gu'), ' ');
  for (const term of FOREIGN_TERMS) rest = rest.replaceAll(term, ' ');
  const words = rest.match(/\p{Script=Latin}+/gu) ?? [];
  return words.find((word) => !/^\p{Lu}{2,}$/u.test(word) && !UNIT_SYMBOLS.has(word)) ?? null;
}

/**
 * Issue 18: one voice per language, the interface's. Words of the other voice a value must not use,
 * e.g. Greek speaks to the reader formally (σας, "Δοκιμάστε"), never with the informal σου / εσύ.
 */
export const VOICE_RULES = {
  el: { words: ['σου', 'σού', 'εσύ', 'Σου', 'Εσύ', 'σένα', 'εσένα'], voice: 'formal (σας)' },
};

function wrongScript(language, text) {
  const scripts = LANGUAGE_SCRIPTS[language];
  if (!scripts) return false;
  let rest = text.replace(VARIABLE, '');
  for (const term of KEEP_AS_IS) rest = rest.replaceAll(term, '');
  const own = new RegExp(scripts.map((name) => `\\p{Script=${name}}`).join('|'), 'u');
  return !own.test(rest) && /\p{Script=Latin}{4,}/u.test(rest);
}

function otherVoice(language, text) {
  const rule = VOICE_RULES[language];
  if (!rule) return null;
  const words = text.replace(VARIABLE, '').split(/[^\p{L}]+/u);
  const found = rule.words.find((word) => words.includes(word));
  return found ? { found, voice: rule.voice } : null;
}

/** Rules for one value: a non-empty string, English's variables, not an English copy, its language's script and voice. */
function checkValue(ctx, key, value, english) {
  if (typeof value !== 'string') return [issue(ctx, key, 'not-string', `must be a string, got ${JSON.stringify(value)}`)];
  if (value.trim() === '') return [issue(ctx, key, 'empty', 'is empty')];
  const want = variables(english).join(', ');
  const got = variables(value).join(', ');
  if (want !== got) return [issue(ctx, key, 'interpolation', `uses {{${got}}} but English uses {{${want}}}`)];
  if (!ctx.isSource && isEnglishCopy(value, english, ctx.sameAsEnglish))
    return [issue(ctx, key, 'english-copy', `is identical to English: "${value}"`)];
  if (!ctx.isSource && wrongScript(ctx.language, value))
    return [issue(ctx, key, 'wrong-script', `is not written in ${LANGUAGE_SCRIPTS[ctx.language].join('/')} script: "${value}"`)];
  const mixed = ctx.isSource ? null : otherScriptWord(ctx.language, value);
  if (mixed) return [issue(ctx, key, 'mixed-script', `has "${mixed}" in Latin letters; this bundle is written in ${ONE_SCRIPT[ctx.language]} only: "${value}"`)];
  const voice = ctx.isSource ? null : otherVoice(ctx.language, value);
  if (voice) return [issue(ctx, key, 'voice', `uses "${voice.found}"; this interface speaks in one voice, ${voice.voice}: "${value}"`)];
  return [];
}

function issue(ctx, key, rule, message) {
  return { bundle: ctx.bundle, namespace: ctx.namespace, key, rule, message };
}

/**
 * Checks one namespace of one bundle against English. `sameAsEnglish` lists values a translator
 * confirmed are correct although equal to English (fr "Description", es "Total").
 * @returns {{ issues: object[], total: number, translated: number }}
 */
export function checkNamespace({ bundle, language, namespace, english, translation, isSource = false, sameAsEnglish = [] }) {
  const ctx = { bundle, language, namespace, isSource, sameAsEnglish };
  const en = flatten(english);
  const tr = flatten(translation);
  const { plain, plurals } = sourceKeys(en);
  const issues = [];
  const seen = new Set();
  let translated = 0;

  for (const key of plain) {
    seen.add(key);
    const found = tr.has(key)
      ? checkValue(ctx, key, tr.get(key), en.get(key))
      : [issue(ctx, key, 'missing-key', 'is missing (English has it)')];
    issues.push(...found);
    if (found.length === 0) translated++;
  }

  const categories = pluralCategories(language);
  for (const base of plurals) {
    const found = [];
    const has = CATEGORIES.filter((c) => tr.has(`${base}_${c}`));
    for (const c of has) seen.add(`${base}_${c}`);
    const lacking = categories.filter((c) => !has.includes(c));
    const extra = has.filter((c) => !categories.includes(c));
    if (lacking.length || extra.length) {
      const detail = [lacking.length && `lacks _${lacking.join(', _')}`, extra.length && `has _${extra.join(', _')} it must not have`];
      found.push(issue(ctx, base, 'plural-forms', `${detail.filter(Boolean).join(' and ')}: ${language} uses ${categories.join(', ')}`));
    }
    for (const c of has.filter((c) => categories.includes(c))) {
      found.push(...checkValue(ctx, `${base}_${c}`, tr.get(`${base}_${c}`), en.get(`${base}_${c}`) ?? en.get(`${base}_other`)));
    }
    issues.push(...found);
    if (found.length === 0) translated++;
  }

  for (const key of tr.keys()) {
    if (!seen.has(key)) issues.push(issue(ctx, key, 'extra-key', 'is not in English (remove it or add it to English first)'));
  }
  return { issues, total: plain.length + plurals.length, translated };
}

/**
 * Checks every bundle. `locales` maps bundle -> namespace -> parsed JSON (undefined when the file
 * is missing); `languages` maps bundle -> language code (catalog.json); `sameAsEnglish` maps
 * bundle -> values allowed to equal English (same-as-english.json).
 * @returns {{ issues: object[], coverage: { bundle: string, translated: number, total: number }[] }}
 */
export function checkLocales({ locales, languages, namespaces, source = 'en', sameAsEnglish = {} }) {
  const issues = [];
  const coverage = [];
  for (const [bundle, language] of Object.entries(languages)) {
    if (new Intl.PluralRules(language).resolvedOptions().locale !== language) {
      // e.g. "cn" or "ua" given as a language: Intl would silently use another locale's plural rules
      issues.push({
        bundle,
        namespace: '*',
        key: '',
        rule: 'unknown-language',
        message: `language "${language}" in catalog.json is not a locale Intl knows`,
      });
    }
    let translated = 0;
    let total = 0;
    for (const namespace of namespaces) {
      const english = locales[source]?.[namespace] ?? {};
      const translation = locales[bundle]?.[namespace];
      if (translation === undefined) {
        issues.push({
          bundle,
          namespace,
          key: '',
          rule: 'missing-file',
          message: 'has no file (every bundle needs every namespace, `{}` when empty)',
        });
        const { plain, plurals } = sourceKeys(flatten(english));
        total += plain.length + plurals.length;
        continue;
      }
      const isSource = bundle === source;
      const allowed = sameAsEnglish[bundle] ?? [];
      const result = checkNamespace({ bundle, language, namespace, english, translation, isSource, sameAsEnglish: allowed });
      issues.push(...result.issues);
      translated += result.translated;
      total += result.total;
    }
    coverage.push({ bundle, translated, total });
  }
  return { issues, coverage };
}

export function formatIssue({ bundle, namespace, key, rule, message }) {
  return `${bundle}/${namespace}${key ? `: ${key}` : ''} ${message} [${rule}]`;
}
