import { useStore } from '@nanostores/react';
import { href, Link, storage, $world, unavailableWhile } from '@teachmarket/shared-kit';
import { acceptUpcomingTerms } from '@teachmarket/shared-kit/page-api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { releasePopup } from '../popups';
import { currentTracker } from '../start';
import { $termsUpcoming, termsPopupKey } from '../terms-popup';
import { ModalDialog } from './ModalDialog';
import './tour.css';

// The dialog of TermsUpdatePopup, a chunk loaded when it is first shown (lazy-dialog.tsx).
/** spec §2: events popup_viewed, popup_closed, popup_accepted, each with the popup id. */
const track = (name: 'popup_viewed' | 'popup_closed' | 'popup_accepted', popupId: string) =>
  void currentTracker()?.track(name, { popupId });

export function TermsUpdateDialog({ id, effectiveAt, summary }: { id: string; effectiveAt: string; summary: string }) {
  const { t, i18n } = useTranslation('modals');
  const world = useStore($world);
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');

  const done = (outcome: 'closed' | 'accepted') => {
    storage.set(termsPopupKey(id), outcome);
    track(outcome === 'closed' ? 'popup_closed' : 'popup_accepted', id);
    $termsUpcoming.set(null);
    releasePopup('termsUpcoming');
  };
  const close = () => done('closed');
  useEffect(() => track('popup_viewed', id), [id]);

  const accept = () => {
    setState('saving');
    acceptUpcomingTerms(id).then(
      () => done('accepted'),
      () => setState('failed'),
    );
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(effectiveAt));

  return (
    <ModalDialog id="tm-terms-update" title={t('termsUpdate.title')} onEscape={close} testId="terms-update-popup">
      <p>{t('termsUpdate.text', { date })}</p>
      {summary && <p className="tm-terms-update__summary">{summary}</p>}
      <p>
        <Link to={href('terms', {}, world)}>{t('termsUpdate.read')}</Link>
      </p>
      {state === 'failed' && <p role="alert">{t('termsUpdate.failed')}</p>}
      <div className="tm-modal__actions">
        <button type="button" className="tm-button" onClick={close}>
          {t('termsUpdate.close')}
        </button>
        <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(state === 'saving', accept)}>
          {t('termsUpdate.accept')}
        </button>
      </div>
    </ModalDialog>
  );
}
