/**
 * spec §2 "Upcoming-terms price-change popup": a terms version announced before it takes effect.
 * It stays out of terms_versions (whose max(version) is the version every user is gated on, spec §6)
 * until its effective date; then promoteDueTerms() copies it there. A user who accepts it early has
 * users.terms_version_accepted = this version, which is >= the current one, so the gate stays open
 * for them on the effective date. summary: the price-change summary per language code ({"de": "…"}).
 */
export const sql = /* sql */ `
CREATE TABLE terms_upcoming (
  version int PRIMARY KEY CHECK (version > 0),
  effective_at timestamptz NOT NULL,
  summary jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(summary) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
