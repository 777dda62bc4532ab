import { useStore } from '@nanostores/react';
import { EmptyState, ErrorState, href, Link, LoadingState, loadPersonalisation, MaterialCard, openPersonalisationDialog, $personalisation, personalSearchFilters, type PersonalSearchFilters, searchMaterials, useQuery, useSession } from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** One row of the home grid at desktop width: the best sellers matching the preferences. */
const ROW_SIZE = 5;

/**
 * "For you" (spec §3 Personalisation preferences): materials matching the school types and
 * subjects the user saved in the personalisation popup. Nothing shows without saved preferences.
 */
export function ForYouRow({ world }: { world: string }) {
  const loggedIn = useSession().status === 'loggedIn';
  const userId = useSession().userId;
  const { preferences } = useStore($personalisation);
  useEffect(() => {
    // Read fresh on each visit: they may have been changed in another tab or by another user's login.
    if (loggedIn) loadPersonalisation().catch(() => undefined);
  }, [loggedIn, userId]);
  const filters = loggedIn ? personalSearchFilters(preferences, world) : null;
  return filters ? <ForYouMaterials key={JSON.stringify(filters)} world={world} filters={filters} /> : null;
}

function ForYouMaterials({ world, filters }: { world: string; filters: PersonalSearchFilters }) {
  const { t } = useTranslation('home');
  const state = useQuery(['searchMaterials', 'forYou', world, JSON.stringify(filters)], () => searchMaterials({ ...filters, sort: 'bestseller', per_page: ROW_SIZE }));
  const change = (
    <button type="button" className="tm-button" onClick={openPersonalisationDialog}>
      {t('forYou.change')}
    </button>
  );
  return (
    <section className="tm-home__for-you" aria-labelledby="tm-home-for-you">
      <div className="tm-home__for-you-head">
        <div>
          <h2 id="tm-home-for-you">{t('forYou.title')}</h2>
          <p>{t('forYou.text')}</p>
        </div>
        <div className="tm-home__for-you-actions">
          {state.status === 'success' && state.data.total > 0 && (
            <Link className="tm-button tm-button--primary" to={href('searchResults', {}, world, { query: { ...filters } })}>
              {t('forYou.all')}
            </Link>
          )}
          {change}
        </div>
      </div>
      {state.status === 'loading' && <LoadingState lines={3} />}
      {state.status === 'error' && <ErrorState onRetry={state.retry} />}
      {state.status === 'success' && !state.data.items.length && <EmptyState>{t('forYou.empty')}</EmptyState>}
      {state.status === 'success' && state.data.items.length > 0 && (
        <ul className="tm-grid tm-home__for-you-row">
          {state.data.items.map((m) => (
            <li key={m.id}>
              <MaterialCard material={m} world={world} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
