import { useStore } from '@nanostores/react';
import { $user, unavailableWhile } from '@teachmarket/shared-kit';
import { requestEmailChange } from '@teachmarket/shared-kit/page-api';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cabinetPage } from '../../ui/cabinet-page';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Key =
  | 'login:errors.emailRequired' | 'login:errors.emailInvalid' | 'login:errors.passwordRequired' | 'login:errors.generic'
  | 'signup:errors.emailTaken' | 'service-pages:links.changeEmail.wrongPassword' | 'service-pages:links.changeEmail.sameEmail'
  | 'service-pages:links.tooMany';
type Errors = Partial<Record<'newEmail' | 'password' | 'form', Key | null>>;

/** The API's error ({error:{code}}) and status from whatever the HTTP client threw. */
async function apiError(error: unknown): Promise<{ status: number | null; code: string }> {
  const response = (error as { response?: Response } | null)?.response;
  if (!response) return { status: null, code: 'network' };
  // ky 2 has already read the body into error.data (response.json() would fail): prefer it.
  const data = (error as { data?: { error?: { code?: string } } }).data;
  const body = data && typeof data === 'object' ? data : ((await response.clone().json().catch(() => ({}))) as { error?: { code?: string } });
  return { status: response.status, code: body.error?.code ?? 'unknown' };
}

function errorsFrom(status: number | null, code: string): Errors {
  if (status === 403) return { password: 'service-pages:links.changeEmail.wrongPassword' };
  if (status === 409) return { newEmail: 'signup:errors.emailTaken' };
  if (code === 'same_email') return { newEmail: 'service-pages:links.changeEmail.sameEmail' };
  if (status === 400) return { newEmail: 'login:errors.emailInvalid' };
  if (status === 429) return { form: 'service-pages:links.tooMany' };
  return { form: 'login:errors.generic' };
}

/** spec §2 cabinet change email: the new address gets a confirmation link; nothing changes until it is opened. */
export default cabinetPage('service-pages', (t) => ({ title: t('links.changeEmail.title'), loginMessage: t('links.changeEmail.loginRequired') }), ChangeEmailForm);

function ChangeEmailForm() {
  const { t } = useTranslation(['service-pages', 'login', 'signup']);
  const user = useStore($user);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const msg = (key: Key | null | undefined) => (key ? t(key) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = newEmail.trim();
    const next: Errors = {
      newEmail: !email ? 'login:errors.emailRequired' : EMAIL.test(email) ? null : 'login:errors.emailInvalid',
      password: password ? null : 'login:errors.passwordRequired',
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      await requestEmailChange(email, password);
      setSentTo(email);
    } catch (error) {
      const { status, code } = await apiError(error);
      setErrors(errorsFrom(status, code));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {sentTo ? (
        <p role="status" className="tm-settings-ok">{t('links.changeEmail.sent', { email: sentTo })}</p>
      ) : (
        <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
          {user?.email && <p>{t('links.changeEmail.current', { email: user.email })}</p>}
          <p className="tm-settings-note">{t('links.changeEmail.intro')}</p>
          {errors.form && <p className="tm-banner tm-banner--error" role="alert">{msg(errors.form)}</p>}
          <Field id="change-email-new" label={t('links.changeEmail.newEmail')} type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} error={msg(errors.newEmail)} />
          <Field id="change-email-password" label={t('links.changeEmail.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={msg(errors.password)} />
          <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>
            {t('links.changeEmail.submit')}
          </button>
        </form>
      )}
    </>
  );
}
