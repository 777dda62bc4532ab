/**
 * spec §2/§7 unsubscribe and unfollow links in e-mails: expiring, single-use hashed tokens per
 * partition (which mails), and the opt-outs they record. The mail code checks mail_opt_outs
 * before sending a partition's mail.
 */
export const sql = /* sql */ `
CREATE TABLE mail_link_tokens (
  token_hash text PRIMARY KEY,
  partition text NOT NULL CHECK (partition IN ('notifications', 'mailing', 'author')),
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  author_id int REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((partition = 'author') = (author_id IS NOT NULL))
);
CREATE INDEX mail_link_tokens_user ON mail_link_tokens (user_id);
CREATE TABLE mail_opt_outs (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  partition text NOT NULL CHECK (partition IN ('notifications', 'mailing')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, partition)
);
`;
