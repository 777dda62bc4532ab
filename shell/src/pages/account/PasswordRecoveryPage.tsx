import { Field, href, recoverPassword } from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusFirstInvalid } from './focus';
import { useMessage } from './messages';
import { apiErrorOf, newPasswordError, PASSWORD_MIN, tokenErrorKey, type MessageKey } from './validate';

export function PasswordRecoveryPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation(['service-pages', 'signup', 'login']);
  const [password, setPassword] = useState('');
  const msg = useMessage();
  const [error, setError] = useState<MessageKey | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const problem = newPasswordError(password);
    setError(problem);
    if (problem) return focusFirstInvalid(form);
    setState('busy');
    try {
      await recoverPassword(token, password);
      setState('done');
    } catch (e) {
      const { status, code } = await apiErrorOf(e);
      setError(status === 410 ? tokenErrorKey(code) : 'login:errors.generic');
      setState('idle');
    }
  };

  return (
    <section className="tm-account" aria-labelledby="recovery-title">
      <h1 id="recovery-title">{t('recovery.title')}</h1>
      {state === 'done' ? (
        <p role="status">{t('recovery.done')}</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <Field id="recovery-password" label={t('login:password')} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} error={msg(error)} hint={t('signup:passwordHint', { min: PASSWORD_MIN })} />
          <button type="submit" className="tm-button tm-button--primary" disabled={state === 'busy'}>
            {t('recovery.submit')}
          </button>
        </form>
      )}
      <p className="tm-account__links">
        <Link to={href('login', {}, world)}>{t('toLogin')}</Link>
      </p>
    </section>
  );
}
