/**
 * s17 QA3 (s16 QA2 finding 2): the bell reads the user's recent notifications from the API after a
 * reload. `acked_at` says a tab received a row (spec §4: acknowledged at once, so it is not sent
 * again); `read_at` says the user opened the bell while it was listed, the unread count's source.
 */
export const sql = /* sql */ `
ALTER TABLE user_notifications ADD COLUMN read_at timestamptz;
`;
