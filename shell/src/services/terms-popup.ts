import type { SessionState, TermsUpcoming, TermsUpcomingResponse } from '@teachmarket/shared-kit';
import type { ReadableAtom } from 'nanostores';
import type { ServiceSession } from './session-adapter';
import type { KeyValue } from './tracking';

/** The announced terms version the popup is about (kept in popups.ts: the first view's popup slot reads it). */
export { $termsUpcoming } from './popups';

/** Closing or accepting is remembered per popup id (a new version or text has a new id). */
export const termsPopupKey = (id: string) => `terms_popup_${id}`;

export interface TermsPopupOptions {
  sessionStore: ReadableAtom<SessionState>;
  session: () => ServiceSession;
  /** Mobile app, prerender and UI-test agents never see popups (spec §1). */
  skip: boolean;
  load: () => Promise<TermsUpcomingResponse>;
  store: KeyValue;
  show: (item: TermsUpcoming) => void;
  hide: () => void;
}

/**
 * spec §2 upcoming-terms popup: asked for once per login, when the user is logged in, accepted the
 * current terms (the terms prompt comes first) and is not an impersonating operator (spec §6).
 * Not shown when the user accepted that version already or closed this popup id before.
 * Returns the unsubscribe function.
 */
export function watchUpcomingTerms(options: TermsPopupOptions): () => void {
  let askedFor: number | null | undefined;
  return options.sessionStore.subscribe((state) => {
    const service = options.session();
    const ready = !options.skip && state.status === 'loggedIn' && state.termsAccepted && !service.impersonating;
    if (!ready) {
      if (state.status !== 'loggedIn') askedFor = undefined;
      options.hide();
      return;
    }
    if (askedFor === state.userId) return;
    askedFor = state.userId;
    options
      .load()
      .then(({ item }) => {
        if (!item || item.accepted || options.store.get(termsPopupKey(item.id))) return;
        // The session may have changed while the answer was on its way.
        if (askedFor === options.sessionStore.get().userId && options.session().loggedIn) options.show(item);
      })
      .catch(() => undefined); // no answer, no popup: the terms page and the gate still work
  });
}
