import { useStore } from '@nanostores/react';
import { href, Link, $session, $user, useBrowserStore } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../services/ui/lazy-dialog';

/**
 * Issue 16: the signed-in parts of the header (the account menu, the avatar, the cabinet links) are a
 * chunk of their own, loaded once the session says "logged in": an anonymous first view never runs them.
 */
const signedIn = () => import('./UserMenu');
const UserMenu = lazyDialog(() => signedIn().then((m) => m.UserMenu));
/** The phone menu button's avatar (from the same chunk). */
export const LazyAvatar = lazyDialog(() => signedIn().then((m) => m.Avatar));
/** Loads the signed-in header's chunk ahead of its first showing (tests). */
export const preloadUserMenu = () => Promise.all([UserMenu.preload(), LazyAvatar.preload()]);

export const SERVER_SESSION = { status: 'validating', userId: null, impersonated: false, termsAccepted: true, authError: null } as const;

/** spec §4: the header offers "log in" (and sign up) to visitors, the account menu to users. */
export function AccountMenu({ world, apiUrl }: { world: string; apiUrl: string }) {
  // Issue 15: the server renders without a session (nothing user-specific in a shared page).
  const state = useBrowserStore($session, SERVER_SESSION);
  const user = useStore($user);
  if (state.status === 'validating') return null;
  if (state.status !== 'loggedIn') return <AuthLinks world={world} />;
  return <UserMenu world={world} user={user} apiUrl={apiUrl} />;
}

export function AuthLinks({ world, onNavigate }: { world: string; onNavigate?: () => void }) {
  const { t } = useTranslation('header');
  return (
    <div className="tm-header__auth">
      <Link to={href('login', {}, world)} className="tm-button" data-testid="header-login" onClick={onNavigate}>
        {t('login')}
      </Link>
      <Link to={href('register', {}, world)} className="tm-button tm-button--primary" onClick={onNavigate}>
        {t('signup')}
      </Link>
    </div>
  );
}
