import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_MATERIALS = 200;

/**
 * The seeded dump every test file copies. One per jest run (the global setup names it in the
 * environment its workers inherit), so two runs in one checkout never read each other's half-written dump.
 */
export function dumpFile(): string {
  if (!process.env.TM_API_TEST_DUMP) process.env.TM_API_TEST_DUMP = join(tmpdir(), `teachmarket-api-test-${process.pid}.tar`);
  return process.env.TM_API_TEST_DUMP;
}
