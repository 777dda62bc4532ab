import { useStore } from '@nanostores/react';
import { $consent } from '@teachmarket/shared-kit';
import { lazyDialog, LoadFailedNotice } from './lazy-dialog';

/**
 * Issue 16: the dialog is a chunk of its own, loaded when consent is asked for (a first visit: right
 * after hydration; "Cookie settings"). Settled visitors, the app and prerender/UI-test agents never load it.
 */
const ConsentDialog = lazyDialog(() => import('./ConsentDialog').then((m) => m.ConsentDialog), LoadFailedNotice);
/** Loads the dialog's chunk ahead of its first showing (tests). */
export const preloadConsentDialog = ConsentDialog.preload;

/** Route ids where the consent modal must not cover the page (spec §2: terms and imprint). */
export const NO_CONSENT_ROUTES: ReadonlySet<string> = new Set(['terms', 'imprint']);

export function ConsentModal({ routeId }: { routeId: string }) {
  const consent = useStore($consent);
  // Opened again from "Cookie settings" (issue 18) it shows on every page, the terms included.
  if (consent.status !== 'required' || (!consent.reopened && NO_CONSENT_ROUTES.has(routeId))) return null;
  return <ConsentDialog reopened={Boolean(consent.reopened)} accepted={consent.accepted} />;
}
