import { useStore } from '@nanostores/react';
import { $session, $user } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../services/ui/use-dialog-focus';
import { AuthLinks } from './AccountMenu';
import { MainLinks } from './MainLinks';
import { countryName } from './country-name';
import { AccountLinkList, Avatar } from './UserMenu';
import { WorldLinks } from './WorldSwitch';
import { Icon } from './icons';

// Issue 16: a chunk of its own (MobileMenu.tsx loads it when the menu is first opened).

export function MenuPanel({ world, apiUrl, onClose }: { world: string; apiUrl: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('header');
  const [worldsOpen, setWorldsOpen] = useState(false);
  const { status } = useStore($session);
  const user = useStore($user);
  const ref = useRef<HTMLDivElement>(null);
  // Modal while open: Tab stays inside, Escape closes, focus returns to the menu button.
  useDialogFocus(ref, onClose);
  const backdrop = useRef<HTMLDivElement>(null);
  // A click on the dimmed page beside the panel closes it.
  useEffect(() => {
    const element = backdrop.current;
    const onDown = (event: MouseEvent) => event.target === element && onClose();
    element?.addEventListener('mousedown', onDown);
    return () => element?.removeEventListener('mousedown', onDown);
  }, [onClose]);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => void (document.body.style.overflow = overflow);
  }, []);
  return (
    <div className="tm-header-menu__backdrop" ref={backdrop}>
      <div ref={ref} id="tm-header-menu" className="tm-header-menu" role="dialog" aria-modal="true" aria-label={t('menu.label')}>
        <div className="tm-header-menu__top">
          <p className="tm-header-menu__title">{t('menu.label')}</p>
          <button type="button" className="tm-header__icon-button" aria-label={t('menu.close')} onClick={onClose}>
            <Icon name="close" />
          </button>
        </div>
        {status === 'loggedIn' && (
          <section className="tm-header-menu__account" data-testid="header-account" aria-label={t('accountMenu.nav')}>
            <p className="tm-header-menu__who">
              <Avatar user={user} apiUrl={apiUrl} />
              <span>
                <span className="tm-account-menu__who-name">{user?.userName ?? ''}</span>
                {user?.email && <span className="tm-account-menu__who-email">{user.email}</span>}
              </span>
            </p>
            <AccountLinkList world={world} user={user} onNavigate={onClose} />
          </section>
        )}
        {status === 'anonymous' && <AuthLinks world={world} onNavigate={onClose} />}
        <nav className="tm-header-menu__nav" aria-label={t('mainNav')}>
          <MainLinks world={world} onNavigate={onClose} />
        </nav>
        {/* issue 18: the country switch on phones, folded so the menu stays short. The list is rendered
            only when open, so the focus trap never counts hidden links. */}
        <div className="tm-header-menu__worlds">
          <button type="button" aria-expanded={worldsOpen} onClick={() => setWorldsOpen(!worldsOpen)}>
            {t('worldSwitch.label', { country: countryName(world, i18n) })}
          </button>
          {worldsOpen && (
            <nav aria-label={t('worldSwitch.list')}>
              <WorldLinks world={world} className="tm-world-switch__list" onNavigate={onClose} />
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
