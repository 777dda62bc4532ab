import { useStore } from '@nanostores/react';
import { href, Link, LoadingState, $session, useLocation, useNavigate, $user } from '@teachmarket/shared-kit';
import { loginAsUser } from '@teachmarket/shared-kit/page-api';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLogin } from '../../session/after-login';
import { session } from '../../session/session';
import { apiErrorOf } from './validate';

type Problem = 'required' | 'notFound' | 'forbidden' | 'generic';

/** "12" is a user id, anything else must look like an e-mail address. */
function targetOf(input: string): { user_id: number } | { email: string } | null {
  const value = input.trim();
  if (/^\d{1,9}$/.test(value) && Number(value) > 0) return { user_id: Number(value) };
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? { email: value } : null;
}

/**
 * spec §2/§6 login-as: an operator continues as another user (flagged: no tracking, no popups).
 * `?user=<id>` (the operator console's user page links here, issue 19) fills in the user and opens
 * the confirm step at once; nothing happens before the operator confirms.
 */
export function LoginAsPage({ world }: { world: string }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const { status } = useStore($session);
  const user = useStore($user);
  const requested = new URLSearchParams(useLocation().search).get('user') ?? '';
  const [query, setQuery] = useState(requested);
  const [confirming, setConfirming] = useState<{ user_id: number } | { email: string } | null>(() => targetOf(requested));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  if (status === 'validating' || (status === 'loggedIn' && !user)) return <LoadingState />;
  if (status !== 'loggedIn' || user?.role !== 'operator' || user.loggedInAsAnotherUser) {
    return (
      <section className="tm-account" aria-labelledby="login-as-title">
        <h1 id="login-as-title">{t('loginAs.title')}</h1>
        <p className="tm-banner tm-banner--warning" role="alert">{t('loginAs.notAllowed')}</p>
        {status !== 'loggedIn' && <Link to={href('login', {}, world)}>{t('submit')}</Link>}
      </section>
    );
  }

  const review = (event: FormEvent) => {
    event.preventDefault();
    const target = targetOf(query);
    setProblem(target ? null : 'required');
    setConfirming(target);
  };

  const confirm = async () => {
    // aria-disabled, not disabled, while logging in (issue 20: focus stays on the button).
    if (!confirming || busy) return;
    setBusy(true);
    try {
      const { access_token, oauth_user_id } = await loginAsUser(confirming);
      if (oauth_user_id === null) throw new Error('login-as answered no user');
      await session().adoptToken(access_token, oauth_user_id, true);
      await afterLogin();
      navigate(href('home', {}, world));
    } catch (error) {
      const { status: code } = await apiErrorOf(error);
      setProblem(code === 404 ? 'notFound' : code === 403 ? 'forbidden' : 'generic');
      setConfirming(null);
      setBusy(false);
    }
  };

  const label = confirming ? ('email' in confirming ? confirming.email : `#${confirming.user_id}`) : '';
  return (
    <section className="tm-account" aria-labelledby="login-as-title">
      <h1 id="login-as-title">{t('loginAs.title')}</h1>
      <p>{t('loginAs.intro')}</p>
      <form noValidate onSubmit={review} role="search">
        <Field id="login-as-user" label={t('loginAs.field')} hint={t('loginAs.hint')} value={query} autoComplete="off"
          onChange={(e) => { setQuery(e.target.value); setConfirming(null); }}
          error={problem ? t(`loginAs.errors.${problem}`) : null} />
        <button type="submit" className="tm-button">{t('loginAs.find')}</button>
      </form>
      {confirming && (
        <div className="tm-banner tm-banner--warning" role="dialog" aria-labelledby="login-as-confirm">
          <p id="login-as-confirm">{t('loginAs.confirm', { user: label })}</p>
          <button type="button" className="tm-button tm-button--primary" aria-disabled={busy || undefined} onClick={() => void confirm()}>
            {t('loginAs.confirmButton')}
          </button>{' '}
          <button type="button" className="tm-button" aria-disabled={busy || undefined} onClick={() => { if (!busy) setConfirming(null); }}>
            {t('loginAs.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
