import { unavailableWhile } from '@teachmarket/shared-kit';
import { requestFreeDownload } from '@teachmarket/shared-kit/page-api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL, useFocusFirstField, type OpenedFormProps } from './opened-form';

type Key = 'login:errors.emailRequired' | 'login:errors.emailInvalid' | 'login:errors.generic' | 'service-pages:links.tooMany';

/**
 * The opened free-download form (FreeDownloadForm): a chunk of its own, loaded when a visitor opens it
 * (issue 16). Its first field takes the focus when it appears.
 */
export function FreeDownloadPanel({ material, form, close, onSent }: OpenedFormProps) {
  const { t } = useTranslation(['service-pages', 'login']);
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<Key | null>(null);
  const [formError, setFormError] = useState<Key | null>(null);
  const [busy, setBusy] = useState(false);
  useFocusFirstField(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    const problem: Key | null = !value ? 'login:errors.emailRequired' : EMAIL.test(value) ? null : 'login:errors.emailInvalid';
    setError(problem);
    setFormError(null);
    if (problem) return;
    setBusy(true);
    try {
      await requestFreeDownload(value, material.id);
      onSent(value);
    } catch (e) {
      const status = (e as { response?: { status?: number } } | null)?.response?.status;
      if (status === 400) setError('login:errors.emailInvalid');
      else setFormError(status === 429 ? 'service-pages:links.tooMany' : 'login:errors.generic');
      setBusy(false);
    }
  };

  return (
    <form ref={form} noValidate className="tm-material__link-form" aria-label={t('links.free.ask')} onSubmit={(e) => void submit(e)}>
      <p className="tm-material__note">{t('links.free.intro')}</p>
      {formError && <p role="alert" className="tm-material__error">{t(formError)}</p>}
      <div className="tm-field">
        <label htmlFor={`${id}-email`}>{t('login:email')}</label>
        <input id={`${id}-email`} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
        {error && <p id={`${id}-error`} className="tm-field__error" role="alert">{t(error)}</p>}
      </div>
      <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{t('links.free.submit')}</button>
      <button type="button" className="tm-button" onClick={close}>{t('links.recommend.cancel')}</button>
    </form>
  );
}
