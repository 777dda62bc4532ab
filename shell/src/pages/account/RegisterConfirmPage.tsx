import { confirmRegistration, href } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { afterLogin } from '../../session/after-login';
import { session } from '../../session/session';
import { useMessage } from './messages';
import { apiErrorOf, tokenErrorKey, type MessageKey } from './validate';

type State = { status: 'working' } | { status: 'done' } | { status: 'failed'; key: MessageKey };

/** spec §2 sign-up confirm: the e-mailed single-use token confirms the account and logs in. */
export function RegisterConfirmPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation(['signup', 'service-pages']);
  const msg = useMessage();
  const [state, setState] = useState<State>({ status: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // Once: the token is single-use, a second call (StrictMode) would report it as used.
    if (started.current) return;
    started.current = true;
    confirmRegistration(token)
      .then(async (answer) => {
        await session().adoptToken(answer.access_token, answer.oauth_user_id, false);
        await afterLogin();
        setState({ status: 'done' });
      })
      .catch(async (error: unknown) => setState({ status: 'failed', key: tokenErrorKey((await apiErrorOf(error)).code) }));
  }, [token]);

  return (
    <section className="tm-account" aria-labelledby="confirm-title" aria-busy={state.status === 'working'}>
      <h1 id="confirm-title">{state.status === 'done' ? t('confirm.done') : t('confirm.title')}</h1>
      {state.status === 'failed' && <p role="alert">{msg(state.key)}</p>}
      {state.status !== 'working' && (
        <Link className="tm-button tm-button--primary" to={href(state.status === 'done' ? 'home' : 'login', {}, world)}>
          {state.status === 'done' ? t('confirm.start') : t('service-pages:toLogin')}
        </Link>
      )}
    </section>
  );
}
