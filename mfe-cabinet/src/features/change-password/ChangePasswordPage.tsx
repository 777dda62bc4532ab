import { changePassword, Field, type PageProps, SETTINGS_PASSWORD_MIN } from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { CabinetLayout } from '../../ui/CabinetLayout';

type FieldName = 'current' | 'next' | 'repeat';
type ErrorKey = 'currentRequired' | 'wrong' | 'short' | 'same' | 'mismatch' | 'tooMany';
type Errors = Partial<Record<FieldName, ErrorKey>>;

/** The API's refusal on the field it concerns (spec: per-field errors), or null for a general failure. */
function errorsFrom(error: unknown): Errors | null {
  const { status, code, field } = apiErrorBody(error);
  if (status === 403) return { current: 'wrong' };
  if (status === 429) return { current: 'tooMany' };
  if (code === 'same_password') return { next: 'same' };
  if (status === 400 && field === 'newPassword') return { next: 'short' };
  if (status === 400 && field === 'currentPassword') return { current: 'currentRequired' };
  return null;
}

/** spec §2 cabinet /change-password: current password, the sign-up rule for the new one, other devices logged out. */
export default function ChangePasswordPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('cabinet-settings');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('password.title')}>
      <ChangePasswordForm />
    </CabinetLayout>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation('cabinet-settings');
  const [values, setValues] = useState<Record<FieldName, string>>({ current: '', next: '', repeat: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const message = (field: FieldName) => (errors[field] ? t(`password.errors.${errors[field]}`, { min: SETTINGS_PASSWORD_MIN }) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.current) found.current = 'currentRequired';
    if (values.next.length < SETTINGS_PASSWORD_MIN) found.next = 'short';
    else if (values.next === values.current) found.next = 'same';
    if (!found.next && values.repeat !== values.next) found.repeat = 'mismatch';
    setErrors(found);
    if (Object.keys(found).length) return;
    setState('busy');
    try {
      await changePassword({ currentPassword: values.current, newPassword: values.next });
      setValues({ current: '', next: '', repeat: '' });
      setState('done');
    } catch (error) {
      const fromApi = errorsFrom(error);
      if (fromApi) setErrors(fromApi);
      setState(fromApi ? 'idle' : 'failed');
    }
  };

  return (
    <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="tm-settings-note">{t('password.intro')}</p>
      <Field id="password-current" label={t('password.current')} error={message('current')}>
        <input type="password" autoComplete="current-password" value={values.current} onChange={(e) => set('current', e.target.value)} />
      </Field>
      <Field id="password-new" label={t('password.new')} error={message('next')} hint={t('password.hint', { min: SETTINGS_PASSWORD_MIN })}>
        <input type="password" autoComplete="new-password" value={values.next} onChange={(e) => set('next', e.target.value)} />
      </Field>
      <Field id="password-repeat" label={t('password.repeat')} error={message('repeat')}>
        <input type="password" autoComplete="new-password" value={values.repeat} onChange={(e) => set('repeat', e.target.value)} />
      </Field>
      {state === 'done' && <p role="status" className="tm-settings-ok">{t('password.done')}</p>}
      {state === 'failed' && <p role="alert" className="tm-banner--error">{t('page.failed')}</p>}
      <button type="submit" className="tm-button tm-button--primary" disabled={state === 'busy'}>{t('password.submit')}</button>
    </form>
  );
}
