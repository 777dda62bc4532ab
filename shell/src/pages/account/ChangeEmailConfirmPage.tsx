import { $user, getCurrentUser } from '@teachmarket/shared-kit';
import { confirmEmailChange } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { session } from '../../session/session';
import { useMessage } from './messages';
import { OutcomeLink, TokenLinkFrame, useSingleUseToken } from './token-link-page';
import { tokenErrorKey } from './validate';

/** Whoever is logged in here may be the account that changed: show its current e-mail. */
async function refreshUser() {
  if (session().isLoggedIn()) await getCurrentUser().then(({ items }) => items[0] && $user.set(items[0]), () => undefined);
}

/**
 * spec §2 change email confirm /change-email/confirm/:confirmationToken: opening the link mailed to
 * the new address switches the account to it (no login needed: the token is the proof).
 */
export function ChangeEmailConfirmPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation('service-pages');
  const msg = useMessage();
  const state = useSingleUseToken(token, confirmEmailChange, {
    failure: ({ status, code }) => (status === 409 ? 'signup:errors.emailTaken' : status === 410 || status === 400 ? tokenErrorKey(code) : 'login:errors.generic'),
    onDone: refreshUser,
  });

  return (
    <TokenLinkFrame id="change-email-title" title={t(state.status === 'working' ? 'links.changeEmail.confirmTitle' : 'links.changeEmail.title')} busy={state.status === 'working'}>
      {state.status === 'done' && <p role="status">{t('links.changeEmail.confirmDone', { email: state.data.email })}</p>}
      {state.status === 'failed' && <p role="alert">{msg(state.key)}</p>}
      {state.status !== 'working' && (
        <OutcomeLink world={world} done={state.status === 'done'}>{t(state.status === 'done' ? 'mailLink.toHome' : 'toLogin')}</OutcomeLink>
      )}
    </TokenLinkFrame>
  );
}
