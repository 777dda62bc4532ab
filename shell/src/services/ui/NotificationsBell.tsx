import { useStore } from '@nanostores/react';
import { $websocket } from '@teachmarket/shared-kit';
import { lazyDialog } from './lazy-dialog';

/**
 * Websocket notifications in the header; only shown once the socket has connected (logged in).
 * Issue 16: the bell is a chunk of its own, loaded once there is something to show (a signed-in visitor).
 */
const Bell = lazyDialog(() => import('./Bell').then((m) => m.Bell));
/** Loads the bell's chunk ahead of its first showing (tests). */
export const preloadBell = Bell.preload;

export function NotificationsBell() {
  const { connected, notifications } = useStore($websocket);
  if (!connected && notifications.length === 0) return null;
  return <Bell />;
}
