import { useStore } from '@nanostores/react';
import { $consent, acceptAllConsent, CONSENT_SERVICES, saveConsent, type ConsentServiceId } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Route ids where the consent modal must not cover the page (spec §2: terms and imprint). */
export const NO_CONSENT_ROUTES: ReadonlySet<string> = new Set(['terms', 'imprint']);

export function ConsentModal({ routeId }: { routeId: string }) {
  const { t } = useTranslation('modals');
  const consent = useStore($consent);
  const [chosen, setChosen] = useState<ConsentServiceId[]>(['essential']);
  if (consent.status !== 'required' || NO_CONSENT_ROUTES.has(routeId)) return null;

  const toggle = (id: ConsentServiceId) => setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
  return (
    <div className="tm-modal-backdrop">
      <div className="tm-modal" role="dialog" aria-modal="true" aria-labelledby="tm-consent-title">
        <h2 id="tm-consent-title">{t('consent.title')}</h2>
        <p>{t('consent.text')}</p>
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
