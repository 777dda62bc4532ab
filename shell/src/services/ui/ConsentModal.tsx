import { useStore } from '@nanostores/react';
import { $consent, acceptAllConsent, CONSENT_SERVICES, saveConsent, type ConsentServiceId } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from './use-dialog-focus';

/** Route ids where the consent modal must not cover the page (spec §2: terms and imprint). */
export const NO_CONSENT_ROUTES: ReadonlySet<string> = new Set(['terms', 'imprint']);

export function ConsentModal({ routeId }: { routeId: string }) {
  const consent = useStore($consent);
  if (consent.status !== 'required' || NO_CONSENT_ROUTES.has(routeId)) return null;
  return <ConsentDialog />;
}

function ConsentDialog() {
  const { t } = useTranslation('modals');
  const ref = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<ConsentServiceId[]>(['essential']);
  // A decision is required: Escape does not close it, but Tab stays inside and focus starts in it.
  useDialogFocus(ref, () => undefined);
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
