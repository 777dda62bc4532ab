import { FormStatus, useSubmit } from '@teachmarket/shared-kit';
import { ErrorSummary, Field, summaryErrors, useFormFields } from '@teachmarket/shared-kit/page-ui';
import { SETTINGS_PASSWORD_MIN } from '@teachmarket/contracts/rules/account-settings';
import { changePassword } from '@teachmarket/shared-kit/page-api';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorBody } from '../../ui/api-error';
import { cabinetPage } from '../../ui/cabinet-page';

const FIELDS = ['current', 'next', 'repeat'] as const;
type FieldName = (typeof FIELDS)[number];
const FIELD_IDS: Record<FieldName, string> = { current: 'password-current', next: 'password-new', repeat: 'password-repeat' };
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
export default cabinetPage('cabinet-settings', (t) => ({ title: t('password.title') }), ChangePasswordForm);

function ChangePasswordForm() {
  const { t } = useTranslation('cabinet-settings');
  const { status, run, reset, button } = useSubmit();
  const { values, setValues, errors, setErrors, set, check } = useFormFields<FieldName, ErrorKey>({ current: '', next: '', repeat: '' }, reset);
  const message = (field: FieldName) => (errors[field] ? t(`password.errors.${errors[field]}`, { min: SETTINGS_PASSWORD_MIN }) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!values.current) found.current = 'currentRequired';
    if (values.next.length < SETTINGS_PASSWORD_MIN) found.next = 'short';
    else if (values.next === values.current) found.next = 'same';
    if (!found.next && values.repeat !== values.next) found.repeat = 'mismatch';
    if (!check(found)) return;
    const changed = await run(
      () => changePassword({ currentPassword: values.current, newPassword: values.next }),
      (error) => {
        const fromApi = errorsFrom(error);
        if (fromApi) setErrors(fromApi);
        return Boolean(fromApi);
      },
    );
    if (changed) setValues({ current: '', next: '', repeat: '' });
  };

  return (
    <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="tm-settings-note">{t('password.intro')}</p>
      <ErrorSummary errors={summaryErrors(FIELDS, (f) => FIELD_IDS[f], message)} />
      <Field id={FIELD_IDS.current} label={t('password.current')} error={message('current')}>
        <input type="password" autoComplete="current-password" value={values.current} onChange={(e) => set('current', e.target.value)} />
      </Field>
      <Field id={FIELD_IDS.next} label={t('password.new')} error={message('next')} hint={t('password.hint', { min: SETTINGS_PASSWORD_MIN })}>
        <input type="password" autoComplete="new-password" value={values.next} onChange={(e) => set('next', e.target.value)} />
      </Field>
      <Field id={FIELD_IDS.repeat} label={t('password.repeat')} error={message('repeat')}>
        <input type="password" autoComplete="new-password" value={values.repeat} onChange={(e) => set('repeat', e.target.value)} />
      </Field>
      <FormStatus status={status} done={t('password.done')} failed={t('page.failed')} />
      <button type="submit" className="tm-button tm-button--primary" {...button}>{t('password.submit')}</button>
    </form>
  );
}
