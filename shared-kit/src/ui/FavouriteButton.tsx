import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
// $favouriteIds loads the list on its first reader (stores/favourites.ts): one load for every button.
import { $favouriteIds, toggleFavourite } from '../stores/favourites';

/** The favourite toggle (spec §4): works anonymous; the list is moved to the user after login. */
export function FavouriteButton({ materialId, title, variant = 'icon' }: { materialId: number; title: string; variant?: 'icon' | 'full' }) {
  const { t } = useTranslation('favorites');
  const ids = useStore($favouriteIds);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const on = ids.has(materialId);
  const label = on ? t('remove', { title }) : t('add', { title });

  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await toggleFavourite(materialId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`tm-fav tm-fav--${variant}${on ? ' tm-fav--on' : ''}`}
        aria-pressed={on}
        aria-label={variant === 'icon' ? label : undefined}
        title={label}
        onClick={toggle}
        disabled={busy}
        data-testid="favourite-toggle"
      >
        <span aria-hidden="true">{on ? '♥' : '♡'}</span>
        {variant === 'full' && <span>{on ? t('saved') : t('save')}</span>}
      </button>
      {failed && (
        <span role="alert" className="tm-fav__error">
          {t('error')}
        </span>
      )}
    </>
  );
}
