import { useStore } from '@nanostores/react';
import {
  EmptyState, ErrorState, $favouriteIds, $favourites, href, Link, loadFavourites, LoadingState, type MaterialSummary, type PageProps, $session, toggleFavourite, $user
} from '@teachmarket/shared-kit';
import { loadSchoolWishlist } from '@teachmarket/shared-kit/school-wishlist';
import { $folders, loadFolders } from '@teachmarket/shared-kit/folders';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { FavouriteItem } from './FavouriteItem';
import { FolderSidebar } from './FolderSidebar';
import { useFavouriteList } from './use-favourite-list';
import './favourites.css';

/**
 * Favourites (spec §2 cabinet /favourites): the wishlist as cards, with folders for logged-in users. Open to
 * anonymous visitors too (their favourites live in the browser): they get the page without the account navigation.
 */
export default function FavouritesPage({ world, routeId }: PageProps) {
  const { t } = useTranslation(['favorites', 'common']);
  const session = useStore($session);
  if (session.status === 'validating') return <LoadingState />;
  const loggedIn = session.status === 'loggedIn';
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('title')} openToAnonymous wide>
      <div className="tm-favourites tm-collection">
        {!loggedIn && (
          <p className="tm-favourites__hint">
            {t('anonymousHint')} <Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('common:login')}</Link>
          </p>
        )}
        <Favourites world={world} loggedIn={loggedIn} />
      </div>
    </CabinetLayout>
  );
}

function Favourites({ world, loggedIn }: { world: string; loggedIn: boolean }) {
  const { t } = useTranslation('favorites');
  const list = useFavouriteList(world, loggedIn);
  const ids = useStore($favouriteIds);
  const favourites = useStore($favourites);
  const { folders } = useStore($folders);
  const user = useStore($user);
  const schoolMember = Boolean(user?.profileDetails.details.schoolAccount);
  const [selected, setSelected] = useState<number | null>(null);
  const [removed, setRemoved] = useState<MaterialSummary | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void loadFavourites().catch(() => undefined);
    if (loggedIn) void loadFolders('favorite').catch(() => undefined);
  }, [loggedIn]);
  useEffect(() => {
    if (schoolMember) void loadSchoolWishlist().catch(() => undefined);
  }, [schoolMember]);

  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState onRetry={list.retry} />;

  // spec §4: the store follows every toggle; the page keeps the cards so an undo puts one back in place.
  const folder = folders.find((f) => f.id === selected);
  const inFolder = folder ? new Set(folder.folders_materials.map((fm) => fm.material_id)) : null;
  const items = list.data.items.filter((m) => (!favourites.loaded || ids.has(m.id)) && m.id !== removed?.id && (!inFolder || inFolder.has(m.id)));

  const toggle = async (material: MaterialSummary, undo: boolean) => {
    setFailed(false);
    try {
      await toggleFavourite(material.id);
      setRemoved(undo ? null : material);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className={loggedIn ? 'tm-favourites__layout' : undefined}>
      {loggedIn && <FolderSidebar selected={selected} onSelect={setSelected} />}
      <section aria-label={folder ? t('inFolder', { title: folder.title }) : t('title')}>
        {folder && <h2>{t('inFolder', { title: folder.title })}</h2>}
        {removed && (
          <p role="status" className="tm-favourites__undo">
            {t('removed', { title: removed.title })}{' '}
            <button type="button" className="tm-button" onClick={() => void toggle(removed, true)}>{t('undo')}</button>
          </p>
        )}
        {failed && <p role="alert" className="tm-field-error">{t('error')}</p>}
        {items.length === 0 ? (
          <EmptyState action={<Link className="tm-button" to={href('searchResults', {}, world)}>{t('discover')}</Link>}>
            {folder ? t('folderEmpty') : t('empty')}
          </EmptyState>
        ) : (
          <ul className="tm-grid">
            {items.map((m) => (
              <FavouriteItem key={m.id} material={m} world={world} loggedIn={loggedIn} schoolMember={schoolMember} onRemove={() => void toggle(m, false)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
