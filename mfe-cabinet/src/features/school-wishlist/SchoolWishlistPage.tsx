import { useStore } from '@nanostores/react';
import {
  apiErrorInfo, EmptyState, ErrorState, href, Link, LoadingState, MaterialCard, type MaterialSummary, type PageProps
} from '@teachmarket/shared-kit';
import { $schoolWishlist, toggleSchoolWishlist } from '@teachmarket/shared-kit/school-wishlist';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { useSchoolWishlistLoad } from './use-school-wishlist';
import './school-wishlist.css';

/** The school wishlist (spec §2 /school-wishlist, §3): for members of a school account; others get a clear message. */
export default function SchoolWishlistPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('my-school');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('wishlistTitle')} loginMessage={t('loginRequired')} wide>
      <div className="tm-collection tm-school-wishlist">
        <Wishlist world={world} />
      </div>
    </CabinetLayout>
  );
}

function Wishlist({ world }: { world: string }) {
  const { t } = useTranslation('my-school');
  const load = useSchoolWishlistLoad(world);
  const state = useStore($schoolWishlist);
  const [failed, setFailed] = useState(false);
  if (load.status === 'loading') return <LoadingState />;
  if (load.status === 'error') {
    // spec §6: the wishlist belongs to a school account; a 403 means "not a member", not a failure.
    if (load.error.status === 403) return <EmptyState action={<Link className="tm-button" to={href('schoolCreate', {}, world)}>{t('createSchool')}</Link>}>{t('notMember')}</EmptyState>;
    return <ErrorState onRetry={load.retry} />;
  }
  const remove = async (m: MaterialSummary) => {
    setFailed(false);
    try {
      await toggleSchoolWishlist(m);
    } catch (error) {
      if (!apiErrorInfo(error).cancelled) setFailed(true);
    }
  };
  return (
    <>
      <p>{t('wishlistIntro')} {t('total', { total: state.total })}</p>
      {failed && <p role="alert" className="tm-field-error">{t('failed')}</p>}
      {state.items.length === 0 ? (
        <EmptyState action={<Link className="tm-button" to={href('favourites', {}, world)}>{t('toFavourites')}</Link>}>{t('wishlistEmpty')}</EmptyState>
      ) : (
        <ul className="tm-grid">
          {state.items.map((m) => (
            <li key={m.id} className="tm-cabinet__item" data-testid="school-wishlist-item">
              <MaterialCard material={m} world={world} showFavourite={false} />
              {state.removable.includes(m.id) && (
                <button type="button" className="tm-button" aria-label={t('remove', { title: m.title })} onClick={() => void remove(m)}>{t('removeShort')}</button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
