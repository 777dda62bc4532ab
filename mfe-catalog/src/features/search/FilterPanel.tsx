import { useTypedBeforeHydration, type Facets, type Filters } from '@teachmarket/shared-kit';
import { useState, type FormEvent, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ES_TEXT_LANGUAGES, LIST_FILTERS, type ListFilter, type SearchState } from './search-state';

interface Props {
  state: SearchState;
  filters: Filters | null;
  facets: Facets | null;
  world: string;
  /** A box, radio button or option changed: applied at once, a price typed but not applied stays (issue 16). */
  onChange: (next: SearchState) => void;
  /** "Apply" of the price range. */
  onApply: (next: SearchState) => void;
  /** Issue 15 (s19): given to every checkbox, radio button and select, named as its URL key (`withChangedControls`). */
  control?: RefCallback<HTMLInputElement | HTMLSelectElement>;
}

interface Option {
  id: string;
  title: string;
  count: number | null;
}

const MAX_OPTIONS = 15;

/** Options of one group: the filter list with the result's facet counts; options that would empty the list hide unless chosen. */
function optionsOf(key: ListFilter, filters: Filters | null, facets: Facets | null, chosen: string[]): Option[] {
  const facet = key === 'learning_years' ? null : (facets?.[key] ?? null);
  const counts = new Map(facet?.map((b) => [String(b.id), b.count]));
  const source: { id: number | string; title: string }[] = filters?.[key] ?? facet ?? [];
  const all = source.map((o) => ({ id: String(o.id), title: o.title, count: facet ? (counts.get(String(o.id)) ?? 0) : null }));
  const useful = all.filter((o) => o.count !== 0 || chosen.includes(o.id));
  const ranked = key === 'subject' ? [...useful].sort((a, b) => (b.count ?? 0) - (a.count ?? 0)) : useful;
  return ranked.filter((o, i) => i < MAX_OPTIONS || chosen.includes(o.id));
}

/** The search filters (spec §3 Filters, school type of spec §2, free/paid, price range, es text language). */
export function FilterPanel({ state, filters, facets, world, onChange, onApply, control }: Props) {
  const { t } = useTranslation('search');
  const [min, setMin] = useState(state.priceMin);
  const [max, setMax] = useState(state.priceMax);
  // Issue 15 (s19): a price typed into the server's fields before hydration is the one "Apply" applies.
  const minField = useTypedBeforeHydration<HTMLInputElement>(setMin);
  const maxField = useTypedBeforeHydration<HTMLInputElement>(setMax);

  const toggle = (key: ListFilter, id: string) => {
    const list = state.lists[key];
    const next = list.includes(id) ? list.filter((v) => v !== id) : [...list, id];
    onChange({ ...state, page: 1, lists: { ...state.lists, [key]: next } });
  };
  const applyRange = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...state, page: 1, priceMin: min.trim(), priceMax: max.trim() });
  };

  return (
    <div className="tm-filters" data-testid="search-filters">
      {LIST_FILTERS.map((key) => {
        const options = optionsOf(key, filters, facets, state.lists[key]);
        if (!options.length) return null;
        return (
          <fieldset key={key} className="tm-filters__group">
            <legend>{t(`filters.${key}`)}</legend>
            {options.map((o) => (
              <label key={o.id} className="tm-filters__option">
                <input ref={control} type="checkbox" name={key} value={o.id} checked={state.lists[key].includes(o.id)} onChange={() => toggle(key, o.id)} />
                <span>{o.title}</span>
                {o.count !== null && <span className="tm-filters__count">{o.count}</span>}
              </label>
            ))}
          </fieldset>
        );
      })}
      <fieldset className="tm-filters__group">
        <legend>{t('filters.price')}</legend>
        {(['', 'free', 'paid'] as const).map((value) => (
          <label key={value || 'any'} className="tm-filters__option">
            <input ref={control} type="radio" name="price" value={value} checked={state.price === value} onChange={() => onChange({ ...state, page: 1, price: value })} />
            <span>{t(value ? `filters.${value}` : 'filters.priceAny')}</span>
            {value && facets && <span className="tm-filters__count">{facets.price.find((b) => b.id === value)?.count ?? 0}</span>}
          </label>
        ))}
      </fieldset>
      <form className="tm-filters__group tm-filters__range" onSubmit={applyRange} aria-label={t('filters.priceRange')}>
        <label>
          <span>{t('filters.priceMin')}</span>
          <input ref={minField} type="number" min={0} step="0.01" inputMode="decimal" value={min} onChange={(e) => setMin(e.target.value)} />
        </label>
        <label>
          <span>{t('filters.priceMax')}</span>
          <input ref={maxField} type="number" min={0} step="0.01" inputMode="decimal" value={max} onChange={(e) => setMax(e.target.value)} />
        </label>
        <button type="submit" className="tm-button">
          {t('filters.apply')}
        </button>
      </form>
      {world === 'es' && (
        <label className="tm-filters__group tm-filters__select">
          <span>{t('filters.textLanguage')}</span>
          <select ref={control} name="text_language" value={state.textLanguage} onChange={(e) => onChange({ ...state, page: 1, textLanguage: e.target.value })}>
            <option value="">{t('filters.anyLanguage')}</option>
            {ES_TEXT_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
