import { href, unavailableWhile } from '@teachmarket/shared-kit';
import { acceptTerms, getTerms } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../services/ui/use-dialog-focus';
import { session } from './session';

// Issue 16: a chunk of its own (TermsPrompt.tsx loads it when there are terms to accept).

export function TermsDialog({ world }: { world: string }) {
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
