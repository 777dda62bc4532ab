import { REMOTE_NAMES, type RemoteName } from './remotes';
import type { RemoteEntry, Registry } from './remote-registry';

// Issue 16: what the operators' console does to a registry (the API's operator routes, the cabinet's
// remotes page), the sub-path `@teachmarket/contracts/registry-edit`, so the contracts every first view
// loads keep only the registry's format and checks (./remote-registry.ts).

/** The registry as its file is written (`/remotes.json`): remotes in their order, worlds sorted, nothing else. */
export function registryDocument(registry: Registry): Registry {
  const remotes: Registry['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const remote = registry.remotes[name];
    if (!remote) continue;
    const worlds = Object.keys(remote.worlds).sort();
    remotes[name] = {
      entry: remote.entry, version: remote.version, ...(remote.serverEntry ? { serverEntry: remote.serverEntry } : {}),
      worlds: Object.fromEntries(worlds.map((w) => {
        const e = remote.worlds[w]!;
        return [w, { entry: e.entry, version: e.version, ...(e.serverEntry ? { serverEntry: e.serverEntry } : {}) }];
      })),
    };
  }
  return { remotes };
}

const omit = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/**
 * Issue 19, the operators' console: one remote set to a built version, in every world (`world` null:
 * the registry's own entry, world overrides kept) or in one world (its override). A world set to the
 * version every world runs loses its override instead of repeating it.
 */
export function withRemoteVersion(registry: Registry, remote: RemoteName, world: string | null, build: RemoteEntry): Registry {
  const doc = registryDocument(registry);
  const current = doc.remotes[remote];
  const entry: RemoteEntry = { entry: build.entry, version: build.version, ...(build.serverEntry ? { serverEntry: build.serverEntry } : {}) };
  if (!current) {
    if (world !== null) return doc;
    doc.remotes[remote] = { ...entry, worlds: {} };
    return doc;
  }
  if (world === null) {
    doc.remotes[remote] = { ...entry, worlds: current.worlds };
  } else if (current.entry === entry.entry) {
    doc.remotes[remote] = { ...current, worlds: omit(current.worlds, world) };
  } else {
    doc.remotes[remote] = { ...current, worlds: { ...current.worlds, [world]: entry } };
  }
  return doc;
}

/** Issue 19: a world back on the version every world runs (its override removed). */
export function withoutWorldOverride(registry: Registry, remote: RemoteName, world: string): Registry {
  const doc = registryDocument(registry);
  const current = doc.remotes[remote];
  if (current) doc.remotes[remote] = { ...current, worlds: omit(current.worlds, world) };
  return doc;
}

/** One cell of the registry (a remote in every world, or in one world) as it changed between two registries. */
export interface RegistryChange {
  remote: RemoteName;
  /** null: the remote's own entry (every world without an override). */
  world: string | null;
  before: RemoteEntry | null;
  after: RemoteEntry | null;
}

const sameEntry = (a: RemoteEntry | undefined, b: RemoteEntry | undefined) =>
  a?.entry === b?.entry && a?.version === b?.version && a?.serverEntry === b?.serverEntry;

/** What differs between two registries, cell by cell (the audit log's before and after). */
export function registryChanges(before: Registry, after: Registry): RegistryChange[] {
  const changes: RegistryChange[] = [];
  const pick = (e: RemoteEntry | undefined): RemoteEntry | null =>
    e ? { entry: e.entry, version: e.version, ...(e.serverEntry ? { serverEntry: e.serverEntry } : {}) } : null;
  for (const remote of REMOTE_NAMES) {
    const a = before.remotes[remote];
    const b = after.remotes[remote];
    if (!sameEntry(a, b)) changes.push({ remote, world: null, before: pick(a), after: pick(b) });
    const worlds = new Set([...Object.keys(a?.worlds ?? {}), ...Object.keys(b?.worlds ?? {})]);
    for (const world of [...worlds].sort()) {
      const x = a?.worlds[world];
      const y = b?.worlds[world];
      if (!sameEntry(x, y)) changes.push({ remote, world, before: pick(x), after: pick(y) });
    }
  }
  return changes;
}
