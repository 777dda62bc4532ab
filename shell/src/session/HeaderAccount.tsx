import { useStore } from '@nanostores/react';
import { $session, $user, href } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { session } from './session';
import './session.css';

/** spec §4: the header shows "log in", or the user's name and "log out". */
export function HeaderAccount({ world }: { world: string }) {
  const { t } = useTranslation('common');
  const state = useStore($session);
  const user = useStore($user);
  if (state.status === 'validating') return null;
  if (state.status !== 'loggedIn') {
    return (
      <Link to={href('login', {}, world)} data-testid="header-login">
        {t('login')}
      </Link>
    );
  }
  return (
    <span className="tm-header__account" data-testid="header-account">
      <span className="tm-header__user">{user?.userName ?? ''}</span>
      <button type="button" className="tm-button tm-button--link" onClick={() => void session().logout({ toLogin: false })}>
        {t('logout')}
      </button>
    </span>
  );
}
