import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IOS_APP_STORE_URL, storage } from '@teachmarket/shared-kit';

/** spec §2: the banner appears only on these pages. */
export const PROMOTE_APP_ROUTES: ReadonlySet<string> = new Set(['searchResults', 'material', 'schoolLanding', 'favourites', 'thankYou']);
export const IOS_STORE_URL = IOS_APP_STORE_URL;
const DISMISSED_KEY = 'promoteAppDismissed';

export function PromoteAppBanner({ routeId }: { routeId: string }) {
  const { t } = useTranslation('modals');
  const [dismissed, setDismissed] = useState(() => storage.get(DISMISSED_KEY) === 'true');
  if (dismissed || !PROMOTE_APP_ROUTES.has(routeId)) return null;
  const close = () => {
    storage.set(DISMISSED_KEY, 'true');
    setDismissed(true);
  };
  return (
    <aside className="tm-banner tm-promote-app" aria-label={t('promoteApp.label')}>
      <span>{t('promoteApp.text')}</span>
      <a className="tm-button tm-button--primary" href={IOS_STORE_URL} target="_blank" rel="noopener noreferrer">
        {t('promoteApp.cta')}
      </a>
      <button type="button" className="tm-button" onClick={close}>
        {t('promoteApp.close')}
      </button>
    </aside>
  );
}
