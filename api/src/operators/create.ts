import { isWorld } from '@teachmarket/contracts/worlds';
import { hashPassword } from '../auth/password';
import type { Queryable } from '../db';
import { slugify } from '../lib/text';
import { PASSWORD_MIN } from '../routes/account/registration';

/**
 * Issue 19: operator accounts come from the command line (`pnpm --filter @teachmarket/api
 * operator:create -- --email … --password …`), never from sign-up. A new account is confirmed and
 * has accepted the current terms (an operator is let in at once); an existing account becomes an
 * operator only with --promote (its password is kept unless one is given).
 */
export interface OperatorInput {
  email: string;
  password?: string;
  name: string;
  world: string;
  promote: boolean;
}

export class OperatorInputError extends Error {}

const USAGE = 'Usage: operator:create -- --email ADDRESS --password PASSWORD [--name NAME] [--world de] [--promote]';

export function parseOperatorArgs(argv: string[]): OperatorInput {
  const input: OperatorInput = { email: '', name: 'Operator', world: 'de', promote: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '--promote') {
      input.promote = true;
      continue;
    }
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (!['--email', '--password', '--name', '--world'].includes(flag)) throw new OperatorInputError(`Unknown argument "${arg}". ${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new OperatorInputError(`${flag} needs a value. ${USAGE}`);
    if (flag === '--email') input.email = value.trim().toLowerCase();
    else if (flag === '--password') input.password = value;
    else if (flag === '--name') input.name = value.trim();
    else input.world = value.trim();
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) throw new OperatorInputError(`--email must be an e-mail address. ${USAGE}`);
  if (input.password !== undefined && input.password.length < PASSWORD_MIN) throw new OperatorInputError(`--password must have at least ${PASSWORD_MIN} characters`);
  if (!input.promote && input.password === undefined) throw new OperatorInputError(`--password is required for a new account. ${USAGE}`);
  if (!input.name) throw new OperatorInputError('--name must not be empty');
  if (!isWorld(input.world)) throw new OperatorInputError(`--world "${input.world}" is not a world`);
  return input;
}

/** Creates (or with promote, promotes) the operator; answers what happened. */
export async function createOperator(db: Queryable, input: OperatorInput): Promise<{ id: number; created: boolean }> {
  const hash = input.password !== undefined ? await hashPassword(input.password) : null;
  const [existing] = await db.query<{ id: number; role: string }>('SELECT id, role FROM users WHERE email = $1', [input.email]);
  if (existing) {
    if (!input.promote) throw new OperatorInputError(`${input.email} has an account already: add --promote to make it an operator`);
    await db.query('UPDATE users SET role = \'operator\', password_hash = coalesce($2, password_hash) WHERE id = $1', [existing.id, hash]);
    return { id: existing.id, created: false };
  }
  if (hash === null) throw new OperatorInputError(`${input.email} has no account yet: give a --password to create one`);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, slug, public_name, world, role, confirmed_at, double_opt_in, terms_version_accepted, terms_accepted_at)
     VALUES ($1, $2, $3, $4, $5, 'operator', now(), true, (SELECT max(version) FROM terms_versions), now()) RETURNING id`,
    [input.email, hash, slugify(input.name) || 'operator', input.name, input.world],
  );
  return { id: row!.id, created: true };
}
