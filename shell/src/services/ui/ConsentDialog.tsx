import { acceptAllConsent, closeReopenedConsent, CONSENT_SERVICES, saveConsent, type ConsentServiceId } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from './use-dialog-focus';

// Issue 16: a chunk of its own (ConsentModal.tsx loads it when consent is asked for).

export function ConsentDialog({ reopened, accepted }: { reopened: boolean; accepted: readonly ConsentServiceId[] }) {
  const { t } = useTranslation('modals');
  const ref = useRef<HTMLDivElement>(null);
  // Reopened: the stored choice, to narrow or widen; a first visit starts with only what is required.
  const [chosen, setChosen] = useState<ConsentServiceId[]>(reopened ? [...accepted] : ['essential']);
  // A first decision is required: Escape does not close it. Reopened, Escape keeps the earlier choice.
  // Tab stays inside, focus starts in it and returns to "Cookie settings" when it closes.
  useDialogFocus(ref, reopened ? closeReopenedConsent : () => undefined);
  useEffect(() => ref.current?.querySelector<HTMLElement>('h2')?.focus(), []);

  const toggle = (id: ConsentServiceId) => setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  return (
    <div className="tm-modal-backdrop">
      <div ref={ref} className="tm-modal" role="dialog" aria-modal="true" aria-labelledby="tm-consent-title" aria-describedby="tm-consent-text">
        <h2 id="tm-consent-title" tabIndex={-1}>
          {t('consent.title')}
        </h2>
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
      </div>
    </div>
  );
}
