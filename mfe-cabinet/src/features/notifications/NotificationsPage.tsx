import { useStore } from '@nanostores/react';
import {
  $user, ErrorState, getMailSettings, LoadingState, saveMailSettings, useQuery, type MailSettings, type PageProps,
} from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';

/**
 * spec §2 cabinet /notifications: which e-mails the user gets. The unsubscribe links in e-mails
 * switch the same settings off (api/src/routes/account-settings/mail-settings.ts).
 */
export default function NotificationsPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('cabinet-settings');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('notifications.title')}>
      <Notifications />
    </CabinetLayout>
  );
}

function Notifications() {
  const settings = useQuery(['getMailSettings'], () => getMailSettings());
  if (settings.status === 'loading') return <LoadingState />;
  if (settings.status === 'error') return <ErrorState onRetry={settings.retry} />;
  return <NotificationsForm initial={settings.data.item} />;
}

function NotificationsForm({ initial }: { initial: MailSettings }) {
  const { t } = useTranslation('cabinet-settings');
  const user = useStore($user);
  const [values, setValues] = useState(initial);
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  // Sales mails concern sellers; a buyer's switch stays saved but is not offered.
  const kinds: (keyof MailSettings)[] = user?.isSeller ? ['newMaterials', 'sales', 'newsletter'] : ['newMaterials', 'newsletter'];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    try {
      setValues((await saveMailSettings(values)).item);
      setState('saved');
    } catch {
      setState('failed');
    }
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
                setState('idle');
              }}
            />
            {t(`notifications.${kind}`)}
          </label>
        ))}
      </fieldset>
      {state === 'saved' && <p role="status" className="tm-settings-ok">{t('page.saved')}</p>}
      {state === 'failed' && <p role="alert" className="tm-banner--error">{t('page.failed')}</p>}
      <button type="submit" className="tm-button tm-button--primary" disabled={state === 'busy'}>{t('page.save')}</button>
    </form>
  );
}
