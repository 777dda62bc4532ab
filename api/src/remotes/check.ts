import { CONTRACT_VERSION, type Registry, type RemoteName } from '@teachmarket/contracts';
import type { RegistryCheckProblem } from '@teachmarket/contracts/api-types';

/** One entry as a registry cell names it. */
export interface Cell {
  remote: RemoteName;
  /** null: the remote's own entry. */
  world: string | null;
  entry: string;
  version: string;
  serverEntry?: string;
}

export function cellsOf(registry: Registry): Cell[] {
  const cells: Cell[] = [];
  for (const [remote, r] of Object.entries(registry.remotes) as [RemoteName, NonNullable<Registry['remotes'][RemoteName]>][]) {
    cells.push({ remote, world: null, entry: r.entry, version: r.version, serverEntry: r.serverEntry });
    for (const [world, e] of Object.entries(r.worlds)) cells.push({ remote, world, entry: e.entry, version: e.version, serverEntry: e.serverEntry });
  }
  return cells;
}

const keyOf = (c: Cell) => `${c.remote}|${c.entry}|${c.version}|${c.serverEntry ?? ''}`;
const TIMEOUT_MS = 4000;
const MAX_MANIFEST_BYTES = 2_000_000;

type Found = Omit<RegistryCheckProblem, 'remote' | 'world' | 'entry'>;

/**
 * Is this build fit to run (issue 19 "validation before saving")? Its manifest answers (no redirect,
 * within 4 s), is JSON, names this remote and this version, and declares the remote contract the shell
 * implements (metaData.contractVersion, written by shared-kit/build/webpack-factory.mjs); its server
 * build, where the cell names one, answers too. null: fit.
 */
export async function checkBuild(cell: Cell): Promise<Found | null> {
  let text: string;
  try {
    const res = await fetch(cell.entry, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (res.status !== 200) {
      await res.body?.cancel();
      return { code: 'unreachable', message: `${cell.entry} answered ${res.status}` };
    }
    if (Number(res.headers.get('content-length') ?? 0) > MAX_MANIFEST_BYTES) {
      await res.body?.cancel();
      return { code: 'not_json', message: `${cell.entry} is too large for a manifest` };
    }
    text = await res.text();
  } catch (error) {
    return { code: 'unreachable', message: `${cell.entry} did not answer (${(error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message})` };
  }
  let manifest: { name?: unknown; metaData?: { name?: unknown; buildInfo?: { buildVersion?: unknown }; contractVersion?: unknown } };
  try {
    manifest = JSON.parse(text) as typeof manifest;
  } catch {
    return { code: 'not_json', message: `${cell.entry} is not a JSON manifest` };
  }
  if (typeof manifest !== 'object' || manifest === null) return { code: 'not_json', message: `${cell.entry} is not a JSON manifest` };
  const name = manifest.name ?? manifest.metaData?.name;
  if (name !== cell.remote) return { code: 'wrong_remote', message: `${cell.entry} is the manifest of ${String(name)}, not ${cell.remote}` };
  const built = manifest.metaData?.buildInfo?.buildVersion;
  if (built !== cell.version) return { code: 'version_mismatch', message: `${cell.entry} is version ${String(built)}, the registry says ${cell.version}` };
  const contract = manifest.metaData?.contractVersion;
  if (contract === undefined) return { code: 'contract_unknown', message: `${cell.entry} does not declare its contract version (built before issue 19?)` };
  if (contract !== CONTRACT_VERSION) return { code: 'contract_mismatch', message: `${cell.remote} ${cell.version} implements contract ${String(contract)}, the shell needs ${CONTRACT_VERSION}` };
  if (cell.serverEntry) {
    try {
      const res = await fetch(cell.serverEntry, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
      await res.body?.cancel();
      if (res.status !== 200) return { code: 'server_entry_unreachable', message: `${cell.serverEntry} answered ${res.status}` };
    } catch (error) {
      return { code: 'server_entry_unreachable', message: `${cell.serverEntry} did not answer (${(error as Error).message})` };
    }
  }
  return null;
}

/**
 * Checks every build a registry names that `known` (the registry in force) does not already run:
 * what is already served was checked when it was saved, and its health is the health view's job.
 * Each distinct build is fetched once, all at the same time.
 */
export async function checkNewBuilds(registry: Registry, known: Registry | null): Promise<RegistryCheckProblem[]> {
  const running = new Set(known ? cellsOf(known).map(keyOf) : []);
  const byKey = new Map<string, Cell[]>();
  for (const cell of cellsOf(registry)) {
    if (running.has(keyOf(cell))) continue;
    byKey.set(keyOf(cell), [...(byKey.get(keyOf(cell)) ?? []), cell]);
  }
  const results = await Promise.all([...byKey.values()].map(async (cells) => ({ cells, found: await checkBuild(cells[0]!) })));
  return results.flatMap(({ cells, found }) =>
    found ? cells.map((c) => ({ ...found, remote: c.remote, world: c.world, entry: c.entry })) : []);
}
