import { watchFormInput, whenIdle } from './idle';
import type { ServiceSession } from './session-adapter';

// Issue 16: with the other signed-in services (signed-in.ts), not in the first view's chunk.

/** spec §9: the personalisation popup appears after 10 s. */
export const PERSONALISATION_POPUP_DELAY_MS = 10_000;

export interface PersonalisationPopupOptions {
  session: () => ServiceSession;
  /** Mobile app, prerender and UI-test agents never see popups (spec §1). */
  skip: boolean;
  /** GET v3/personalisations/get: does the API want the popup (not asked yet, not an operator)? */
  askServer: () => Promise<{ showPopup: boolean; personalisationRequested: boolean }>;
  show: () => void;
  /** Runs the showing once the visitor is idle (default ./idle: not over a dialog or the tour, not while typing or in the search box; s16 QA row 19). */
  whenIdle?: (show: () => void) => () => void;
}

/**
 * spec §4: shown automatically after 10 s to logged-in users who are not impersonating, not
 * admin, not yet asked, and when the server says so. The session is read again when the timer
 * fires: the visitor may have logged out meanwhile. It never opens over another dialog or the tour, or
 * while the visitor types or has the search box focused or its suggestions open: it waits until they
 * are idle (s16 QA row 19). Returns a cancel function.
 */
export function schedulePersonalisationPopup(options: PersonalisationPopupOptions): () => void {
  const eligible = () => {
    const s = options.session();
    return !options.skip && s.loggedIn && !s.impersonating && !s.admin;
  };
  if (!eligible()) return () => undefined;
  if (typeof document !== 'undefined') watchFormInput(document);
  let cancelled = false;
  let cancelWait = () => undefined as void;
  const timer = setTimeout(() => {
    if (!eligible()) return;
    options
      .askServer()
      .then((answer) => {
        if (cancelled || !answer.showPopup || answer.personalisationRequested) return;
        // The 10 s are the earliest moment: it then waits for the visitor to be idle, and is shown once.
        cancelWait = (options.whenIdle ?? whenIdle)(() => {
          if (!cancelled && eligible()) options.show();
        });
      })
      .catch(() => undefined); // no answer, no popup: it is not worth an error for the visitor
  }, PERSONALISATION_POPUP_DELAY_MS);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    cancelWait();
  };
}
