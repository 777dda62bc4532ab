import { acceptAllConsent, closeReopenedConsent, CONSENT_SERVICES, saveConsent, type ConsentServiceId } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './ModalDialog';

// Issue 16: a chunk of its own (ConsentModal.tsx loads it when consent is asked for).

export function ConsentDialog({ reopened, accepted }: { reopened: boolean; accepted: readonly ConsentServiceId[] }) {
  const { t } = useTranslation('modals');
  // Reopened: the stored choice, to narrow or widen; a first visit starts with only what is required.
  const [chosen, setChosen] = useState<ConsentServiceId[]>(reopened ? [...accepted] : ['essential']);

  const toggle = (id: ConsentServiceId) => setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  return (
    // A first decision is required: Escape does not close it. Reopened, Escape keeps the earlier choice.
    // Tab stays inside, focus starts in it and returns to "Cookie settings" when it closes.
    <ModalDialog id="tm-consent" title={t('consent.title')} describedBy="tm-consent-text" onEscape={reopened ? closeReopenedConsent : () => undefined}>
      <p id="tm-consent-text">{t('consent.text')}</p>
      <ul className="tm-consent__services">
        {CONSENT_SERVICES.map((service) => (
          <li key={service.id}>
            <label>
              <input
                type="checkbox"
                checked={service.required || chosen.includes(service.id)}
                disabled={service.required}
                onChange={() => toggle(service.id)}
              />{' '}
              {t(`consent.services.${service.id}`)}
            </label>
          </li>
        ))}
      </ul>
      <div className="tm-modal__actions">
        {reopened && (
          <button type="button" className="tm-button" onClick={closeReopenedConsent}>
            {t('consent.cancel')}
          </button>
        )}
        <button type="button" className="tm-button" onClick={() => saveConsent(chosen)}>
          {t('consent.save')}
        </button>
        <button type="button" className="tm-button tm-button--primary" onClick={acceptAllConsent}>
          {t('consent.acceptAll')}
        </button>
      </div>
    </ModalDialog>
  );
}
