import { useStore } from '@nanostores/react';
import { $session, useBrowserStore, useLocation, $user } from '@teachmarket/shared-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../services/ui/lazy-dialog';
import { LazyAvatar, SERVER_SESSION } from './AccountMenu';
import { Icon } from './icons';

/** Issue 16: the menu's panel is a chunk of its own, loaded when the menu is first opened. */
const MenuPanel = lazyDialog(() => import('./MenuPanel').then((m) => m.MenuPanel));
/** Loads the panel's chunk ahead of its first opening (tests). */
export const preloadMenuPanel = MenuPanel.preload;

/** The phone header's menu button (with the user's avatar once logged in) and its panel. */
export function MobileMenu({ world, apiUrl }: { world: string; apiUrl: string }) {
  const { t } = useTranslation('header');
  const [open, setOpen] = useState(false);
  const { status } = useBrowserStore($session, SERVER_SESSION);
  const user = useStore($user);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        className="tm-header__menu-button"
        aria-expanded={open}
        aria-controls="tm-header-menu"
        aria-label={t('menu.label')}
        data-tour-anchor="header-nav"
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
        {status === 'loggedIn' && <LazyAvatar user={user} apiUrl={apiUrl} />}
      </button>
      {open && <MenuPanel world={world} apiUrl={apiUrl} onClose={() => setOpen(false)} />}
    </>
  );
}
