import { getConstructionPlans } from 'pg-boss';

/** The PostgreSQL schema pg-boss keeps its queues and jobs in. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * pg-boss's own schema as SQL for our migration runner (migration 026), so it is installed once
 * with the other tables (and is in the seeded test dump) instead of on every start: installing it
 * takes ~2 s on PGlite. The plan wraps itself in BEGIN … COMMIT; our runner already runs each
 * migration in a transaction, so the wrapper is removed (a COMMIT inside would end ours early).
 * A later pg-boss version migrates this schema itself when the queue starts (`migrate: true`).
 */
export function jobsSchemaSql(): string {
  const plan = getConstructionPlans(JOBS_SCHEMA).trim();
  if (!/^BEGIN;/.test(plan) || !/COMMIT;$/.test(plan)) throw new Error('pg-boss construction plan changed shape: check jobs/schema.ts');
  return plan.replace(/^BEGIN;/, '').replace(/COMMIT;$/, '');
}
