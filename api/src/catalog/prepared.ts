import { createHash } from 'node:crypto';
import type { Db, Queryable, Row } from '../db';

/** node-postgres' pool, as far as named statements need it (db/postgres.ts exposes it as `raw`). */
interface NamedStatementPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** PGlite's simple-protocol entry (db/pglite.ts exposes the instance as `raw`). */
interface SimpleProtocol {
  exec(sql: string): Promise<Array<{ rows: unknown[] }>>;
}

const names = new Map<string, string>();

/** A stable name per SQL text: node-postgres refuses one name for two texts. */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `tm_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (names.size < 5000) names.set(sql, name);
  }
  return name;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

function arrayText(list: unknown[]): string {
  return `{${list.map((e) => (e === null || e === undefined ? 'NULL'
    : Array.isArray(e) ? arrayText(e) : `"${String(e).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

/**
 * A parameter as an untyped SQL literal: EXECUTE coerces it to the statement's parameter type like
 * a bound value (standard_conforming_strings is on, so only quotes need doubling). null when the
 * value cannot be written safely this way (the caller binds it instead).
 */
export function sqlLiteral(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? "'t'" : "'f'";
  if (typeof value === 'number') return Number.isFinite(value) ? quote(String(value)) : null;
  if (value instanceof Date) return quote(value.toISOString());
  const text = Array.isArray(value) ? arrayText(value) : typeof value === 'string' ? value : null;
  return text === null || text.includes('\0') ? null : quote(text);
}

const pgliteStatements = new WeakMap<object, Map<string, Promise<void>>>();

async function executeOnPglite<T>(raw: SimpleProtocol, sql: string, literals: string[]): Promise<T[]> {
  const name = statementName(sql);
  let prepared = pgliteStatements.get(raw);
  if (!prepared) pgliteStatements.set(raw, (prepared = new Map()));
  let ready = prepared.get(name);
  if (!ready) {
    ready = raw.exec(`PREPARE ${name} AS ${sql}`).then(() => undefined);
    prepared.set(name, ready);
    ready.catch(() => prepared.delete(name));
  }
  await ready;
  const [result] = await raw.exec(`EXECUTE ${name}${literals.length ? `(${literals.join(', ')})` : ''}`);
  return (result?.rows ?? []) as T[];
}

/**
 * A read on the hot search paths as a prepared statement: parsed and planned once per connection
 * instead of on every request (the planner took 7-25 ms of the old search queries). PostgreSQL
 * server: node-postgres named statements. PGlite: PREPARE once, then EXECUTE with the values as
 * literals over the simple protocol, one call into the WebAssembly instead of PGlite's six for a
 * bound query (parse, describe, bind, describe, execute, sync); the bench prints both. Only
 * fixed-shape SQL belongs here: every distinct text stays prepared on every connection. A transaction's
 * client (no `kind`) runs the statement as a plain query.
 */
export async function prepared<T = Row>(db: Queryable & { kind?: Db['kind'] }, sql: string, params: unknown[]): Promise<T[]> {
  preparedTrace.on?.(sql, params);
  const raw = (db as Db & { raw?: unknown }).raw;
  if (db.kind === 'postgres' && raw && typeof (raw as NamedStatementPool).query === 'function') {
    const result = await (raw as NamedStatementPool).query({ name: statementName(sql), text: sql, values: params });
    return result.rows as T[];
  }
  if (db.kind === 'pglite' && raw && typeof (raw as SimpleProtocol).exec === 'function' && !preparedOff.pglite) {
    const literals = params.map(sqlLiteral);
    if (literals.every((l): l is string => l !== null)) return executeOnPglite<T>(raw as SimpleProtocol, sql, literals);
  }
  return db.query<T>(sql, params);
}

/** For the bench: every statement a request runs through `prepared` (api/bench/explain.ts plans them). */
export const preparedTrace: { on: ((sql: string, params: unknown[]) => void) | null } = { on: null };

/** For the bench: compare PGlite's bound queries with PREPARE/EXECUTE. */
export const preparedOff = { pglite: false };
