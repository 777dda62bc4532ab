import { useStore } from '@nanostores/react';
import { $session, $user } from '@teachmarket/shared-kit';
import { lazyDialog } from '../services/ui/lazy-dialog';

/** Issue 16: the banner is a chunk of its own, loaded only while an operator acts as someone else. */
const Notice = lazyDialog(() => import('./ImpersonationNotice').then((m) => m.ImpersonationNotice));
/** Loads the banner's chunk ahead of its first showing (tests). */
export const preloadImpersonationBanner = Notice.preload;

/** spec §6: an operator acting as someone else always sees so, and can end it (logout). */
export function ImpersonationBanner() {
  const { status, impersonated } = useStore($session);
  const user = useStore($user);
  if (status !== 'loggedIn' || !(impersonated || user?.loggedInAsAnotherUser)) return null;
  return <Notice />;
}
