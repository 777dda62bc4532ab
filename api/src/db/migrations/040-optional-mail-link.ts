/**
 * Issue 18: account mails (sign-up confirmation, a note about a sign-up with a taken address,
 * password recovery) carry the RFC 8058 one-click unsubscribe headers too. Pressed on such a mail,
 * "unsubscribe" switches off every optional mail of the address (notification mails and the
 * newsletter: the opt-outs 'notifications' and 'mailing'); the account mail itself and its link
 * are never affected. Its single-use tokens have the partition 'optional'.
 */
export const sql = /* sql */ `
ALTER TABLE mail_link_tokens DROP CONSTRAINT mail_link_tokens_partition_check;
ALTER TABLE mail_link_tokens ADD CONSTRAINT mail_link_tokens_partition_check
  CHECK (partition IN ('notifications', 'mailing', 'author', 'optional'));
`;
