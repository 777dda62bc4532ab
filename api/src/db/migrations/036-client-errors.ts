/**
 * Issue 19 "errors and slowness": what browsers report (client errors, remote load failures with the
 * remote, its version and the kind of failure, slow requests) is stored where an operator can look,
 * grouped per hour and per remote version, so a bad canary shows within minutes. The browser speaks
 * Sentry's protocol (store and envelope endpoints), so a real Sentry or GlitchTip can take over with
 * one setting (config.json sentryDsn). Consent and the opt-in sample are decided in the browser.
 * ip_hash (sha256 of the address) only counts reports per sender for the flood limit.
 */
export const sql = /* sql */ `
CREATE TABLE client_errors (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  code text NOT NULL,
  message text NOT NULL,
  remote text,
  remote_version text,
  world text,
  release text,
  url text,
  context jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip_hash text NOT NULL
);
CREATE INDEX client_errors_recent ON client_errors (received_at DESC);
CREATE INDEX client_errors_sender ON client_errors (ip_hash, received_at DESC);
`;
