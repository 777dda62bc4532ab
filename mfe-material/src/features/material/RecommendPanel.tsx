import { useUser, unavailableWhile } from '@teachmarket/shared-kit';
import { recommendMaterial } from '@teachmarket/shared-kit/page-api';
import { RECOMMENDATION_MESSAGE_MAX } from '@teachmarket/contracts/rules/account-links';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL, useFocusFirstField, type OpenedFormProps } from './opened-form';

type Key =
  | 'login:errors.emailRequired' | 'login:errors.emailInvalid' | 'login:errors.generic'
  | 'service-pages:links.tooMany' | 'service-pages:links.recommend.ownEmail' | 'service-pages:links.recommend.messageTooLong';
type Errors = Partial<Record<'email' | 'message' | 'form', Key | null>>;

/**
 * The opened recommendation form (RecommendForm): a chunk of its own, loaded when the reader opens it
 * (issue 16). Its first field takes the focus when it appears.
 */
export function RecommendPanel({ material, form, close, onSent }: OpenedFormProps) {
  const { t } = useTranslation(['service-pages', 'login']);
  const user = useUser();
  const id = useId();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const msg = (key: Key | null | undefined) => (key ? t(key, { max: RECOMMENDATION_MESSAGE_MAX }) : null);
  useFocusFirstField(form);

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
      onSent(to);
    } catch (e) {
      const status = (e as { response?: { status?: number } } | null)?.response?.status;
      setErrors(status === 400 ? { email: 'login:errors.emailInvalid' } : { form: status === 429 ? 'service-pages:links.tooMany' : 'login:errors.generic' });
      setBusy(false);
    }
  };

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
