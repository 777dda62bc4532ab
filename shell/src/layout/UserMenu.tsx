import { Link, type User } from '@teachmarket/shared-kit';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../session/session';
import { accountLinks, avatarUrl, initialOf } from './account-links';
import { Icon } from './icons';
import { moveFocus, useDisclosure, usePanelKeys } from './use-disclosure';

// Issue 16: a chunk of its own (AccountMenu.tsx loads it once the visitor is logged in).

/** The user's picture (spec §9: avatar 32x32), or the initial of their name without one (or if it fails to load). */
export function Avatar({ user, apiUrl }: { user: User | null; apiUrl: string }) {
  const src = avatarUrl(user, apiUrl);
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) return <img className="tm-avatar" src={src} alt="" width={32} height={32} onError={() => setFailed(src)} />;
  return (
    // The initials are drawn by CSS so the button's visible text is the name its label contains.
    <span className="tm-avatar" aria-hidden="true" data-initials={initialOf(user?.userName)} />
  );
}

/** The account's cabinet links and "log out", shared by the desktop menu and the phone panel. */
export function AccountLinkList({ world, user, onNavigate }: { world: string; user: User | null; onNavigate?: () => void }) {
  const { t } = useTranslation(['header', 'common']);
  return (
    <ul className="tm-account-menu__list">
      {accountLinks(user, world).map((link) => (
        <li key={link.key}>
          <Link to={link.to} onClick={onNavigate}>
            {t(`accountMenu.${link.key}`)}
          </Link>
        </li>
      ))}
      <li className="tm-account-menu__logout">
        <button type="button" onClick={() => void session().logout({ toLogin: false })}>
          {t('common:logout')}
        </button>
      </li>
    </ul>
  );
}

export function UserMenu({ world, user, apiUrl }: { world: string; user: User | null; apiUrl: string }) {
  const { t } = useTranslation('header');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { open, setOpen } = useDisclosure(root, button);
  // ArrowDown / ArrowUp on the closed button open the menu on its first / last entry.
  const focusOnOpen = useRef<string | null>(null);
  useEffect(() => {
    if (open && focusOnOpen.current) moveFocus(panel.current, focusOnOpen.current === 'ArrowUp' ? 'End' : 'Home');
    focusOnOpen.current = null;
  }, [open]);

  // Arrow keys, Home and End move between the entries while the menu is open.
  usePanelKeys(panel);

  const name = user?.userName ?? '';
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (open) moveFocus(panel.current, event.key === 'ArrowUp' ? 'End' : 'Home');
    else {
      focusOnOpen.current = event.key;
      setOpen(true);
    }
  };
  return (
    <div className="tm-account-menu" ref={root} data-testid="header-account">
      <button
        ref={button}
        type="button"
        className="tm-account-menu__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={t('accountMenu.label', { name })}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        <Avatar user={user} apiUrl={apiUrl} />
        <span className="tm-account-menu__name">{name}</span>
        <Icon name="chevron" size={18} />
      </button>
      <div id={`${id}-panel`} ref={panel} className="tm-account-menu__panel" hidden={!open}>
        <p className="tm-account-menu__who">
          <span className="tm-account-menu__who-name">{name}</span>
          {user?.email && <span className="tm-account-menu__who-email">{user.email}</span>}
        </p>
        {/* Named for the menu, not "My account": the cabinet's own navigation has that name (issue 20, distinct landmarks). */}
        <nav aria-label={t('accountMenu.label', { name })}>
          <AccountLinkList world={world} user={user} onNavigate={() => setOpen(false)} />
        </nav>
      </div>
    </div>
  );
}
