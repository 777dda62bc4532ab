import { recoverPassword } from '@teachmarket/shared-kit/page-api';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { useTranslation } from 'react-i18next';
import { useMessage } from './messages';
import { OneFieldFormPage } from './OneFieldFormPage';
import { useOneFieldForm } from './use-one-field-form';
import { apiErrorOf, newPasswordError, PASSWORD_MIN, tokenErrorKey } from './validate';

export function PasswordRecoveryPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation(['service-pages', 'signup', 'login']);
  const msg = useMessage();
  const form = useOneFieldForm({
    check: newPasswordError,
    send: (value) => recoverPassword(token, value),
    failure: async (e) => {
      const { status, code } = await apiErrorOf(e);
      return status === 410 ? tokenErrorKey(code) : 'login:errors.generic';
    },
  });

  return (
    <OneFieldFormPage id="recovery-title" world={world} title={t('recovery.title')} doneText={t('recovery.done')} submitLabel={t('recovery.submit')} form={form}>
      <Field id="recovery-password" label={t('login:password')} type="password" autoComplete="new-password" value={form.value} onChange={(e) => form.setValue(e.target.value)} error={msg(form.error)} hint={t('signup:passwordHint', { min: PASSWORD_MIN })} />
    </OneFieldFormPage>
  );
}
