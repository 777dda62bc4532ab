import { useStore } from '@nanostores/react';
import { $user, FormStatus, useQuery, useSubmit, type MailSettings } from '@teachmarket/shared-kit';
import { QueryView } from '@teachmarket/shared-kit/page-ui';
import { getMailSettings, saveMailSettings } from '@teachmarket/shared-kit/page-api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cabinetPage } from '../../ui/cabinet-page';

/**
 * spec §2 cabinet /notifications: which e-mails the user gets. The unsubscribe links in e-mails
 * switch the same settings off (api/src/routes/account-settings/mail-settings.ts).
 */
export default cabinetPage('cabinet-settings', (t) => ({ title: t('notifications.title') }), Notifications);

function Notifications() {
  const settings = useQuery(['getMailSettings'], () => getMailSettings());
  return <QueryView query={settings}>{(data) => <NotificationsForm initial={data.item} />}</QueryView>;
}

function NotificationsForm({ initial }: { initial: MailSettings }) {
  const { t } = useTranslation('cabinet-settings');
  const user = useStore($user);
  const [values, setValues] = useState(initial);
  const { status, run, reset, button } = useSubmit();
  // Sales mails concern sellers; a buyer's switch stays saved but is not offered.
  const kinds: (keyof MailSettings)[] = user?.isSeller ? ['newMaterials', 'sales', 'newsletter'] : ['newMaterials', 'newsletter'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(() => saveMailSettings(values));
    if (saved) setValues(saved.item);
  };

  return (
    <form className="tm-settings-form" onSubmit={(e) => void submit(e)}>
      <fieldset className="tm-settings-fieldset">
        <legend className="tm-settings-note">{t('notifications.intro')}</legend>
        {kinds.map((kind) => (
          <label key={kind} className="tm-settings-check">
            <input
              type="checkbox"
              checked={values[kind]}
              onChange={(e) => {
                setValues((v) => ({ ...v, [kind]: e.target.checked }));
                reset();
              }}
            />
            {t(`notifications.${kind}`)}
          </label>
        ))}
      </fieldset>
      <FormStatus status={status} done={t('page.saved')} failed={t('page.failed')} />
      <button type="submit" className="tm-button tm-button--primary" {...button}>{t('page.save')}</button>
    </form>
  );
}
