import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IOS_APP_STORE_URL, storage } from '@teachmarket/shared-kit';
import { PROMOTE_APP_DISMISSED_KEY as DISMISSED_KEY } from '../promote-app';

// Issue 16: a chunk of its own (PromoteAppBanner.tsx loads it on the pages that show it).
export const IOS_STORE_URL = IOS_APP_STORE_URL;

export function PromoteAppBannerView() {
  const { t } = useTranslation('modals');
  const [dismissed, setDismissed] = useState(() => storage.get(DISMISSED_KEY) === 'true');
  if (dismissed) return null;
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
