/**
 * Issue 19 "remotes per world": the remote registry (`/remotes.json`) as operators save it in the
 * console. One row per saved version, never changed afterwards: the newest row is in force (the
 * servers poll it, scripts/serve.mjs), the older ones are the history an operator returns to in one
 * step (a return is a new row naming the one it copies). No row: the servers' own registry is in force.
 */
export const sql = /* sql */ `
CREATE TABLE remote_registries (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  operator_id integer REFERENCES users(id) ON DELETE SET NULL,
  action text NOT NULL,
  registry jsonb NOT NULL,
  restored_from bigint REFERENCES remote_registries(id),
  note text
);
`;
