import { href } from '@teachmarket/shared-kit';
import { IDLE_MS } from '../idle';
import { schedulePersonalisationPopup } from '../personalisation-popup';
import { $popup } from '../popups';
import type { ServiceSession } from '../session-adapter';

const user: ServiceSession = { loggedIn: true, accessToken: 'tok', impersonating: false, admin: false };

function schedule(session: Partial<ServiceSession> = {}, answer = { showPopup: true, personalisationRequested: false }, skip = false) {
  const show = jest.fn();
  const askServer = jest.fn(() => Promise.resolve(answer));
  const cancel = schedulePersonalisationPopup({ session: () => ({ ...user, ...session }), skip, askServer, show });
  return { show, askServer, cancel };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('personalisation popup (spec §4: after 10 s, with conditions)', () => {
  it('shows after 10 s for an eligible user when the server says so', async () => {
    const { show, askServer } = schedule();
    await jest.advanceTimersByTimeAsync(9_999);
    expect(askServer).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(askServer).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['logged out', { loggedIn: false }],
    ['impersonating', { impersonating: true }],
    ['admin', { admin: true }],
  ])('never asks when %s', async (_label, session) => {
    const { show, askServer } = schedule(session);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(askServer).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('respects the server and an earlier request', async () => {
    const no = schedule({}, { showPopup: false, personalisationRequested: false });
    const asked = schedule({}, { showPopup: true, personalisationRequested: true });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(no.show).not.toHaveBeenCalled();
    expect(asked.show).not.toHaveBeenCalled();
  });

  it('skips mobile-app and prerender agents and can be cancelled', async () => {
    const skipped = schedule({}, undefined, true);
    const cancelled = schedule();
    cancelled.cancel();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(skipped.askServer).not.toHaveBeenCalled();
    expect(cancelled.show).not.toHaveBeenCalled();
  });
});

describe('the personalisation popup waits for an idle visitor (s16 QA row 19)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    $popup.set(null);
  });

  it('at 10 s with the search box focused and its suggestions open, it waits; it opens once, after the visitor stopped typing and left the box', async () => {
    document.body.innerHTML = '<input id="q" role="combobox" aria-expanded="false"><button id="b">x</button>';
    const box = document.getElementById('q') as HTMLInputElement;
    box.focus();
    const { show } = schedule();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(show).not.toHaveBeenCalled();
    box.setAttribute('aria-expanded', 'true');
    box.blur();
    await jest.advanceTimersByTimeAsync(IDLE_MS * 3);
    expect(show).not.toHaveBeenCalled(); // the suggestions are open
    box.setAttribute('aria-expanded', 'false');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await jest.advanceTimersByTimeAsync(IDLE_MS - 1);
    expect(show).not.toHaveBeenCalled(); // typed just now
    await jest.advanceTimersByTimeAsync(1);
    expect(show).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(IDLE_MS * 5);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('never over another dialog (terms prompt) or the tour: it opens once they are closed and the visitor is idle', async () => {
    document.body.innerHTML = '<div id="terms" role="dialog" aria-modal="true"></div>';
    const { show } = schedule();
    await jest.advanceTimersByTimeAsync(10_000 + IDLE_MS * 2);
    expect(show).not.toHaveBeenCalled();
    document.getElementById('terms')!.remove();
    $popup.set('tour');
    await jest.advanceTimersByTimeAsync(IDLE_MS * 2);
    expect(show).not.toHaveBeenCalled();
    $popup.set(null);
    await jest.advanceTimersByTimeAsync(IDLE_MS);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('not on an editing page (the post editor): it opens once the visitor has left it (s17 QA3)', async () => {
    window.history.pushState({}, '', href('postEditor', {}, 'de'));
    document.body.innerHTML = '<main><form><input id="title"></form></main>';
    const { show } = schedule();
    await jest.advanceTimersByTimeAsync(10_000 + IDLE_MS * 3);
    expect(show).not.toHaveBeenCalled();
    window.history.pushState({}, '', href('home', {}, 'de'));
    document.body.innerHTML = '<main><p>Home</p></main>';
    await jest.advanceTimersByTimeAsync(IDLE_MS);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('not while a form the visitor typed into is on the page, even with the focus elsewhere (s17 QA3)', async () => {
    window.history.pushState({}, '', href('home', {}, 'de'));
    document.body.innerHTML = '<header><form role="search"><input id="q"></form></header><main><form><textarea id="c"></textarea></form><button id="b">x</button></main>';
    const { show } = schedule();
    const comment = document.getElementById('c') as HTMLTextAreaElement;
    comment.value = 'Half a sentence';
    comment.dispatchEvent(new Event('input', { bubbles: true }));
    document.getElementById('b')!.focus();
    await jest.advanceTimersByTimeAsync(10_000 + IDLE_MS * 3);
    expect(show).not.toHaveBeenCalled();
    document.querySelector('main form')!.remove();
    await jest.advanceTimersByTimeAsync(IDLE_MS);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('is not shown after a logout while it waited', async () => {
    document.body.innerHTML = '<input id="q">';
    (document.getElementById('q') as HTMLInputElement).focus();
    const { show, cancel } = schedule();
    await jest.advanceTimersByTimeAsync(10_000);
    cancel();
    (document.getElementById('q') as HTMLInputElement).blur();
    await jest.advanceTimersByTimeAsync(IDLE_MS * 3);
    expect(show).not.toHaveBeenCalled();
  });
});
