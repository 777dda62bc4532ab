import { href, Link, LoadingState, useNavigate } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLogin } from '../../session/after-login';
import { session } from '../../session/session';
import { readCallback, type CallbackRoute } from './oidc';
import { apiErrorOf } from './validate';

type Failure = 'cancelled' | 'state' | 'missing' | 'notConfigured' | 'invalidToken' | 'generic';

const failureOf = (code: string): Failure =>
  code === 'provider_not_configured' ? 'notConfigured' : code === 'invalid_id_token' ? 'invalidToken' : 'generic';

/**
 * spec §2 "authorize" and "Microsoft sign-in redirect": the provider sends the browser back here with
 * the ID token in the URL fragment; the API verifies it and answers our own token.
 */
export function SocialCallbackPage({ world, route }: { world: string; route: CallbackRoute }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  // The fragment is single-use (state is consumed): React's dev double effect must not read it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const result = readCallback(window.location.hash, route);
    // The ID token must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!result.ok) {
      setFailure(result.reason);
      return;
    }
    session()
      .loginWithIdToken(result.grant, result.idToken, result.nonce)
      .then(afterLogin)
      .then(() => navigate(result.returnTo || href('home', {}, world), { replace: true }))
      .catch(async (error: unknown) => setFailure(failureOf((await apiErrorOf(error)).code)));
  }, [navigate, route, world]);

  if (!failure) {
    return (
      <section className="tm-account" aria-labelledby="social-title">
        <h1 id="social-title">{t('social.working')}</h1>
        <LoadingState lines={2} />
      </section>
    );
  }
  return (
    <section className="tm-account" aria-labelledby="social-title">
      <h1 id="social-title">{t('social.failedTitle')}</h1>
      <p className="tm-banner tm-banner--error" role="alert">{t(`social.errors.${failure}`)}</p>
      <p className="tm-account__links">
        <Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('social.backToLogin')}</Link>
      </p>
    </section>
  );
}
