/**
 * Issue 19 "remotes per world": the operators' console reads the registry in force, checks a change
 * against the builds it names (a real HTTP server plays the remotes' origin), saves it, keeps the
 * history and returns to any earlier version. Outcomes are read back the way the servers read them
 * (GET /v1/remotes/registry, what scripts/serve.mjs polls) and in the audit log.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTRACT_VERSION, REMOTE_NAMES } from '@teachmarket/contracts';
import { bearer, fixtureUser, json, login, startApi, type TestApi } from './helpers';

/** The remotes' origin: /<remote>/<version>/mf-manifest.json as a build writes it; `gone` versions answer 404. */
const manifests = new Map<string, unknown>();
const server = http.createServer((req, res) => {
  const body = manifests.get(req.url ?? '');
  if (body === undefined) {
    res.statusCode = 404;
    return res.end('not here');
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
});
let origin = '';
/** contractVersion null: a build from before issue 19, which did not declare it. */
const manifestOf = (name: string, version: string, contractVersion: number | null = CONTRACT_VERSION) => ({
  id: name, name, metaData: { name, buildInfo: { buildVersion: version }, ...(contractVersion !== null ? { contractVersion } : {}) },
  shared: [], remotes: [], exposes: [],
});
const entry = (name: string, version: string) => `${origin}/${name}/${version}/mf-manifest.json`;
const build = (name: string, version: string, contractVersion: number | null = CONTRACT_VERSION) => {
  manifests.set(`/${name}/${version}/mf-manifest.json`, manifestOf(name, version, contractVersion));
  return { version, entry: entry(name, version) };
};

let api: TestApi;
let operator = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const baseline = { remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, build(n, '1.0.0')])) };
  const builds = Object.fromEntries(REMOTE_NAMES.map((n) => [n, [{ version: '1.0.0', entry: entry(n, '1.0.0') }]]));
  builds['mfe_info']!.push(build('mfe_info', '1.1.0-canary'));
  api = await startApi({ REMOTE_CATALOG: JSON.stringify({ baseline, builds }) });
  operator = await login(api, 'operator@teachmarket.test');
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => server.close(resolve));
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = operator) =>
  api.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
type Doc = { remotes: Record<string, { entry: string; version: string; worlds: Record<string, { entry: string; version: string }> }> };
const state = async () => json(await call('GET', '/v1/operator/remotes')) as { id: number | null; registry: Doc; builds: Record<string, { version: string; entry: string }[]> };
/** What the servers serve next (scripts/serve.mjs polls this). */
const served = async () => {
  const res = await api.app.inject({ method: 'GET', url: '/v1/remotes/registry' });
  return res.statusCode === 404 ? null : (json(res) as { id: number; registry: Doc });
};
const withFr = (doc: Doc, version: string) => ({
  remotes: { ...doc.remotes, mfe_info: { ...doc.remotes['mfe_info']!, worlds: { fr: { entry: entry('mfe_info', version), version } } } },
});

describe('remotes per world', () => {
  it('starts on the servers\' own registry and offers the built versions', async () => {
    const s = await state();
    expect(s.id).toBeNull();
    expect(s.registry.remotes['mfe_info']).toMatchObject({ version: '1.0.0', worlds: {} });
    expect(s.builds['mfe_info']!.map((b) => b.version)).toEqual(['1.0.0', '1.1.0-canary']);
    expect(await served()).toBeNull();
  });

  it('refuses a build whose manifest does not answer, is another remote, another version or another contract, and saves nothing', async () => {
    const s = await state();
    build('mfe_info', '2.0.0-next', CONTRACT_VERSION + 1);
    build('mfe_info', '1.2.0-old', null);
    manifests.set('/mfe_info/1.3.0/mf-manifest.json', manifestOf('mfe_catalog', '1.3.0'));
    manifests.set('/mfe_info/1.4.0/mf-manifest.json', manifestOf('mfe_info', '1.4.1'));
    const cases: [string, string][] = [['2.0.0-next', 'contract_mismatch'], ['1.2.0-old', 'contract_unknown'], ['1.3.0', 'wrong_remote'], ['1.4.0', 'version_mismatch'], ['9.9.9', 'unreachable']];
    for (const [version, code] of cases) {
      const checked = json(await call('POST', '/v1/operator/remotes/check', { registry: withFr(s.registry, version) }));
      expect(checked.problems).toEqual([expect.objectContaining({ code, remote: 'mfe_info', world: 'fr', entry: entry('mfe_info', version) })]);
      const saved = await call('PUT', '/v1/operator/remotes', { registry: withFr(s.registry, version), basedOn: null, action: 'canary' });
      expect([saved.statusCode, json(saved).error.code]).toEqual([422, 'registry_check_failed']);
    }
    // A structural mistake: a world that does not exist, an entry that is not a URL.
    const bad = { remotes: { ...s.registry.remotes, mfe_info: { ...s.registry.remotes['mfe_info']!, worlds: { xx: { entry: 'nope', version: '1' } } } } };
    expect(json(await call('POST', '/v1/operator/remotes/check', { registry: bad })).problems[0]).toMatchObject({ code: 'invalid', remote: 'mfe_info' });
    expect(await served()).toBeNull();
    expect(json(await call('GET', '/v1/operator/remotes/history')).total).toBe(0);
  });

  it('canaries a version in one world, serves it, audits the cell, and returns to any earlier registry in one step', async () => {
    const s = await state();
    const saved = await call('PUT', '/v1/operator/remotes', { registry: withFr(s.registry, '1.1.0-canary'), basedOn: null, action: 'canary' });
    expect(saved.statusCode).toBe(200);
    const canaryId = json(saved).id as number;
    // What the servers serve now: fr runs the canary, every other world keeps 1.0.0.
    const live = await served();
    expect(live?.id).toBe(canaryId);
    expect(live?.registry.remotes['mfe_info']).toMatchObject({ version: '1.0.0', worlds: { fr: { version: '1.1.0-canary' } } });
    expect(live?.registry.remotes['mfe_info']?.worlds['de']).toBeUndefined();
    // Unchanged since: the servers' poll costs a 304.
    const again = await api.app.inject({ method: 'GET', url: '/v1/remotes/registry', headers: { 'if-none-match': `"registry-${canaryId}"` } });
    expect(again.statusCode).toBe(304);

    // A save on a stale view is refused (another operator saved in between).
    const stale = await call('PUT', '/v1/operator/remotes', { registry: s.registry, basedOn: null, action: 'rollback' });
    expect([stale.statusCode, json(stale).error.code]).toEqual([409, 'registry_changed']);

    const history = json(await call('GET', '/v1/operator/remotes/history'));
    expect(history.items.map((v: { action: string; current: boolean }) => [v.action, v.current])).toEqual([['canary', true], ['baseline', false]]);
    expect(history.items[0].changes).toEqual([{ remote: 'mfe_info', world: 'fr', before: null, after: { entry: entry('mfe_info', '1.1.0-canary'), version: '1.1.0-canary' } }]);
    expect(history.items[0].operator.email).toBe('operator@teachmarket.test');

    // One step back to the servers' own registry (the baseline row).
    const baselineId = history.items[1].id as number;
    const restored = await call('POST', `/v1/operator/remotes/history/${baselineId}/restore`, { basedOn: canaryId });
    expect(restored.statusCode).toBe(200);
    const back = await served();
    expect(back?.registry.remotes['mfe_info']?.worlds).toEqual({});
    expect(json(await call('POST', `/v1/operator/remotes/history/${baselineId}/restore`, { basedOn: back!.id })).error.code).toBe('no_change');

    const log = json(await call('GET', '/v1/operator/audit?subject_type=registry'));
    expect(log.items.map((i: { action: string }) => i.action)).toEqual(['remotes.restore', 'remotes.canary']);
    expect(log.items[1]).toMatchObject({
      subject: { type: 'registry', id: canaryId },
      before: { registry: null, cells: { 'mfe_info@fr': null } },
      after: { registry: canaryId, cells: { 'mfe_info@fr': { version: '1.1.0-canary', entry: entry('mfe_info', '1.1.0-canary') } } },
    });
    expect(log.items[0]).toMatchObject({ before: { cells: { 'mfe_info@fr': { version: '1.1.0-canary' } } }, after: { cells: { 'mfe_info@fr': null }, restoredFrom: baselineId } });
  });

  it('reports the health of each build in force, with the browsers\' load failures of the last hour', async () => {
    await api.db.query(
      "INSERT INTO client_errors (code, message, remote, remote_version, world, ip_hash) VALUES ('remote_entry', 'x', 'mfe_catalog', '1.0.0', 'de', 'h')",
    );
    manifests.delete('/mfe_author/1.0.0/mf-manifest.json');
    const health = json(await call('GET', '/v1/operator/remotes/health')).items as { remote: string; ok: boolean; failuresLastHour: number; problem: { code: string } | null }[];
    expect(health).toHaveLength(REMOTE_NAMES.length);
    expect(health.find((h) => h.remote === 'mfe_author')).toMatchObject({ ok: false, problem: { code: 'unreachable' } });
    expect(health.find((h) => h.remote === 'mfe_catalog')).toMatchObject({ ok: true, failuresLastHour: 1 });
  });

  it('is for operators only: a seller may neither read nor save the registry', async () => {
    const seller = await login(api, 'seller@teachmarket.test');
    const user = await fixtureUser(api);
    for (const token of [seller, user.token]) {
      expect((await call('GET', '/v1/operator/remotes', undefined, token)).statusCode).toBe(403);
      expect((await call('PUT', '/v1/operator/remotes', { registry: { remotes: {} }, basedOn: null, action: 'pin' }, token)).statusCode).toBe(403);
    }
  });
});
