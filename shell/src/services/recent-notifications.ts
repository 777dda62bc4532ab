import { getNotifications, loadNotifications } from '@teachmarket/shared-kit';

/**
 * s17 QA3 (s16 QA2 finding 2): the bell's recent notifications and their read state as the API keeps
 * them, read at login (signed-in.ts): a reload, or a notification that came while no tab was open, no
 * longer leaves the bell empty. A failed read leaves the bell to the live pushes.
 */
export const loadRecentNotifications = (): Promise<void> =>
  getNotifications().then(({ items }) => loadNotifications(items), () => undefined);
