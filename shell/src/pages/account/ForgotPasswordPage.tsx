import { Field, forgotPassword, href } from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusFirstInvalid } from './focus';
import { useMessage } from './messages';
import { emailError, type MessageKey } from './validate';

export function ForgotPasswordPage({ world }: { world: string }) {
  const { t } = useTranslation(['service-pages', 'login']);
  const [email, setEmail] = useState('');
  const msg = useMessage();
  const [error, setError] = useState<MessageKey | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const problem = emailError(email);
    setError(problem);
    if (problem) return focusFirstInvalid(form);
    setState('busy');
    try {
      await forgotPassword(email.trim());
      setState('sent');
    } catch {
      setError('login:errors.generic');
      setState('idle');
    }
  };

  return (
    <section className="tm-account" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('forgot.title')}</h1>
      {state === 'sent' ? (
        <p role="status">{t('forgot.sent')}</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <p>{t('forgot.intro')}</p>
          <Field id="forgot-email" label={t('login:email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={msg(error)} />
          <button type="submit" className="tm-button tm-button--primary" disabled={state === 'busy'}>
            {t('forgot.submit')}
          </button>
        </form>
      )}
      <p className="tm-account__links">
        <Link to={href('login', {}, world)}>{t('toLogin')}</Link>
      </p>
    </section>
  );
}
