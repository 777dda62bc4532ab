import { atom } from 'nanostores';

/** A notification pushed over the websocket (spec §9: sales for sellers, new materials for followers). */
export interface WsNotification {
  id: string;
  /** comment / comment_reply (issue 18): a comment on your material; the author answered you. */
  kind: 'sale' | 'new_material' | 'comment' | 'comment_reply';
  title: string;
  materialId: number | null;
  at: string;
  read: boolean;
}

/** spec §3 Websocket: connected, lastMessage; plus the notifications the header shows. */
export interface WebsocketState {
  connected: boolean;
  lastMessage: unknown;
  notifications: WsNotification[];
}

const MAX_NOTIFICATIONS = 20;

export const $websocket = atom<WebsocketState>({ connected: false, lastMessage: null, notifications: [] });

export function setWsConnected(connected: boolean): void {
  $websocket.set({ ...$websocket.get(), connected });
}

export function receiveWsMessage(message: unknown, notification?: Omit<WsNotification, 'read'>): void {
  const state = $websocket.get();
  const known = notification && state.notifications.some((n) => n.id === notification.id);
  const notifications = notification && !known ? [{ ...notification, read: false }, ...state.notifications].slice(0, MAX_NOTIFICATIONS) : state.notifications;
  $websocket.set({ ...state, lastMessage: message, notifications });
}

/** The bell was opened: every line is read. Returns the ids that were unread (the API is told about them). */
export function markNotificationsRead(): string[] {
  const state = $websocket.get();
  const unread = state.notifications.filter((n) => !n.read).map((n) => n.id);
  $websocket.set({ ...state, notifications: state.notifications.map((n) => ({ ...n, read: true })) });
  return unread;
}
