import { $websocket, useBrowserStore, type WebsocketState } from '@teachmarket/shared-kit';
import { lazyDialog } from './lazy-dialog';

/**
 * Websocket notifications in the header; only shown once the socket has connected (logged in).
 * Issue 16: the bell is a chunk of its own, loaded once there is something to show (a signed-in visitor).
 */
const Bell = lazyDialog(() => import('./Bell').then((m) => m.Bell));
/** Loads the bell's chunk ahead of its first showing (tests). */
export const preloadBell = Bell.preload;

/** What a server render knows of the socket: nothing (a module constant: useBrowserStore's serverValue). */
const SERVER_WEBSOCKET: WebsocketState = { connected: false, lastMessage: null, notifications: [] };

export function NotificationsBell() {
  // Issue 15: not connected while the server renders and the browser hydrates. A signed-in visitor's socket
  // may connect before hydration is done: read raw, the bell then came in the hydration pass and React
  // threw the server's header away (hydration_mismatch, about one signed-in page load in two).
  const { connected, notifications } = useBrowserStore($websocket, SERVER_WEBSOCKET);
  if (!connected && notifications.length === 0) return null;
  return <Bell />;
}
