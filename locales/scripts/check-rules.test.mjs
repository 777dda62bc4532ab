import { checkLocales, checkNamespace, flatten, formatIssue, pluralCategories, variables } from './check-rules.mjs';

const english = {
  title: 'Shopping cart',
  remove: 'Remove {{title}}',
  nested: { label: 'Search teaching materials' },
  items_one: '{{count}} material',
  items_other: '{{count}} materials',
  brand: '© {{year}} Teachmarket',
};
const german = {
  title: 'Warenkorb',
  remove: '{{title}} entfernen',
  nested: { label: 'Unterrichtsmaterialien suchen' },
  items_one: '{{count}} Material',
  items_other: '{{count}} Materialien',
  brand: '© {{year}} Teachmarket',
};
const polishPlurals = {
  items_one: '{{count}} materiał',
  items_few: '{{count}} materiały',
  items_many: '{{count}} materiałów',
  items_other: '{{count}} materiału',
};

function check(translation, { bundle = 'de', language = 'de', source = english } = {}) {
  return checkNamespace({ bundle, language, namespace: 'cart', english: source, translation });
}
const rules = (result) => result.issues.map((i) => `${i.rule}:${i.key}`);

describe('translation rules', () => {
  test('a complete translation passes and counts as fully translated', () => {
    expect(check(german)).toEqual({ issues: [], total: 5, translated: 5 });
  });

  test('missing key: names bundle, namespace and key', () => {
    const { nested: _nested, ...rest } = german;
    const result = check(rest);
    expect(rules(result)).toEqual(['missing-key:nested.label']);
    expect(formatIssue(result.issues[0])).toBe('de/cart: nested.label is missing (English has it) [missing-key]');
    expect(result.translated).toBe(4);
  });

  test('extra key that English lacks', () => {
    expect(rules(check({ ...german, oldLabel: 'Alt' }))).toEqual(['extra-key:oldLabel']);
  });

  test('interpolation variables must equal English (missing, renamed, added)', () => {
    expect(rules(check({ ...german, remove: 'Entfernen' }))).toEqual(['interpolation:remove']);
    expect(rules(check({ ...german, remove: '{{titel}} entfernen' }))).toEqual(['interpolation:remove']);
    expect(rules(check({ ...german, items_one: '{{count}} Material von {{name}}' }))).toEqual(['interpolation:items_one']);
  });

  test('plural forms: a category the language needs is missing', () => {
    const { items_one: _one, ...noOne } = german;
    expect(rules(check(noOne))).toEqual(['plural-forms:items']);
    const { items_few: _few, ...noFew } = polishPlurals;
    const polish = check({ ...german, ...noFew }, { bundle: 'pl', language: 'pl' });
    expect(rules(polish)).toEqual(['plural-forms:items']);
    expect(polish.issues[0].message).toMatch(/lacks _few.*pl uses one, few, many, other/);
  });

  test('plural forms: a category the language does not use is rejected', () => {
    const japanese = check({ ...german, title: 'カート', remove: '{{title}} を削除', nested: { label: '教材を検索' }, items_one: '{{count}} 件', items_other: '{{count}} 件の教材' }, { bundle: 'jp', language: 'ja' });
    expect(rules(japanese)).toEqual(['plural-forms:items']);
    expect(japanese.issues[0].message).toMatch(/has _one it must not have: ja uses other/);
    expect(rules(check({ ...german, items_many: '{{count}} Materialien' }))).toEqual(['plural-forms:items']);
  });

  test('plural forms: a language with few/many passes with exactly its categories', () => {
    const { items_one: _one, items_other: _other, ...rest } = german;
    expect(check({ ...rest, ...polishPlurals }, { bundle: 'pl', language: 'pl' }).issues).toEqual([]);
  });

  test('a plural key given as a plain key is an extra key and the forms are missing', () => {
    const { items_one: _one, items_other: _other, ...rest } = german;
    expect(rules(check({ ...rest, items: '{{count}} Materialien' }))).toEqual(['plural-forms:items', 'extra-key:items']);
  });

  test('empty and non-string values', () => {
    expect(rules(check({ ...german, title: '  ' }))).toEqual(['empty:title']);
    expect(rules(check({ ...german, title: 3 }))).toEqual(['not-string:title']);
  });

  test('English copies are flagged, short or kept-as-is strings are allowed', () => {
    expect(rules(check({ ...german, nested: { label: 'Search teaching materials' } }))).toEqual(['english-copy:nested.label']);
    expect(rules(check({ ...german, items_other: '{{count}} materials' }))).toEqual(['english-copy:items_other']);
    const description = { ...german, nested: { label: 'Search teaching materials' } };
    expect(check(description).issues).toHaveLength(1);
    const confirmed = {
      bundle: 'de',
      language: 'de',
      namespace: 'cart',
      english,
      translation: description,
      sameAsEnglish: ['Search teaching materials'],
    };
    expect(checkNamespace(confirmed).issues).toEqual([]);
    const short = { title: 'Blog', team: 'Team', ai: 'AI', brand: '© {{year}} Teachmarket' };
    expect(checkNamespace({ bundle: 'de', language: 'de', namespace: 'x', english: short, translation: short }).issues).toEqual([]);
  });

  test('a value in another language than its bundle\'s script is flagged (issue 18: Malay in the Malayalam bundle)', () => {
    const source = { title: 'Log in as another user', brand: '© {{year}} Teachmarket', file: 'PDF' };
    const malayalam = { title: 'മറ്റൊരു ഉപയോക്താവായി ലോഗിൻ ചെയ്യുക', brand: '© {{year}} Teachmarket', file: 'PDF' };
    expect(check(malayalam, { bundle: 'my', language: 'ml', source }).issues).toEqual([]);
    const malay = check({ ...malayalam, title: 'Log masuk sebagai pengguna lain' }, { bundle: 'my', language: 'ml', source });
    expect(rules(malay)).toEqual(['wrong-script:title']);
    // Latin product names inside a Malayalam sentence are fine; Latin-script languages are not checked.
    expect(check({ ...malayalam, title: 'Microsoft ഉപയോഗിച്ച് സൈൻ ഇൻ' }, { bundle: 'my', language: 'ml', source }).issues).toEqual([]);
    expect(check({ ...malayalam, title: 'Als anderer Nutzer anmelden' }, { bundle: 'de', language: 'de', source }).issues).toEqual([]);
  });

  test('Serbian is written in Cyrillic only: a Serbian word in Latin letters is flagged, names, codes and addresses are not (issue 18)', () => {
    const source = { a: 'Log in', b: 'Download PDF', c: 'Certified author of Teachmarket', d: 'For example: school.rs or buyer@example.com', e: 'Slow request (over 3 s)', f: 'Teachmarket is also an app for iPhone and iPad.' };
    const cyrillic = { a: 'Пријава', b: 'Преузми PDF', c: 'Сертификовани аутор Teachmarketa', d: 'На пример: gimnazija-beograd.rs или kupac@example.com', e: 'Спор захтев (преко 3 s)', f: 'Teachmarket је и апликација за iPhone и iPad.' };
    expect(check(cyrillic, { bundle: 'rs', language: 'sr', source }).issues).toEqual([]);
    // A whole value in Serbian Latin, and one Latin word in a Cyrillic sentence (the mix the bundle had).
    expect(rules(check({ ...cyrillic, a: 'Prijava na nalog' }, { bundle: 'rs', language: 'sr', source }))).toEqual(['wrong-script:a']);
    expect(rules(check({ ...cyrillic, b: 'Преузми PDF datoteku' }, { bundle: 'rs', language: 'sr', source }))).toEqual(['mixed-script:b']);
    expect(rules(check({ ...cyrillic, c: 'Нема корисника са овим ID-jem' }, { bundle: 'rs', language: 'sr', source }))).toEqual(['mixed-script:c']);
    // Croatian, a Latin-script neighbour, is not bound to one script by this rule.
    expect(check({ a: 'Prijava', b: 'Preuzmi PDF' }, { bundle: 'hr', language: 'hr', source: { a: 'Log in', b: 'Download PDF' } }).issues).toEqual([]);
  });

  test('Greek speaks formally: an informal σου or εσύ is flagged (issue 18: one voice per language)', () => {
    const source = { a: 'Your cart is empty.', b: 'Try again.' };
    const formal = { a: 'Το καλάθι σας είναι άδειο.', b: 'Δοκιμάστε ξανά.' };
    expect(check(formal, { bundle: 'gr', language: 'el', source }).issues).toEqual([]);
    const informal = check({ ...formal, a: 'Το καλάθι σου είναι άδειο.' }, { bundle: 'gr', language: 'el', source });
    expect(rules(informal)).toEqual(['voice:a']);
    expect(informal.issues[0].message).toContain('σου');
  });

  test('the source bundle itself is checked for plural forms but not for English copies', () => {
    expect(
      checkNamespace({ bundle: 'en', language: 'en', namespace: 'cart', english, translation: english, isSource: true }).issues,
    ).toEqual([]);
    const broken = { ...english, items_many: 'x' };
    expect(
      rules(checkNamespace({ bundle: 'en', language: 'en', namespace: 'cart', english: broken, translation: broken, isSource: true })),
    ).toEqual(['plural-forms:items']);
  });

  test('checkLocales reports missing files and coverage per bundle', () => {
    const result = checkLocales({
      languages: { en: 'en', de: 'de', pl: 'pl' },
      namespaces: ['cart', 'blogpost'],
      locales: { en: { cart: english, blogpost: {} }, de: { cart: german, blogpost: {} }, pl: { cart: german } },
    });
    expect(result.coverage).toEqual([
      { bundle: 'en', translated: 5, total: 5 },
      { bundle: 'de', translated: 5, total: 5 },
      { bundle: 'pl', translated: 4, total: 5 },
    ]);
    expect(rules(result)).toEqual(['plural-forms:items', 'missing-file:']);
    expect(result.issues.map((i) => `${i.bundle}/${i.namespace}`)).toEqual(['pl/cart', 'pl/blogpost']);
  });
});

test('checkLocales rejects a catalog language Intl does not know (a bundle code given as language)', () => {
  const result = checkLocales({ languages: { en: 'en', ua: 'ua' }, namespaces: ['cart'], locales: { en: { cart: {} }, ua: { cart: {} } } });
  expect(rules(result)).toEqual(['unknown-language:']);
  expect(result.issues[0].bundle).toBe('ua');
});

describe('helpers', () => {
  test('flatten uses dotted keys', () => {
    expect([...flatten({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }).keys()]).toEqual(['a.b', 'a.c.d', 'e']);
  });
  test('variables ignores formats and spacing', () => {
    expect(variables('{{ date, datetime }} {{name}} {{name}}')).toEqual(['date', 'name']);
  });
  test('plural categories come from Intl.PluralRules', () => {
    expect(pluralCategories('cs')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralCategories('ja')).toEqual(['other']);
  });
});
