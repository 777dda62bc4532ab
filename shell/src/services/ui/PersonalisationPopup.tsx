import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $popup, releasePopup } from '../popups';

export function PersonalisationPopup() {
  const { t } = useTranslation('personalization');
  const popup = useStore($popup);
  if (popup !== 'personalisation') return null;
  return (
    <div className="tm-modal-backdrop">
      <div className="tm-modal" role="dialog" aria-modal="true" aria-labelledby="tm-personalisation-title">
        <h2 id="tm-personalisation-title">{t('popup.title')}</h2>
        <p>{t('popup.text')}</p>
        <div className="tm-modal__actions">
          <button type="button" className="tm-button tm-button--primary" onClick={() => releasePopup('personalisation')}>
            {t('popup.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
