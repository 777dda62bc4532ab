import { $isNewUser, $user, isNewUser, NEW_USER_DAYS } from './user';

const DAY = 24 * 3600 * 1000;

describe('user store: "new user" (spec §9: 14 days)', () => {
  it('counts a user as new for 14 days after creation', () => {
    const now = Date.parse('2026-03-20T12:00:00.000Z');
    const created = (daysAgo: number) => ({ createdAt: new Date(now - daysAgo * DAY).toISOString() });
    expect(NEW_USER_DAYS).toBe(14);
    expect(isNewUser(created(0), now)).toBe(true);
    expect(isNewUser(created(13.9), now)).toBe(true);
    expect(isNewUser(created(14), now)).toBe(false);
    expect(isNewUser(null, now)).toBe(false);
    expect(isNewUser({ createdAt: 'not a date' }, now)).toBe(false);
  });

  it('$isNewUser follows the logged-in user', () => {
    $user.set({ createdAt: new Date().toISOString() } as never);
    expect($isNewUser.get()).toBe(true);
    $user.set(null);
    expect($isNewUser.get()).toBe(false);
  });
});
