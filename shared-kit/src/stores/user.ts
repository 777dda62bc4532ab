import { atom, computed } from 'nanostores';
import type { User } from '@teachmarket/contracts/api-types';

// spec §9: a user counts as new for 14 days after creation.
export const NEW_USER_DAYS = 14;
const DAY_MS = 24 * 3600 * 1000;

/** spec §3 User of the logged-in visitor; null when anonymous or not loaded yet. */
export const $user = atom<User | null>(null);

export function isNewUser(user: Pick<User, 'createdAt'> | null, now: number = Date.now()): boolean {
  if (!user) return false;
  const created = Date.parse(user.createdAt);
  return Number.isFinite(created) && now - created < NEW_USER_DAYS * DAY_MS;
}

export const $isNewUser = computed($user, (user) => isNewUser(user));
