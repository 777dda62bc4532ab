import { $user, getCurrentUser } from '@teachmarket/shared-kit';

/**
 * After creating, joining or handing over a school account the session's user (spec §3
 * profileDetails.schoolAccount) is read again, so the header, navigation and every page that
 * reads $user see the new role at once.
 */
export async function refreshUser(): Promise<void> {
  try {
    const { items } = await getCurrentUser();
    if (items[0]) $user.set(items[0]);
  } catch {
    // The change is saved; the next start-up validation reads the user again.
  }
}
