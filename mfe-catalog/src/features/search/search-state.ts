import { type SearchParams, type SearchSort } from '@teachmarket/shared-kit';
import { SCHOOL_TYPES, SEARCH_SORTS } from '@teachmarket/contracts/rules/search';

/** The list filters of the search page, as URL keys and API params (spec §3 Filters + school type). */
export const LIST_FILTERS = ['subject', 'class_grade', 'learning_years', 'material_type', 'school_type'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];

/** spec §1: Spanish offers text-language choices (the seeded data has no "no text" materials). */
// spec §1: Spanish offers text-language choices: Spanish, Catalan, Basque, Galician and no text.
export const ES_TEXT_LANGUAGES = ['es', 'ca', 'eu', 'gl', 'none'] as const;

export const PER_PAGE = 24;

export interface SearchState {
  q: string;
  page: number;
  sort: SearchSort;
  lists: Record<ListFilter, string[]>;
  price: 'free' | 'paid' | '';
  priceMin: string;
  priceMax: string;
  textLanguage: string;
}

const num = (v: string | null) => (v !== null && /^\d+(\.\d+)?$/.test(v) ? v : '');
const intList = (values: string[]) => values.filter((v) => /^\d{1,9}$/.test(v));

/** Everything lives in the URL, so a search can be shared and the back button works (issue 7). */
export function readSearchState(query: URLSearchParams): SearchState {
  const sort = query.get('sort') ?? '';
  const price = query.get('price');
  return {
    q: (query.get('q') ?? '').slice(0, 200),
    page: Math.max(1, Math.min(400, Number.parseInt(query.get('page') ?? '1', 10) || 1)),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort) ? (sort as SearchSort) : 'relevance',
    lists: {
      subject: intList(query.getAll('subject')),
      class_grade: intList(query.getAll('class_grade')),
      learning_years: intList(query.getAll('learning_years')),
      material_type: query.getAll('material_type').filter((v) => /^[a-z_]{1,40}$/.test(v)),
      school_type: query.getAll('school_type').filter((v) => (SCHOOL_TYPES as readonly string[]).includes(v)),
    },
    price: price === 'free' || price === 'paid' ? price : '',
    priceMin: num(query.get('price_min')),
    priceMax: num(query.get('price_max')),
    textLanguage: /^[a-z]{2}$/.test(query.get('text_language') ?? '') ? (query.get('text_language') as string) : '',
  };
}

/** The URL query of a state; defaults are left out so URLs stay short. */
export function searchQuery(state: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.q) out.set('q', state.q);
  for (const key of LIST_FILTERS) for (const v of state.lists[key]) out.append(key, v);
  if (state.price) out.set('price', state.price);
  if (state.priceMin) out.set('price_min', state.priceMin);
  if (state.priceMax) out.set('price_max', state.priceMax);
  if (state.textLanguage) out.set('text_language', state.textLanguage);
  if (state.sort !== 'relevance') out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

export function toApiParams(state: SearchState, world: string): SearchParams {
  return {
    q: state.q || undefined,
    page: state.page,
    per_page: PER_PAGE,
    sort: state.sort,
    ...Object.fromEntries(LIST_FILTERS.map((k) => [k, state.lists[k].length ? state.lists[k] : undefined])),
    price: state.price || undefined,
    price_min: state.priceMin ? Number(state.priceMin) : undefined,
    price_max: state.priceMax ? Number(state.priceMax) : undefined,
    text_language: world === 'es' && state.textLanguage ? state.textLanguage : undefined,
  };
}

export function activeFilterCount(state: SearchState): number {
  return LIST_FILTERS.reduce((n, k) => n + state.lists[k].length, 0) + (state.price ? 1 : 0) + (state.priceMin || state.priceMax ? 1 : 0) + (state.textLanguage ? 1 : 0);
}

export function withoutFilters(state: SearchState): SearchState {
  return { ...state, page: 1, lists: { subject: [], class_grade: [], learning_years: [], material_type: [], school_type: [] }, price: '', priceMin: '', priceMax: '', textLanguage: '' };
}

/**
 * Issue 15 (s19): the state with the filters a visitor changed in the server's HTML before hydration
 * (`useChangedBeforeHydration`), all at once. Each control is named as its URL key and valued as its
 * option: a checkbox adds or removes its value, a chosen radio button or option sets its key (an empty
 * value clears it). Read back through `readSearchState`, so nothing it would refuse gets in; back to page 1.
 */
export function withChangedControls(state: SearchState, controls: readonly (HTMLInputElement | HTMLSelectElement)[]): SearchState {
  let query = searchQuery(state);
  for (const control of controls) {
    const { name, value } = control;
    if (control.type === 'checkbox') {
      query = new URLSearchParams([...query].filter(([k, v]) => k !== name || v !== value));
      if ((control as HTMLInputElement).checked) query.append(name, value);
    } else if (control.type !== 'radio' || (control as HTMLInputElement).checked) {
      if (value) query.set(name, value);
      else query.delete(name);
    }
  }
  query.delete('page');
  return readSearchState(query);
}
