import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../stores/announce';
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

  // Issue 20: aria-disabled, not disabled, while the change is sent: a disabled button drops focus to the page body.
  const sending = useRef(false);
  const toggle = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailed(false);
    try {
      await toggleFavourite(materialId);
      announce(on ? t('removed', { title }) : t('added', { title }));
    } catch {
      // Issue 20: the failure is the alert beside the button (read once when it appears), not announced as well.
      setFailed(true);
    } finally {
      sending.current = false;
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
        aria-disabled={busy || undefined}
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
