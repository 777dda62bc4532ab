import { Type } from '@sinclair/typebox';
import { CONTRACT_VERSION, parseRegistry, WORLDS, type Registry } from '@teachmarket/contracts';
import { registryChanges, registryDocument, type RegistryChange } from '@teachmarket/contracts/registry-edit';
import {
  PublishedRegistryResponseSchema, RegistryCheckBodySchema, RegistryCheckResponseSchema, RegistryHistoryResponseSchema, RegistryRestoreBodySchema,
  RegistrySaveBodySchema, RegistrySavedResponseSchema, RemotesHealthResponseSchema, RemotesStateSchema,
  type RegistryAction, type RegistryCheckProblem, type RegistryVersion, type RemotesState,
} from '@teachmarket/contracts/api-types';
import { loggedIn } from '../../auth/guards';
import type { App, Ctx } from '../../context';
import type { Queryable } from '../../db';
import { ApiError, badRequest, notFound } from '../../errors';
import { errorResponses, IdParams, WorldQuery } from '../../lib/schema';
import { cellsOf, checkBuild, checkNewBuilds } from '../../remotes/check';
import type { RemoteBuild } from '../../remotes/catalog';
import { audit } from './audit';
import { requireOperator } from './guard';

interface SavedRow { id: number; created_at: Date; registry: Registry }

const EMPTY: Registry = { remotes: {} };

/** The newest saved registry, or null when no operator saved one. */
async function newest(db: Queryable): Promise<SavedRow | null> {
  const [row] = await db.query<SavedRow>('SELECT id::int AS id, created_at, registry FROM remote_registries ORDER BY id DESC LIMIT 1');
  return row ? { ...row, registry: parseRegistry(row.registry).registry } : null;
}

/** The registry in force: the newest saved one, else the one the servers started with. */
const inForce = (ctx: Ctx, saved: SavedRow | null): Registry => saved?.registry ?? ctx.config.remoteCatalog.baseline ?? EMPTY;

/** The builds to choose from: what the servers serve (REMOTE_CATALOG) and every build a registry in force or saved names. */
async function buildsOf(ctx: Ctx, current: Registry): Promise<Record<string, RemoteBuild[]>> {
  const out: Record<string, RemoteBuild[]> = {};
  const add = (remote: string, b: RemoteBuild) => {
    const list = (out[remote] ??= []);
    if (!list.some((x) => x.entry === b.entry)) list.push({ version: b.version, entry: b.entry, ...(b.serverEntry ? { serverEntry: b.serverEntry } : {}) });
  };
  for (const [remote, list] of Object.entries(ctx.config.remoteCatalog.builds)) for (const b of list ?? []) add(remote, b);
  const saved = await ctx.db.query<{ registry: Registry }>('SELECT DISTINCT registry FROM remote_registries');
  for (const registry of [current, ...saved.map((r) => parseRegistry(r.registry).registry)]) {
    for (const cell of cellsOf(registry)) add(cell.remote, cell);
  }
  for (const list of Object.values(out)) list.sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }));
  return out;
}

/** A registry as sent: its structure (parseRegistry: every remote, entries as http(s) URLs, worlds that exist), problems as check problems. */
function structure(raw: unknown): { registry: Registry; problems: RegistryCheckProblem[] } {
  const parsed = parseRegistry(raw);
  return {
    registry: registryDocument(parsed.registry),
    problems: parsed.problems.map((p) => ({ code: 'invalid' as const, remote: p.remote ?? null, world: null, entry: null, message: p.message })),
  };
}

async function check(ctx: Ctx, raw: unknown, known: Registry): Promise<{ registry: Registry; problems: RegistryCheckProblem[] }> {
  const { registry, problems } = structure(raw);
  if (problems.length) return { registry, problems };
  return { registry, problems: await checkNewBuilds(registry, known) };
}

const cellName = (c: RegistryChange) => `${c.remote}${c.world ? `@${c.world}` : ''}`;
const cellsFor = (changes: RegistryChange[], side: 'before' | 'after') =>
  Object.fromEntries(changes.map((c) => [cellName(c), c[side] ? { version: c[side].version, entry: c[side].entry } : null]));

/**
 * Saves a checked registry as the newest version, in one transaction with its audit row. Only one
 * save at a time (an advisory lock), and only on the version the operator looked at (`basedOn`):
 * another operator's save in between answers 409 registry_changed. The first save also keeps the
 * registry the servers started with as the first row, so the history can return to it.
 */
async function save(ctx: Ctx, operatorId: number, registry: Registry, basedOn: number | null, action: RegistryAction, extra: { restoredFrom?: number; note?: string }) {
  return ctx.db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(19037)');
    const saved = await newest(tx);
    if ((saved?.id ?? null) !== basedOn) throw new ApiError(409, 'registry_changed', 'The registry was changed meanwhile; read it again');
    const before = inForce(ctx, saved);
    const changes = registryChanges(before, registry);
    if (changes.length === 0) throw badRequest('no_change', 'This registry is the one in force');
    if (!saved && ctx.config.remoteCatalog.baseline) {
      await tx.query("INSERT INTO remote_registries (action, registry, note) VALUES ('baseline', $1, 'The servers\u2019 own registry')",
        [JSON.stringify(registryDocument(ctx.config.remoteCatalog.baseline))]);
    }
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO remote_registries (operator_id, action, registry, restored_from, note) VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id',
      [operatorId, action, JSON.stringify(registry), extra.restoredFrom ?? null, extra.note?.trim() || null],
    );
    await audit(tx, operatorId, `remotes.${action}`, { type: 'registry', id: row!.id },
      { registry: saved?.id ?? null, cells: cellsFor(changes, 'before') },
      { registry: row!.id, cells: cellsFor(changes, 'after'), ...(extra.restoredFrom ? { restoredFrom: extra.restoredFrom } : {}) });
    return { id: row!.id, registry, changes };
  });
}

const failed = (problems: RegistryCheckProblem[]) =>
  new ApiError(422, 'registry_check_failed', `The registry did not pass its checks: ${problems.map((p) => p.message).join('; ')}`);

interface HistoryRow {
  id: number; created_at: Date; action: RegistryAction; registry: Registry; previous: Registry | null; restored_from: number | null; note: string | null;
  operator_id: number | null; email: string | null; public_name: string | null; newest: number;
}

/**
 * Issue 19 "remotes per world": the registry (`/remotes.json`) as operators run it. Saved versions
 * live in remote_registries (migration 037); the servers poll the newest (GET /v1/remotes/registry,
 * scripts/serve.mjs) and serve it as /remotes.json, the page server re-registers the server builds
 * that changed: no restart. Every save is checked first (structure, and each build it adds: the
 * manifest answers and declares this remote, version and contract) and audited with the cells it changed.
 */
export function registerOperatorRemotes(app: App, ctx: Ctx) {
  app.get('/v1/remotes/registry', {
    schema: {
      tags: ['operator'], summary: 'The registry operators saved last (what /remotes.json serves); 404 when none is saved. Public, like /remotes.json',
      response: { 200: PublishedRegistryResponseSchema, 304: Type.Null(), ...errorResponses },
    },
  }, async (request, reply) => {
    const saved = await newest(ctx.db);
    reply.header('Cache-Control', 'no-cache');
    if (!saved) throw notFound('Saved registry');
    const etag = `"registry-${saved.id}"`;
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
    return { id: saved.id, registry: registryDocument(saved.registry) };
  });

  app.get('/v1/operator/remotes', {
    schema: {
      tags: ['operator'], summary: 'The remote registry in force, the builds of each remote to choose from and the worlds; operators only',
      querystring: WorldQuery, response: { 200: RemotesStateSchema, ...errorResponses },
    },
  }, async (request, reply): Promise<RemotesState> => {
    await requireOperator(ctx, request);
    reply.header('Cache-Control', 'private, no-store');
    const saved = await newest(ctx.db);
    const registry = registryDocument(inForce(ctx, saved));
    return {
      id: saved?.id ?? null, savedAt: saved?.created_at.toISOString() ?? null, registry,
      baseline: ctx.config.remoteCatalog.baseline ? registryDocument(ctx.config.remoteCatalog.baseline) : null,
      builds: await buildsOf(ctx, registry), worlds: [...WORLDS], contractVersion: CONTRACT_VERSION,
    };
  });

  app.get('/v1/operator/remotes/health', {
    schema: {
      tags: ['operator'], summary: 'Each build in force: does its manifest answer with this remote, version and contract; browsers\' load failures in the last hour',
      querystring: WorldQuery, response: { 200: RemotesHealthResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await requireOperator(ctx, request);
    reply.header('Cache-Control', 'private, no-store');
    const registry = inForce(ctx, await newest(ctx.db));
    const unique = new Map(cellsOf(registry).map((c) => [`${c.remote}|${c.entry}|${c.version}`, c]));
    const failures = await ctx.db.query<{ remote: string; version: string; n: number }>(
      `SELECT remote, remote_version AS version, count(*)::int AS n FROM client_errors
        WHERE received_at > now() - interval '1 hour' AND code LIKE 'remote\\_%' AND remote IS NOT NULL GROUP BY 1, 2`,
    );
    const items = await Promise.all([...unique.values()].map(async (cell) => {
      const found = await checkBuild(cell);
      return {
        remote: cell.remote, entry: cell.entry, version: cell.version, ok: found === null,
        problem: found ? { ...found, remote: cell.remote, world: cell.world, entry: cell.entry } : null,
        failuresLastHour: failures.find((f) => f.remote === cell.remote && f.version === cell.version)?.n ?? 0,
      };
    }));
    return { items };
  });

  app.post('/v1/operator/remotes/check', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Check a registry without saving it: its structure, and each build it adds (manifest, remote, version, contract)',
      querystring: WorldQuery, body: RegistryCheckBodySchema, response: { 200: RegistryCheckResponseSchema, ...errorResponses },
    },
  }, async (request) => {
    await requireOperator(ctx, request);
    const { problems } = await check(ctx, request.body.registry, inForce(ctx, await newest(ctx.db)));
    return { problems };
  });

  app.put('/v1/operator/remotes', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Save a registry (pin, canary, roll back, edit) after its checks; the servers serve it within seconds; audited',
      querystring: WorldQuery, body: RegistrySaveBodySchema, response: { 200: RegistrySavedResponseSchema, 422: errorResponses[400], ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const { basedOn, action, note } = request.body;
    const saved = await newest(ctx.db);
    if ((saved?.id ?? null) !== basedOn) throw new ApiError(409, 'registry_changed', 'The registry was changed meanwhile; read it again');
    const { registry, problems } = await check(ctx, request.body.registry, inForce(ctx, saved));
    if (problems.length) throw failed(problems);
    return save(ctx, operator.id, registry, basedOn, action, { note });
  });

  app.get('/v1/operator/remotes/history', {
    schema: {
      tags: ['operator'], summary: 'Every saved registry, newest first, with what each changed; operators only',
      querystring: Type.Object({
        world: WorldQuery.properties.world,
        page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
        per_page: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      }),
      response: { 200: RegistryHistoryResponseSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    await requireOperator(ctx, request);
    reply.header('Cache-Control', 'private, no-store');
    const { page, per_page } = request.query;
    const rows = await ctx.db.query<HistoryRow>(
      `SELECT h.*, u.email, u.public_name FROM (
         SELECT r.id::int AS id, r.created_at, r.action, r.registry, r.restored_from::int AS restored_from, r.note, r.operator_id,
                lag(r.registry) OVER (ORDER BY r.id) AS previous, max(r.id) OVER ()::int AS newest
           FROM remote_registries r
       ) h LEFT JOIN users u ON u.id = h.operator_id
       ORDER BY h.id DESC LIMIT $1 OFFSET $2`,
      [per_page, (page - 1) * per_page],
    );
    const [count] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM remote_registries');
    const items: RegistryVersion[] = rows.map((r) => ({
      id: r.id, savedAt: r.created_at.toISOString(), action: r.action, restoredFrom: r.restored_from, note: r.note, current: r.id === r.newest,
      operator: r.operator_id !== null ? { id: r.operator_id, email: r.email ?? '', name: r.public_name ?? '' } : null,
      changes: r.action === 'baseline' ? [] : registryChanges(parseRegistry(r.previous ?? EMPTY).registry, parseRegistry(r.registry).registry),
    }));
    return { items, total: count?.n ?? 0, page, per_page };
  });

  app.post('/v1/operator/remotes/history/:id/restore', {
    preValidation: loggedIn(ctx),
    schema: {
      tags: ['operator'], summary: 'Return to an earlier saved registry in one step (saved as a new version after its checks); audited',
      params: IdParams, querystring: WorldQuery, body: RegistryRestoreBodySchema, response: { 200: RegistrySavedResponseSchema, 422: errorResponses[400], ...errorResponses },
    },
  }, async (request) => {
    const operator = await requireOperator(ctx, request);
    const [target] = await ctx.db.query<{ registry: Registry }>('SELECT registry FROM remote_registries WHERE id = $1', [request.params.id]);
    if (!target) throw notFound('Saved registry', request.params.id);
    const saved = await newest(ctx.db);
    if ((saved?.id ?? null) !== request.body.basedOn) throw new ApiError(409, 'registry_changed', 'The registry was changed meanwhile; read it again');
    const { registry, problems } = await check(ctx, target.registry, inForce(ctx, saved));
    if (problems.length) throw failed(problems);
    return save(ctx, operator.id, registry, request.body.basedOn, 'restore', { restoredFrom: request.params.id });
  });
}
