import { href, Link, useLocation, unavailableWhile } from '@teachmarket/shared-kit';
import { getReferralInviter, register } from '@teachmarket/shared-kit/page-api';
import { ErrorSummary, Field, summaryErrors } from '@teachmarket/shared-kit/page-ui';
import { REFERRAL_CODE_PATTERN } from '@teachmarket/contracts/rules/referrals';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from './focus';
import { SocialButtons } from './SocialButtons';
import { useMessage } from './messages';
import { TermsCheck } from './TermsCheck';
import { emailError, PASSWORD_MIN, signUpErrors, type MessageKey } from './validate';

const SIGNUP_FIELDS = ['name', 'email', 'password', 'terms'] as const;
type Errors = Partial<Record<(typeof SIGNUP_FIELDS)[number] | 'form', MessageKey | null>>;

export function RegisterPage({ world }: { world: string }) {
  const { t } = useTranslation(['signup', 'login']);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const msg = useMessage();
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form gives way to the shorter "check your inbox" screen: focus (and view) go to its heading,
  // or the page stayed scrolled down past it and the focus fell to the page (the button had gone).
  const sentHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);
  // spec §2 /invitation: a colleague's referral link is this page with ?ref=<code>; the API records the referral.
  const ref = new URLSearchParams(useLocation().search).get('ref');
  const referral = ref && new RegExp(REFERRAL_CODE_PATTERN).test(ref) ? ref : null;
  // s17 QA3 (s16 QA2 finding 12): the page says who sent the link (their public name; nothing for an unknown code).
  const [inviter, setInviter] = useState<string | null>(null);
  useEffect(() => {
    if (!referral) return;
    const controller = new AbortController();
    getReferralInviter(referral, controller.signal).then(({ inviter: found }) => setInviter(found.name), () => undefined);
    return () => controller.abort();
  }, [referral]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const next: Errors = { ...signUpErrors({ name, password, terms }), email: emailError(email) };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return focusFirstInvalid(form);
    setBusy(true);
    try {
      await register({ email: email.trim(), password, public_name: name.trim(), accept_terms: true, ...(referral ? { referral_code: referral } : {}) });
      setSentTo(email.trim());
    } catch {
      // Issue 13: the API answers a taken address like a new one, so the only failures here are
      // the server's or the network's (input mistakes were caught above).
      setErrors({ form: 'login:errors.generic' });
      focusFirstInvalid(form);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    // The same screen whether or not the address has an account (issue 13: the page must not tell
    // who is registered); the mail itself says which case it is.
    return (
      <section className="tm-account" aria-labelledby="signup-sent">
        <h1 id="signup-sent" ref={sentHeading} tabIndex={-1}>{t('sent.title')}</h1>
        <p role="status">{t('sent.mailed', { email: sentTo })}</p>
        <ul>
          <li>{t('sent.newAccount')}</li>
          <li>{t('sent.existingAccount')}</li>
        </ul>
        <p>{t('sent.noMail')}</p>
        <p className="tm-account__links">
          {t('haveAccount')} <Link to={href('login', {}, world)}>{t('login:submit')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="tm-account" aria-labelledby="signup-title">
      <h1 id="signup-title">{t('title')}</h1>
      {inviter && <p className="tm-account__invited">{t('invitedBy', { name: inviter })}</p>}
      <form noValidate onSubmit={(e) => void submit(e)}>
        {errors.form && <p className="tm-banner tm-banner--error" role="alert">{msg(errors.form)}</p>}
        <ErrorSummary errors={summaryErrors(SIGNUP_FIELDS, (f) => `signup-${f}`, (f) => msg(errors[f]))} />
        <Field id="signup-name" label={t('name')} autoComplete="nickname" value={name} onChange={(e) => setName(e.target.value)} error={msg(errors.name)} />
        <Field id="signup-email" label={t('login:email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={msg(errors.email)} />
        <Field id="signup-password" label={t('login:password')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={msg(errors.password)} hint={t('passwordHint', { min: PASSWORD_MIN })} />
        <TermsCheck id="signup-terms" world={world} checked={terms} onChange={setTerms} error={msg(errors.terms)} />
        <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>
          {t('submit')}
        </button>
      </form>
      {/* spec §4: sign up with a configured provider (the account is created on first login). */}
      <SocialButtons world={world} />
      <p className="tm-account__links">
        {t('haveAccount')} <Link to={href('login', {}, world)}>{t('login:submit')}</Link>
      </p>
    </section>
  );
}
