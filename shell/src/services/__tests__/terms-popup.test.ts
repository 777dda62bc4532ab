import type { SessionState, TermsUpcoming } from '@teachmarket/shared-kit';
import { atom } from 'nanostores';
import { $popup, releasePopup, requestPopup } from '../popups';
import type { ServiceSession } from '../session-adapter';
import { termsPopupKey, watchUpcomingTerms } from '../terms-popup';

const ITEM: TermsUpcoming = { id: '0123456789abcdef', version: 3, effectiveAt: '2030-01-01T00:00:00.000Z', summary: 'Prices change', accepted: false };
const loggedIn: SessionState = { status: 'loggedIn', userId: 1, impersonated: false, termsAccepted: true, authError: null } as SessionState;
const anonymous: SessionState = { ...loggedIn, status: 'anonymous', userId: null };

function watch({ item = ITEM as TermsUpcoming | null, session = loggedIn, impersonating = false, skip = false, stored = {} as Record<string, string> } = {}) {
  const sessionStore = atom<SessionState>(session);
  const values = new Map(Object.entries(stored));
  const show = jest.fn();
  const hide = jest.fn();
  const load = jest.fn(() => Promise.resolve({ item }));
  const stop = watchUpcomingTerms({
    sessionStore,
    session: (): ServiceSession => ({ loggedIn: sessionStore.get().status === 'loggedIn', accessToken: 't', impersonating, admin: false }),
    skip, load, show, hide,
    store: { get: (k) => values.get(k) ?? null, set: (k, v) => values.set(k, v), remove: (k) => values.delete(k) },
  });
  return { sessionStore, show, hide, load, stop };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upcoming-terms popup: who sees it (spec §2)', () => {
  it('shows to a logged-in user once per login', async () => {
    const { show, load, sessionStore, stop } = watch();
    await settle();
    expect(show).toHaveBeenCalledWith(ITEM);
    sessionStore.set({ ...loggedIn, termsAccepted: true });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it.each([
    ['an anonymous visitor', { session: anonymous }],
    ['a user who has not accepted the current terms yet', { session: { ...loggedIn, termsAccepted: false } }],
    ['an impersonating operator', { impersonating: true }],
    ['a mobile-app or prerender agent', { skip: true }],
  ])('never asks for %s', async (_label, options) => {
    const { show, load, stop } = watch(options);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
    stop();
  });

  it.each([
    ['no announced version', { item: null }],
    ['a version accepted already', { item: { ...ITEM, accepted: true } }],
    ['a popup id closed before', { stored: { [termsPopupKey(ITEM.id)]: 'closed' } }],
  ])('stays away with %s', async (_label, options) => {
    const { show, stop } = watch(options);
    await settle();
    expect(show).not.toHaveBeenCalled();
    stop();
  });

  it('hides on logout and asks again at the next login', async () => {
    const { sessionStore, show, hide, load, stop } = watch();
    await settle();
    sessionStore.set(anonymous);
    expect(hide).toHaveBeenCalled();
    sessionStore.set(loggedIn);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenCalledTimes(2);
    stop();
  });
});

describe('popup queue', () => {
  it('shows one popup at a time, the next after the first is closed', () => {
    $popup.set(null);
    requestPopup('tour');
    requestPopup('termsUpcoming');
    requestPopup('termsUpcoming');
    expect($popup.get()).toBe('tour');
    releasePopup('tour');
    expect($popup.get()).toBe('termsUpcoming');
    releasePopup('termsUpcoming');
    expect($popup.get()).toBeNull();
  });
});
