import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $popup, releasePopup } from '../popups';
import { useDialogFocus } from './use-dialog-focus';

export function PersonalisationPopup() {
  const popup = useStore($popup);
  return popup === 'personalisation' ? <PersonalisationDialog /> : null;
}

function PersonalisationDialog() {
  const { t } = useTranslation('personalization');
  const ref = useRef<HTMLDivElement>(null);
  const close = () => releasePopup('personalisation');
  useDialogFocus(ref, close);
  useEffect(() => ref.current?.querySelector<HTMLElement>('h2')?.focus(), []);
  return (
    <div className="tm-modal-backdrop">
      <div ref={ref} className="tm-modal" role="dialog" aria-modal="true" aria-labelledby="tm-personalisation-title">
        <h2 id="tm-personalisation-title" tabIndex={-1}>
          {t('popup.title')}
        </h2>
        <p>{t('popup.text')}</p>
        <div className="tm-modal__actions">
          <button type="button" className="tm-button tm-button--primary" onClick={close}>
            {t('popup.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
