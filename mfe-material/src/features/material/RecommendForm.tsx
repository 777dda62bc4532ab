import { recommendMaterial, type Material, useSession, useUser, unavailableWhile } from '@teachmarket/shared-kit';
import { RECOMMENDATION_MESSAGE_MAX } from '@teachmarket/contracts/rules/account-links';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './recommend.css';
import { useCancelableForm } from './use-cancelable-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type Key =
  | 'login:errors.emailRequired' | 'login:errors.emailInvalid' | 'login:errors.generic'
  | 'service-pages:links.tooMany' | 'service-pages:links.recommend.ownEmail' | 'service-pages:links.recommend.messageTooLong';
type Errors = Partial<Record<'email' | 'message' | 'form', Key | null>>;

/** spec §2 recommendation: a logged-in user mails a colleague a link to this material, with a note. */
export function RecommendForm({ material }: { material: Material }) {
  const { t } = useTranslation(['service-pages', 'login']);
  const session = useSession();
  const user = useUser();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const msg = (key: Key | null | undefined) => (key ? t(key, { max: RECOMMENDATION_MESSAGE_MAX }) : null);
  // Issue 20: Escape closes the opened form like Cancel; focus goes back to the button that opened it.
  const { opener, form, close } = useCancelableForm(open, setOpen);

  if (session.status !== 'loggedIn') return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const to = email.trim();
    const next: Errors = {
      email: !to ? 'login:errors.emailRequired' : !EMAIL.test(to) ? 'login:errors.emailInvalid'
        : to.toLowerCase() === user?.email?.toLowerCase() ? 'service-pages:links.recommend.ownEmail' : null,
      message: message.length > RECOMMENDATION_MESSAGE_MAX ? 'service-pages:links.recommend.messageTooLong' : null,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await recommendMaterial({ materialId: material.id, email: to, ...(message.trim() ? { message: message.trim() } : {}) });
      setSentTo(to);
      close();
    } catch (e) {
      const status = (e as { response?: { status?: number } } | null)?.response?.status;
      setErrors(status === 400 ? { email: 'login:errors.emailInvalid' } : { form: status === 429 ? 'service-pages:links.tooMany' : 'login:errors.generic' });
    } finally {
      setBusy(false);
    }
  };

  const reopen = () => {
    setSentTo(null);
    setEmail('');
    setMessage('');
    setOpen(true);
  };

  if (!open) {
    return (
      <>
        <button ref={opener} type="button" className="tm-button" aria-expanded={false} onClick={reopen}>{t('links.recommend.open')}</button>
        {sentTo && <p role="status" className="tm-material__note">{t('links.recommend.sent', { email: sentTo })}</p>}
      </>
    );
  }
  return (
    <form ref={form} noValidate className="tm-material__link-form" aria-label={t('links.recommend.open')} onSubmit={(e) => void submit(e)}>
      {errors.form && <p role="alert" className="tm-material__error">{msg(errors.form)}</p>}
      <div className="tm-field">
        <label htmlFor={`${id}-email`}>{t('links.recommend.email')}</label>
        <input id={`${id}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)}
          aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? `${id}-email-error` : undefined} />
        {errors.email && <p id={`${id}-email-error`} className="tm-field__error" role="alert">{msg(errors.email)}</p>}
      </div>
      <div className="tm-field">
        <label htmlFor={`${id}-message`}>{t('links.recommend.message')}</label>
        <textarea id={`${id}-message`} rows={3} value={message} onChange={(e) => setMessage(e.target.value)}
          aria-invalid={errors.message ? true : undefined} aria-describedby={errors.message ? `${id}-message-error` : undefined} />
        {errors.message && <p id={`${id}-message-error`} className="tm-field__error" role="alert">{msg(errors.message)}</p>}
      </div>
      <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{t('links.recommend.submit')}</button>
      <button type="button" className="tm-button" onClick={close}>{t('links.recommend.cancel')}</button>
    </form>
  );
}
