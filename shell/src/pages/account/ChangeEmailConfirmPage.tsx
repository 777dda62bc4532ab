import { $user, confirmEmailChange, getCurrentUser, href } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { session } from '../../session/session';
import { useMessage } from './messages';
import { apiErrorOf, tokenErrorKey, type MessageKey } from './validate';

type State = { status: 'working' } | { status: 'done'; email: string } | { status: 'failed'; key: MessageKey };

/**
 * spec §2 change email confirm /change-email/confirm/:confirmationToken: opening the link mailed to
 * the new address switches the account to it (no login needed: the token is the proof).
 */
export function ChangeEmailConfirmPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation('service-pages');
  const msg = useMessage();
  const [state, setState] = useState<State>({ status: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // Once: the token is single-use, a second call (StrictMode) would report it as used.
    if (started.current) return;
    started.current = true;
    confirmEmailChange(token)
      .then(async (answer) => {
        setState({ status: 'done', email: answer.email });
        // Whoever is logged in here may be the account that changed: show its current e-mail.
        if (session().isLoggedIn()) await getCurrentUser().then(({ items }) => items[0] && $user.set(items[0]), () => undefined);
      })
      .catch(async (error: unknown) => {
        const { status, code } = await apiErrorOf(error);
        setState({ status: 'failed', key: status === 409 ? 'signup:errors.emailTaken' : status === 410 || status === 400 ? tokenErrorKey(code) : 'login:errors.generic' });
      });
  }, [token]);

  return (
    <section className="tm-account" aria-labelledby="change-email-title" aria-busy={state.status === 'working'}>
      <h1 id="change-email-title">{t(state.status === 'working' ? 'links.changeEmail.confirmTitle' : 'links.changeEmail.title')}</h1>
      {state.status === 'done' && <p role="status">{t('links.changeEmail.confirmDone', { email: state.email })}</p>}
      {state.status === 'failed' && <p role="alert">{msg(state.key)}</p>}
      {state.status !== 'working' && (
        <Link className="tm-button tm-button--primary" to={href(state.status === 'done' ? 'home' : 'login', {}, world)}>
          {t(state.status === 'done' ? 'mailLink.toHome' : 'toLogin')}
        </Link>
      )}
    </section>
  );
}
