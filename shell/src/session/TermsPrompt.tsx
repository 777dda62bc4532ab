import { useStore } from '@nanostores/react';
import { $session, acceptTerms, getTerms, href, unavailableWhile } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../services/ui/use-dialog-focus';
import { session } from './session';
// The account screens' and this prompt's styles (the header account entry used to load them).
import './session.css';

/**
 * spec §4/§8 terms_not_accepted: the session is kept and the user is asked to accept; API calls
 * wait (HTTP client terms wait) until they do.
 */
export function TermsPrompt({ world }: { world: string }) {
  const state = useStore($session);
  if (state.status !== 'loggedIn' || state.termsAccepted) return null;
  return <TermsDialog world={world} />;
}

function TermsDialog({ world }: { world: string }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  // Accepting is required to go on (requests wait): Escape does nothing, Tab stays inside.
  useDialogFocus(ref, () => undefined);
  useEffect(() => ref.current?.querySelector<HTMLElement>('h2')?.focus(), []);

  const accept = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { item } = await getTerms();
      await acceptTerms(item.version);
      session().termsAccepted();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={ref} className="tm-terms-prompt" role="dialog" aria-modal="true" aria-labelledby="terms-title">
      <div className="tm-terms-prompt__box">
        <h2 id="terms-title" tabIndex={-1}>
          {t('terms.title')}
        </h2>
        <p>{t('terms.body')}</p>
        {failed && <p role="alert">{t('terms.failed')}</p>}
        <p>
          <a href={href('terms', {}, world)} target="_blank" rel="noreferrer">
            {t('terms.read')}
          </a>
        </p>
        <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(busy, () => void accept())}>
          {t('terms.accept')}
        </button>
      </div>
    </div>
  );
}
