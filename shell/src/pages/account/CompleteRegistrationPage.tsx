import { type CompleteRegistrationInfo, unavailableWhile } from '@teachmarket/shared-kit';
import { completeRegistration, getCompleteRegistration } from '@teachmarket/shared-kit/page-api';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLogin } from '../../session/after-login';
import { session } from '../../session/session';
import { focusFirstInvalid } from './focus';
import { useMessage } from './messages';
import { OutcomeLink, TokenLinkBody, TokenLinkFrame } from './token-link-page';
import { useTokenLink } from './use-token-link';
import { TermsCheck } from './TermsCheck';
import { apiErrorOf, PASSWORD_MIN, signUpErrors, tokenErrorKey, type MessageKey } from './validate';

type Errors = Partial<Record<'name' | 'password' | 'terms' | 'form', MessageKey | null>>;

/**
 * spec §2 finish registration /complete-registration/:token: an account created for someone (a
 * school admin's invitation) gets its public name and password; the token is used on submit only.
 */
export function CompleteRegistrationPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation(['service-pages', 'signup']);
  const { state, retry } = useTokenLink(getCompleteRegistration, token);
  const [done, setDone] = useState(false);

  return (
    <TokenLinkFrame id="complete-title" title={done ? t('signup:confirm.done') : t('links.complete.title')} busy={state.status === 'loading'}>
      {!done && <TokenLinkBody state={state} retry={retry} ready={(info) => <CompleteForm world={world} token={token} info={info} onDone={() => setDone(true)} />} />}
      {(done || state.status === 'failed') && (
        <OutcomeLink world={world} done={done}>{done ? t('signup:confirm.start') : t('toLogin')}</OutcomeLink>
      )}
    </TokenLinkFrame>
  );
}

function CompleteForm({ world, token, info, onDone }: { world: string; token: string; info: CompleteRegistrationInfo; onDone: () => void }) {
  const { t } = useTranslation(['service-pages', 'signup', 'login']);
  const msg = useMessage();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const next: Errors = signUpErrors({ name, password, terms });
    setErrors(next);
    if (Object.values(next).some(Boolean)) return focusFirstInvalid(form);
    setBusy(true);
    try {
      const answer = await completeRegistration({ token, publicName: name.trim(), password, acceptTerms: true });
      await session().adoptToken(answer.access_token, answer.oauth_user_id, false);
      await afterLogin();
      onDone();
    } catch (error) {
      const { status, code, field } = await apiErrorOf(error);
      if (status === 410) setErrors({ form: tokenErrorKey(code) });
      else if (field === 'publicName') setErrors({ name: 'signup:errors.nameRequired' });
      else if (field === 'password') setErrors({ password: 'signup:errors.passwordShort' });
      else setErrors({ form: 'login:errors.generic' });
      focusFirstInvalid(form);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      {info.schoolName && <p>{t('links.complete.school', { school: info.schoolName })}</p>}
      <p>{t('links.complete.intro', { email: info.email })}</p>
      {errors.form && <p className="tm-banner tm-banner--error" role="alert">{msg(errors.form)}</p>}
      <Field id="complete-name" label={t('signup:name')} autoComplete="nickname" value={name} onChange={(e) => setName(e.target.value)} error={msg(errors.name)} />
      <Field id="complete-password" label={t('login:password')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={msg(errors.password)} hint={t('signup:passwordHint', { min: PASSWORD_MIN })} />
      <TermsCheck id="complete-terms" world={world} checked={terms} onChange={setTerms} error={msg(errors.terms)} />
      <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>
        {t('links.complete.submit')}
      </button>
    </form>
  );
}
