import {
  $session,
  $world,
  getUpcomingTerms,
  loadPersonalisation,
  markPersonalisationPopupShown,
  receiveWsMessage,
  setWsConnected,
  storage,
  type WsNotification,
} from '@teachmarket/shared-kit';
import { schedulePersonalisationPopup } from './personalisation-popup';
import { loadRecentNotifications } from './recent-notifications';
import { releasePopup, requestPopup, $termsUpcoming } from './popups';
import { currentSession } from './session-adapter';
import { watchUpcomingTerms } from './terms-popup';
import { createWsClient, type SocketLike } from './websocket-client';

/**
 * Issue 16: the services only a signed-in user runs (websocket notifications, the personalisation popup's
 * timer, the upcoming-terms check), a chunk start.ts loads at the first login of the page: an anonymous
 * first view never runs them.
 */

function toNotification(message: Record<string, unknown>): Omit<WsNotification, 'read'> | undefined {
  const kind = message.kind;
  const kinds: readonly unknown[] = ['sale', 'new_material', 'comment', 'comment_reply'];
  if (message.type !== 'notification' || !kinds.includes(kind)) return undefined;
  return {
    id: String(message.id),
    kind: kind as WsNotification['kind'],
    title: typeof message.title === 'string' ? message.title : '',
    materialId: typeof message.materialId === 'number' ? message.materialId : null,
    at: typeof message.at === 'string' ? message.at : new Date().toISOString(),
  };
}

export interface SignedInServices {
  /** Called with every change of "logged in" (start.ts), from the first login on. */
  loggedIn(loggedIn: boolean): void;
}

export function startSignedInServices({ apiUrl, skip }: { apiUrl: string; skip: boolean }): SignedInServices {
  const ws = createWsClient({
    url: `${apiUrl.replace(/^http/, 'ws')}/v3/notifications/ws`,
    handshake: () => {
      const session = currentSession();
      return session.loggedIn && session.accessToken ? { access_token: session.accessToken, type: 'web', world: $world.get() } : null;
    },
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    onMessage: (message) => receiveWsMessage(message, toNotification(message)),
    onConnected: setWsConnected,
  });

  watchUpcomingTerms({
    sessionStore: $session,
    session: currentSession,
    skip,
    load: () => getUpcomingTerms(),
    store: storage,
    show: (item) => {
      $termsUpcoming.set(item);
      requestPopup('termsUpcoming');
    },
    hide: () => {
      $termsUpcoming.set(null);
      releasePopup('termsUpcoming');
    },
  });

  // spec §4: the handshake follows login; logout ends the connection (the server also closes
  // with no_reconnect when the session ends). The popup timer starts at login too.
  let cancelPopup = () => undefined as void;
  return {
    loggedIn(loggedIn) {
      cancelPopup();
      if (!loggedIn) return ws.stop();
      ws.start();
      void loadRecentNotifications();
      cancelPopup = schedulePersonalisationPopup({
        session: currentSession,
        skip,
        askServer: loadPersonalisation,
        show: () => {
          requestPopup('personalisation');
          void markPersonalisationPopupShown().catch(() => undefined);
        },
      });
    },
  };
}
