import type { World } from '@teachmarket/shared-kit';
import type { i18n as I18n } from 'i18next';

type Texts = Pick<I18n, 't'>;
/** The keys are made from world codes, which the typed keys do not list one by one. */
const lookUp = (i18n: Texts, key: string, options: Record<string, unknown>): unknown =>
  (i18n.t as unknown as (key: string, options: Record<string, unknown>) => unknown)(key, options);

/**
 * A world's country name in the page's language: `header:countries` of its bundle (CLDR's names,
 * written by locales/scripts/country-names.mjs). Issue 15: made in the browser with Intl.DisplayNames
 * they cost a phone ~50 ms of its first view (ICU data), on every page, for the header and the footer.
 */
export function countryName(world: string, i18n: Texts): string {
  const name = lookUp(i18n, `header:countries.${world}`, { defaultValue: '' });
  return typeof name === 'string' && name !== '' ? name : world.toUpperCase();
}

/** Every world with its name, in the reader's alphabet order (the bundle keeps them sorted). */
export function worldsInNameOrder(i18n: Texts, worlds: readonly World[]): { w: World; name: string }[] {
  const names = lookUp(i18n, 'header:countries', { returnObjects: true });
  const order = names && typeof names === 'object' ? Object.keys(names) : [];
  const rank = new Map(order.map((world, index) => [world, index]));
  return worlds
    .map((w) => ({ w, name: countryName(w, i18n) }))
    .sort((a, b) => (rank.get(a.w) ?? order.length) - (rank.get(b.w) ?? order.length));
}
