import {
  EmptyState, ErrorState, getFilters, href, Link, LoadingState, MaterialCard, type PageProps, PUBLIC_FRESH_MS, searchMaterials,
  type SearchSort, useChangedBeforeHydration, useEscapeClose, useNavigate, useQuery,
} from '@teachmarket/shared-kit';
import { SEARCH_SORTS } from '@teachmarket/contracts/rules/search';
import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel } from './FilterPanel';
import { useFilterPanelKey } from './use-filter-panel-key';
import {
  activeFilterCount, PER_PAGE, readSearchState, searchQuery, toApiParams, withChangedControls, withoutFilters, type SearchState,
} from './search-state';
import './search.css';

/** Results the API pages through at most (page * per_page; api/src/routes/catalog/search.ts). */
const SEARCH_WINDOW = 10000;

/** An estimated total shown as what it is: two significant digits ("about 7,200", not 7,232). */
const roughly = (total: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, total))) - 1);
  return Math.round(total / step) * step;
};

/** Search results (issue 7): full text in the world's language, filters, facets, sort and pages, all in the URL. */
export default function SearchResultsPage({ world, query }: PageProps) {
  const { t } = useTranslation(['search', 'common']);
  const navigate = useNavigate();
  const [showFilters, setShowFilters] = useState(false);
  // Issue 20: Escape in the opened filters (or on their toggle) closes them; focus goes back to the toggle.
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const filtersPanel = useRef<HTMLElement>(null);
  useEscapeClose(showFilters, [filtersToggle, filtersPanel], () => {
    setShowFilters(false);
    filtersToggle.current?.focus();
  });
  const state = readSearchState(query);
  const key = searchQuery(state).toString();
  const results = useQuery(['searchMaterials', world, key], () => searchMaterials(toApiParams(state, world)));
  // spec §8: a failed filters load is ignored: the facets still offer the options of the result.
  const filters = useQuery(['getFilters', world], () => getFilters().catch(() => null), { freshFor: PUBLIC_FRESH_MS });

  const link = (next: SearchState) => href('searchResults', {}, world, { query: searchQuery(next) });
  const go = (next: SearchState) => navigate(link(next));
  // Issue 16 follow-up (`useFilterPanelKey`): a filter or the sort applied while a price is typed but not
  // applied keeps the panel, and the price stays in its field; what a control chose shows at once (`shown`),
  // before the address follows, and a second change builds on it.
  const panel = useFilterPanelKey(key, state);
  const shown = panel.shown;
  const change = (next: SearchState) => {
    panel.keepFor(searchQuery(next).toString(), next);
    go(next);
  };
  // Issue 15 (s19): the sort and the filters a visitor changed in the server's HTML before hydration are
  // applied, together (one navigation: one per control would each start from this state, the last winning).
  const control = useChangedBeforeHydration<HTMLInputElement | HTMLSelectElement>((changed) => change(withChangedControls(state, changed)));
  const active = activeFilterCount(state);
  // The API refuses pages past its window of 10,000 results (MAX_SEARCH_WINDOW), and a broad search's
  // total is an estimate (`approximate`: counted on a sample), so the pages offered stop there.
  const pages = results.status === 'success' ? Math.min(Math.ceil(results.data.total / PER_PAGE), Math.floor(SEARCH_WINDOW / PER_PAGE)) : 0;
  // Issue 20 (WCAG 2.4.1): past sort and ~30 filter checkboxes in one step; focus goes to the results' heading.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const skipToResults = (event: MouseEvent) => {
    event.preventDefault();
    resultsHeading.current?.focus();
  };

  return (
    <div className="tm-search-page">
      <h1 className="tm-page-title">{state.q ? t('query', { query: state.q }) : t('title')}</h1>
      <a href="#tm-search-results-title" className="tm-search-page__skip" onClick={skipToResults}>
        {t('skipToResults')}
      </a>
      <div className="tm-search-page__bar">
        <button ref={filtersToggle} type="button" className="tm-button tm-search-page__filters-toggle" aria-expanded={showFilters} aria-controls="tm-search-filters" onClick={() => setShowFilters((v) => !v)}>
          {t('filters.toggle')}
          {active > 0 && <span className="tm-badge">{active}</span>}
        </button>
        <label className="tm-search-page__sort">
          <span>{t('sort.label')}</span>
          <select ref={control} name="sort" value={shown.sort} onChange={(e) => change({ ...shown, page: 1, sort: e.target.value as SearchSort })}>
            {SEARCH_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
        {active > 0 && (
          <button type="button" className="tm-button" onClick={() => go(withoutFilters(state))}>
            {t('filters.reset')}
          </button>
        )}
      </div>
      <div className="tm-search-page__layout">
        <aside ref={filtersPanel} id="tm-search-filters" className={`tm-search-page__aside${showFilters ? ' tm-search-page__aside--open' : ''}`} aria-labelledby="tm-search-filters-title">
          {/* The outline goes h1, h2, h3 (issue 20): the filters and the results each have their h2, the cards h3. */}
          <h2 id="tm-search-filters-title" className="tm-visually-hidden">{t('filters.title')}</h2>
          <FilterPanel
            key={panel.key}
            state={shown}
            world={world}
            filters={filters.status === 'success' && filters.data ? filters.data.items : null}
            facets={results.status === 'success' ? results.data.facets : null}
            onChange={change}
            onApply={go}
            control={control}
          />
        </aside>
        <section className="tm-search-page__results" aria-labelledby="tm-search-results-title">
          <h2 id="tm-search-results-title" className="tm-visually-hidden" tabIndex={-1} ref={resultsHeading}>{t('title')}</h2>
          {results.status === 'loading' && <LoadingState lines={5} />}
          {results.status === 'error' && <ErrorState onRetry={results.retry} />}
          {results.status === 'success' && (
            <>
              <p className="tm-search-page__count" role="status">
                {results.data.approximate
                  ? t('resultCountApprox', { count: roughly(results.data.total) })
                  : t('resultCount', { count: results.data.total })}
              </p>
              {results.data.items.length === 0 ? (
                <EmptyState
                  action={
                    <div className="tm-search-page__hints">
                      {active > 0 && <Link to={link(withoutFilters(state))}>{t('emptyHints.removeFilters')}</Link>}
                      {state.q && <Link to={link({ ...state, q: '', page: 1 })}>{t('emptyHints.clearQuery')}</Link>}
                      <Link to={href('searchResults', {}, world)}>{t('emptyHints.browseAll')}</Link>
                    </div>
                  }
                >
                  {t('empty')}
                </EmptyState>
              ) : (
                <ul className="tm-grid" data-testid="search-results">
                  {results.data.items.map((m, i) => (
                    <li key={m.id}>
                      <MaterialCard material={m} world={world} eager={i === 0} priority={i === 0} />
                    </li>
                  ))}
                </ul>
              )}
              {pages > 1 && (
                <nav className="tm-pagination" aria-label={t('common:pagination.label')}>
                  {state.page > 1 && <Link to={link({ ...state, page: state.page - 1 })} rel="prev">{t('common:pagination.previous')}</Link>}
                  <span>{t('common:pagination.page', { page: state.page, pages })}</span>
                  {state.page < pages && <Link to={link({ ...state, page: state.page + 1 })} rel="next">{t('common:pagination.next')}</Link>}
                </nav>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
