import { useStore } from '@nanostores/react';
import { $popup, $termsUpcoming } from '../popups';
import { lazyDialog, LoadFailedNotice } from './lazy-dialog';

const TermsUpdateDialog = lazyDialog(() => import('./TermsUpdateDialog').then((m) => m.TermsUpdateDialog), LoadFailedNotice);
/** Loads the dialog's chunk ahead of its first showing (tests). */
export const preloadTermsUpdateDialog = TermsUpdateDialog.preload;

/** spec §2 upcoming-terms price-change popup (who sees it: terms-popup.ts). */
export function TermsUpdatePopup({ routeId }: { routeId: string }) {
  const popup = useStore($popup);
  const item = useStore($termsUpcoming);
  // On the terms page itself the popup steps aside; it is back after reading.
  if (popup !== 'termsUpcoming' || !item || routeId === 'terms') return null;
  return <TermsUpdateDialog key={item.id} id={item.id} effectiveAt={item.effectiveAt} summary={item.summary} />;
}
