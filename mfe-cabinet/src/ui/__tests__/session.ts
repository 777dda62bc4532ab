import { cleanup } from '@testing-library/react';
import { $session, $user, type User } from '@teachmarket/shared-kit';

const initial = $session.get();

/** Logs a buyer (or seller) in for a page test; `reset` restores the stores. */
export function logIn(isSeller = false) {
  $session.set({ ...initial, status: 'loggedIn', userId: isSeller ? 2 : 1 });
  $user.set({ id: isSeller ? 2 : 1, email: 'me@teachmarket.test', isSeller, profileDetails: { details: { currencyCode: 'EUR' } } } as User);
}

/** Logs an operator in (the console's pages, issue 19). */
export function logInAsOperator() {
  $session.set({ ...initial, status: 'loggedIn', userId: 9 });
  $user.set({ id: 9, email: 'operator@teachmarket.test', role: 'operator', loggedInAsAnotherUser: false, isSeller: false } as User);
}

export function logOut() {
  $session.set({ ...initial, status: 'anonymous' });
  $user.set(null);
}

export function reset() {
  // Unmount first, so the reset does not re-render a page outside act().
  cleanup();
  $session.set(initial);
  $user.set(null);
}

/** An error as the HTTP client throws it (ky 2 has read the body into `data`). */
export const apiError = (status: number, code: string, field?: string) =>
  Object.assign(new Error(`status ${status}`), { name: 'HTTPError', response: { status }, data: { error: { code, message: code, ...(field ? { field } : {}) } } });
