import { atom } from 'nanostores';
import type { ServiceSession } from './session-adapter';

/** The popup the shell shows now (one at a time, so they never stack). */
export type PopupId = 'personalisation' | 'tour' | 'termsUpcoming';
export const $popup = atom<PopupId | null>(null);

const waiting: PopupId[] = [];

/** Shows the popup now, or after the one on screen is closed (never two dialogs at once). */
export function requestPopup(id: PopupId): void {
  const current = $popup.get();
  if (current === null) $popup.set(id);
  else if (current !== id && !waiting.includes(id)) waiting.push(id);
}

/** Closes the popup (or takes it out of the queue) and shows the next one waiting. */
export function releasePopup(id: PopupId): void {
  const index = waiting.indexOf(id);
  if (index >= 0) waiting.splice(index, 1);
  if ($popup.get() === id) $popup.set(waiting.shift() ?? null);
}

/** spec §9: the personalisation popup appears after 10 s. */
export const PERSONALISATION_POPUP_DELAY_MS = 10_000;

export interface PersonalisationPopupOptions {
  session: () => ServiceSession;
  /** Mobile app, prerender and UI-test agents never see popups (spec §1). */
  skip: boolean;
  /** GET v3/personalisations/get: does the API want the popup (not asked yet, not an operator)? */
  askServer: () => Promise<{ showPopup: boolean; personalisationRequested: boolean }>;
  show: () => void;
}

/**
 * spec §4: shown automatically after 10 s to logged-in users who are not impersonating, not
 * admin, not yet asked, and when the server says so. The session is read again when the timer
 * fires: the visitor may have logged out meanwhile. Returns a cancel function.
 */
export function schedulePersonalisationPopup(options: PersonalisationPopupOptions): () => void {
  const eligible = () => {
    const s = options.session();
    return !options.skip && s.loggedIn && !s.impersonating && !s.admin;
  };
  if (!eligible()) return () => undefined;
  let cancelled = false;
  const timer = setTimeout(() => {
    if (!eligible()) return;
    options
      .askServer()
      .then((answer) => {
        if (!cancelled && answer.showPopup && !answer.personalisationRequested) options.show();
      })
      .catch(() => undefined); // no answer, no popup: it is not worth an error for the visitor
  }, PERSONALISATION_POPUP_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
