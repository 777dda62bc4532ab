import { schedulePersonalisationPopup } from '../personalisation-popup';
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
