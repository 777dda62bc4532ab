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

/**
 * s17 QA3: the user's recent notifications as the API keeps them (read at start-up, so a reload keeps
 * the bell), merged with what the socket pushed meanwhile: one line per id, read when either side says
 * so, newest first.
 */
export function loadNotifications(items: readonly WsNotification[]): void {
  const state = $websocket.get();
  const byId = new Map(state.notifications.map((n) => [n.id, n]));
  for (const item of items) {
    const known = byId.get(item.id);
    byId.set(item.id, known ? { ...known, read: known.read || item.read } : item);
  }
  const notifications = [...byId.values()].sort((a, b) => b.at.localeCompare(a.at)).slice(0, MAX_NOTIFICATIONS);
  $websocket.set({ ...state, notifications });
}

/** The bell was opened: every line is read. Returns the ids that were unread (the API is told about them). */
export function markNotificationsRead(): string[] {
  const state = $websocket.get();
  const unread = state.notifications.filter((n) => !n.read).map((n) => n.id);
  $websocket.set({ ...state, notifications: state.notifications.map((n) => ({ ...n, read: true })) });
  return unread;
}
