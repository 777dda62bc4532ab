import { useStore } from '@nanostores/react';
import { $personalisationDialogRequests } from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { $popup, requestPopup } from '../popups';
import { lazyDialog } from './lazy-dialog';

const PersonalisationDialog = lazyDialog(() => import('./PersonalisationDialog').then((m) => m.PersonalisationDialog));
/** Loads the dialog's chunk ahead of its first showing (tests; a page could before reopening it). */
export const preloadPersonalisationDialog = PersonalisationDialog.preload;

/** spec §4 personalisation popup (who sees it and when: popups.ts); pages reopen it to change the choice. */
export function PersonalisationPopup() {
  const popup = useStore($popup);
  useEffect(() => $personalisationDialogRequests.listen(() => requestPopup('personalisation')), []);
  return popup === 'personalisation' ? <PersonalisationDialog /> : null;
}
