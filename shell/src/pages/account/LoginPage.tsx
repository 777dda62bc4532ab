import { href, isSafeRedirectTarget, Link, useLocation, useNavigate, unavailableWhile } from '@teachmarket/shared-kit';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLogin } from '../../session/after-login';
import { session } from '../../session/session';
import { focusFirstInvalid } from './focus';
import { SocialButtons } from './SocialButtons';
import { useMessage } from './messages';
import { apiErrorOf, emailError, type MessageKey } from './validate';

/**
 * The clock time from which the next login may pass: now plus the API's Retry-After (issue 13: the
 * back-off grows per failure, so a fixed "15 minutes" would be wrong), rounded up to the minute so
 * the time shown is never too early.
 */
function retryTime(seconds: number): Date {
  return new Date(Math.ceil((Date.now() + seconds * 1000) / 60_000) * 60_000);
}

/** The API's refusals the form explains (anything else: the generic message). */
const FORM_ERRORS = new Map<string, MessageKey>([
  ['invalid_grant', 'login:errors.wrongCredentials'],
  ['too_many_attempts', 'login:errors.tooMany'],
  // Issue 19: an operator locked the account (403 account_locked, only after the right password).
  ['account_locked', 'login:errors.locked'],
]);

export function LoginPage({ world }: { world: string }) {
  const { t, i18n } = useTranslation(['login', 'common']);
  const navigate = useNavigate();
  // A page that needs a login (payment) sends ?returnTo=<same-site path>; only such a path is followed.
  const returnTo = new URLSearchParams(useLocation().search).get('returnTo');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const msg = useMessage();
  const [errors, setErrors] = useState<{ email?: MessageKey | null; password?: MessageKey | null; form?: MessageKey | null }>({});
  const [busy, setBusy] = useState(false);
  /** When the login throttle lets the next try pass (from the API's Retry-After), null when unknown. */
  const [retryAt, setRetryAt] = useState<Date | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const next = { email: emailError(email), password: password ? null : ('login:errors.passwordRequired' as const), form: null };
    setErrors(next);
    if (next.email || next.password) return focusFirstInvalid(form);
    if (busy) return;
    setBusy(true);
    try {
      await session().loginWithPassword(email.trim(), password);
      await afterLogin();
      navigate(isSafeRedirectTarget(returnTo) ? returnTo : href('home', {}, world));
    } catch (error) {
      const { code, retryAfter } = await apiErrorOf(error);
      setRetryAt(code === 'too_many_attempts' && retryAfter ? retryTime(retryAfter) : null);
      setErrors({ form: FORM_ERRORS.get(code) ?? 'login:errors.generic' });
      setBusy(false);
    }
  };

  return (
    <section className="tm-account" aria-labelledby="login-title">
      <h1 id="login-title">{t('title')}</h1>
      <form noValidate onSubmit={(e) => void submit(e)}>
        {errors.form && (
          <p className="tm-banner tm-banner--error" role="alert" id="login-form-error">
            {errors.form === 'login:errors.tooMany' && retryAt
              ? t('errors.tooManyUntil', { time: new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(retryAt) })
              : msg(errors.form)}
            {/* A locked account can only be unlocked by support: the way there, inside the alert tied to the fields. */}
            {errors.form === 'login:errors.locked' && <> <Link to={href('help', {}, world)}>{t('errors.lockedContact')}</Link></>}
          </p>
        )}
        <Field id="login-email" label={t('email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={msg(errors.email)} describedBy={errors.form ? 'login-form-error' : undefined} />
        <Field id="login-password" label={t('password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={msg(errors.password)} describedBy={errors.form ? 'login-form-error' : undefined} />
        {/* aria-disabled, not disabled, while sending: a disabled button would drop focus to the body (issue 20). */}
        <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      {/* spec §4: social buttons appear only for the providers the API reports as configured. */}
      <SocialButtons world={world} returnTo={isSafeRedirectTarget(returnTo) ? returnTo : undefined} />
      <p className="tm-account__links">
        <Link to={href('forgotPassword', {}, world)}>{t('forgot')}</Link>
        <span>
          {t('noAccount')} <Link to={href('register', {}, world)}>{t('register')}</Link>
        </span>
      </p>
    </section>
  );
}
