import { useStore } from '@nanostores/react';
import { $session } from '@teachmarket/shared-kit';
import { lazyDialog } from '../services/ui/lazy-dialog';
// The account screens' and this prompt's styles (the header account entry used to load them).
import './session.css';

/** Issue 16: the dialog is a chunk of its own, loaded when a signed-in user has terms to accept. */
const TermsDialog = lazyDialog(() => import('./TermsDialog').then((m) => m.TermsDialog));
/** Loads the dialog's chunk ahead of its first showing (tests). */
export const preloadTermsDialog = TermsDialog.preload;

/**
 * spec §4/§8 terms_not_accepted: the session is kept and the user is asked to accept; API calls
 * wait (HTTP client terms wait) until they do.
 */
export function TermsPrompt({ world }: { world: string }) {
  const state = useStore($session);
  if (state.status !== 'loggedIn' || state.termsAccepted) return null;
  return <TermsDialog world={world} />;
}
