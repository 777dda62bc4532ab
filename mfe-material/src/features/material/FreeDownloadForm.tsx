import { type Material, useSession } from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '../../ui/lazy-panel';
import './free-download.css';
import { useCancelableForm } from './use-cancelable-form';

/** The form itself loads when it is first opened (issue 16, FreeDownloadPanel.tsx). */
const FreeDownloadPanel = lazyPanel(() => import(/* webpackChunkName: "material-panels" */ './FreeDownloadPanel').then((m) => m.FreeDownloadPanel));

/**
 * Issue 5 free-material download: an anonymous visitor gets a FREE material's download link by
 * e-mail (logged-in users download it directly). Opens on demand so the page stays calm.
 */
export function FreeDownloadForm({ material }: { material: Material }) {
  const { t } = useTranslation(['service-pages', 'login']);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Issue 20: Escape closes the opened form like Cancel; focus goes back to the button that opened it.
  const { opener, form, close } = useCancelableForm(open, setOpen);
  // Issue 20 (2.4.3): the sent message replaces the form (and its focused button): it takes the focus.
  const sentNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) sentNote.current?.focus();
  }, [sentTo]);

  if (!material.isFree || session.status === 'loggedIn' || session.status === 'validating') return null;

  if (sentTo) return <p role="status" className="tm-material__note" tabIndex={-1} ref={sentNote}>{t('links.free.sent', { email: sentTo })}</p>;
  if (!open) {
    return (
      // The button stays (and keeps the focus) until the form's chunk is in; a failed load opens the
      // panel's alert with its retry.
      <button ref={opener} type="button" className="tm-button" aria-expanded={false}
        onClick={() => void FreeDownloadPanel.preload().catch(() => undefined).then(() => setOpen(true))}>
        {t('links.free.ask')}
      </button>
    );
  }
  return <FreeDownloadPanel material={material} form={form} close={close} onSent={setSentTo} />;
}
