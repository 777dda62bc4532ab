import { type Material, useSession } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPanel } from '../../ui/lazy-panel';
import './recommend.css';
import { useCancelableForm } from './use-cancelable-form';

/** The form itself loads when it is first opened (issue 16, RecommendPanel.tsx). */
const RecommendPanel = lazyPanel(() => import(/* webpackChunkName: "material-panels" */ './RecommendPanel').then((m) => m.RecommendPanel));

/** spec §2 recommendation: a logged-in user mails a colleague a link to this material, with a note. */
export function RecommendForm({ material }: { material: Material }) {
  const { t } = useTranslation(['service-pages', 'login']);
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Issue 20: Escape closes the opened form like Cancel; focus goes back to the button that opened it.
  const { opener, form, close } = useCancelableForm(open, setOpen);

  if (session.status !== 'loggedIn') return null;

  // The button stays (and keeps the focus) until the form's chunk is in; a failed load opens the
  // panel's alert with its retry.
  const reopen = () => {
    void RecommendPanel.preload().catch(() => undefined).then(() => {
      setSentTo(null);
      setOpen(true);
    });
  };
  const sent = (to: string) => {
    setSentTo(to);
    close();
  };

  if (!open) {
    return (
      <>
        <button ref={opener} type="button" className="tm-button" aria-expanded={false} onClick={reopen}>{t('links.recommend.open')}</button>
        {sentTo && <p role="status" className="tm-material__note">{t('links.recommend.sent', { email: sentTo })}</p>}
      </>
    );
  }
  return <RecommendPanel material={material} form={form} close={close} onSent={sent} />;
}
