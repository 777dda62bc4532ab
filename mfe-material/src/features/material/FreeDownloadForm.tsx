import { requestFreeDownload, type Material, useSession, unavailableWhile } from '@teachmarket/shared-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './free-download.css';
import { useCancelableForm } from './use-cancelable-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Key = 'login:errors.emailRequired' | 'login:errors.emailInvalid' | 'login:errors.generic' | 'service-pages:links.tooMany';

/**
 * Issue 5 free-material download: an anonymous visitor gets a FREE material's download link by
 * e-mail (logged-in users download it directly). Opens on demand so the page stays calm.
 */
export function FreeDownloadForm({ material }: { material: Material }) {
  const { t } = useTranslation(['service-pages', 'login']);
  const session = useSession();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<Key | null>(null);
  const [formError, setFormError] = useState<Key | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Issue 20: Escape closes the opened form like Cancel; focus goes back to the button that opened it.
  const { opener, form, close } = useCancelableForm(open, setOpen);
  // Issue 20 (2.4.3): the sent message replaces the form (and its focused button): it takes the focus.
  const sentNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) sentNote.current?.focus();
  }, [sentTo]);

  if (!material.isFree || session.status === 'loggedIn' || session.status === 'validating') return null;

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
      setSentTo(value);
    } catch (e) {
      const status = (e as { response?: { status?: number } } | null)?.response?.status;
      if (status === 400) setError('login:errors.emailInvalid');
      else setFormError(status === 429 ? 'service-pages:links.tooMany' : 'login:errors.generic');
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) return <p role="status" className="tm-material__note" tabIndex={-1} ref={sentNote}>{t('links.free.sent', { email: sentTo })}</p>;
  if (!open) {
    return (
      <button ref={opener} type="button" className="tm-button" aria-expanded={false} onClick={() => setOpen(true)}>
        {t('links.free.ask')}
      </button>
    );
  }
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
