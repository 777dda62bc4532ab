import { useStore } from '@nanostores/react';
import { $session, $user } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { session } from './session';

// Issue 16: a chunk of its own (ImpersonationBanner.tsx loads it while an operator acts as someone else).

/** spec §6: an operator acting as someone else always sees so, and can end it (logout). */
export function ImpersonationNotice() {
  // Not suspending: the banner must never hold up the whole shell while the namespace loads.
  const { t, ready } = useTranslation('login', { useSuspense: false });
  const { status, impersonated } = useStore($session);
  const user = useStore($user);
  if (!ready || status !== 'loggedIn' || !(impersonated || user?.loggedInAsAnotherUser)) return null;
  return (
    <div className="tm-banner tm-banner--warning" role="status" data-testid="impersonation-banner">
      {t('loginAs.banner', { user: user ? `${user.userName} (${user.email})` : '…' })}{' '}
      <button type="button" className="tm-button" onClick={() => void session().logout({ toLogin: true })}>
        {t('loginAs.end')}
      </button>
    </div>
  );
}
