// Type tests (checked by `tsc --noEmit`) beside the runtime checks: keys and namespaces come from
// the English files through i18next.d.ts, so a key English lacks does not compile.
import { createI18n, i18nReady } from './create-i18n';
import { buildTestLocales, diskFetch } from './test-support';

let built: ReturnType<typeof buildTestLocales>;
// Building the locales is set-up, not the thing tested: it may take longer than a test on a busy machine.
beforeAll(() => {
  built = buildTestLocales();
}, 60_000);

test('typed keys translate, unknown keys are compile errors', async () => {
  try {
    const i18n = createI18n({ baseUrl: '/locales', fetchImpl: diskFetch(built.dir), ns: ['common', 'meta', 'cart'] });
    await i18nReady(i18n);
    expect(i18n.t('retry')).toBe('Try again'); // defaultNS is common
    expect(i18n.t('cart:items', { count: 2 })).toBe('2 materials');
    expect(i18n.t('meta:author.description', { publicName: 'Ada', totalMaterials: 3 })).toBe(
      'Teaching materials by Ada: 3 materials on Teachmarket.',
    );
    // @ts-expect-error a key English does not have
    i18n.t('cart:checkoutNow');
    // @ts-expect-error a namespace that does not exist
    i18n.t('carts:title');
    // @ts-expect-error nested keys are reached with dots, not as objects
    i18n.t('common:pagination');
  } finally {
    built.remove();
  }
});
