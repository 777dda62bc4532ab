import { forgotPassword } from '@teachmarket/shared-kit/page-api';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { useTranslation } from 'react-i18next';
import { useMessage } from './messages';
import { OneFieldFormPage } from './OneFieldFormPage';
import { useOneFieldForm } from './use-one-field-form';
import { emailError } from './validate';

export function ForgotPasswordPage({ world }: { world: string }) {
  const { t } = useTranslation(['service-pages', 'login']);
  const msg = useMessage();
  const form = useOneFieldForm({
    check: emailError,
    send: (value) => forgotPassword(value.trim()),
    failure: () => 'login:errors.generic',
  });

  return (
    <OneFieldFormPage id="forgot-title" world={world} title={t('forgot.title')} doneText={t('forgot.sent')} submitLabel={t('forgot.submit')} form={form}>
      <p>{t('forgot.intro')}</p>
      <Field id="forgot-email" label={t('login:email')} type="email" autoComplete="email" value={form.value} onChange={(e) => form.setValue(e.target.value)} error={msg(form.error)} />
    </OneFieldFormPage>
  );
}
