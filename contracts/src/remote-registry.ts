import { isRemoteName, REMOTE_NAMES, type RemoteName } from './remotes';
import { isWorld } from './worlds';

/**
 * The remote registry (`/remotes.json`, owned by ops, served beside the shell, never bundled):
 * read by the shell and its page server (shell/src/registry/), checked and stored by the operators'
 * console (issue 19, api/src/routes/operator/remotes.ts).
 * for each remote an entry (mf-manifest.json URL) and a version, with optional per-world
 * overrides so a world can run another version of a remote (canary, rollback) without a rebuild.
 */
export interface RemoteEntry {
  entry: string;
  version: string;
  /**
   * Issue 15: the remote's server build (`.../server/remoteEntry.js`, the same versioned folder as
   * `entry`). Without it the remote's pages render in the browser only.
   */
  serverEntry?: string;
}

export interface RegistryRemote extends RemoteEntry {
  worlds: Record<string, RemoteEntry>;
}

export interface Registry {
  remotes: Partial<Record<RemoteName, RegistryRemote>>;
}

export type RegistryProblemCode =
  | 'registry_unreadable'
  | 'registry_not_object'
  | 'unknown_remote'
  | 'bad_entry'
  | 'bad_version'
  | 'unknown_world'
  | 'missing_remote'
  | 'override_rejected';

export interface RegistryProblem {
  code: RegistryProblemCode;
  remote?: string;
  message: string;
}

export interface ParsedRegistry {
  registry: Registry;
  problems: RegistryProblem[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Issue 16: the script a browser loads a remote from, for a registry entry. The entry names the build's
 * mf-manifest.json (the page server reads it for its preload hints, the operators' console for the
 * contract version); the browser's federation runtime is built without the manifest code path
 * (disableSnapshot, shared-kit/build/webpack-factory.mjs) and loads the remoteEntry.js every build
 * writes beside its manifest. Any other URL (a remoteEntry.js, a server entry) is returned as it is.
 */
export function browserEntryOf(entry: string): string {
  const query = entry.search(/[?#]/);
  const path = query < 0 ? entry : entry.slice(0, query);
  if (!path.endsWith('/mf-manifest.json')) return entry;
  return `${path.slice(0, -'mf-manifest.json'.length)}remoteEntry.js${query < 0 ? '' : entry.slice(query)}`;
}

/** An entry must be an absolute http(s) URL; anything else is rejected. */
export function isEntryUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function parseEntry(raw: unknown, where: string, remote: string, problems: RegistryProblem[]): RemoteEntry | null {
  if (!isObject(raw)) {
    problems.push({ code: 'bad_entry', remote, message: `${where}: expected an object with entry and version` });
    return null;
  }
  if (!isEntryUrl(raw.entry)) {
    problems.push({ code: 'bad_entry', remote, message: `${where}: entry ${JSON.stringify(raw.entry)} is not an http(s) URL` });
    return null;
  }
  if (typeof raw.version !== 'string' || raw.version.trim() === '') {
    problems.push({ code: 'bad_version', remote, message: `${where}: version must be a non-empty string` });
    return null;
  }
  if (raw.serverEntry !== undefined && !isEntryUrl(raw.serverEntry)) {
    problems.push({ code: 'bad_entry', remote, message: `${where}: serverEntry ${JSON.stringify(raw.serverEntry)} is not an http(s) URL` });
    return { entry: raw.entry, version: raw.version };
  }
  return { entry: raw.entry, version: raw.version, ...(raw.serverEntry !== undefined ? { serverEntry: raw.serverEntry } : {}) };
}

/**
 * Validates a registry document. Never throws: what is valid is kept, each problem is listed,
 * so the shell still renders with the remotes that are valid.
 */
export function parseRegistry(raw: unknown): ParsedRegistry {
  const problems: RegistryProblem[] = [];
  const registry: Registry = { remotes: {} };
  if (!isObject(raw) || !isObject(raw.remotes)) {
    problems.push({ code: 'registry_not_object', message: 'The registry must be an object with a "remotes" object' });
    return { registry, problems };
  }
  for (const [name, value] of Object.entries(raw.remotes)) {
    if (!isRemoteName(name)) {
      problems.push({ code: 'unknown_remote', remote: name, message: `Unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})` });
      continue;
    }
    const base = parseEntry(value, name, name, problems);
    if (!base) continue;
    const worlds: Record<string, RemoteEntry> = {};
    const rawWorlds = isObject(value) ? value.worlds : undefined;
    if (rawWorlds !== undefined) {
      if (!isObject(rawWorlds)) {
        problems.push({ code: 'bad_entry', remote: name, message: `${name}.worlds must be an object keyed by world` });
      } else {
        for (const [world, override] of Object.entries(rawWorlds)) {
          if (!isWorld(world)) {
            problems.push({ code: 'unknown_world', remote: name, message: `${name}.worlds: "${world}" is not a world` });
            continue;
          }
          const entry = parseEntry(override, `${name}.worlds.${world}`, name, problems);
          if (entry) worlds[world] = entry;
        }
      }
    }
    registry.remotes[name] = { ...base, worlds };
  }
  for (const name of REMOTE_NAMES) {
    if (!registry.remotes[name] && !problems.some((p) => p.remote === name)) {
      problems.push({ code: 'missing_remote', remote: name, message: `The registry has no entry for ${name}` });
    }
  }
  return { registry, problems };
}

/** Parses the text of /remotes.json; bad JSON is a problem, not an exception. */
export function parseRegistryText(text: string): ParsedRegistry {
  try {
    return parseRegistry(JSON.parse(text) as unknown);
  } catch (error) {
    return {
      registry: { remotes: {} },
      problems: [{ code: 'registry_unreadable', message: `remotes.json is not valid JSON: ${(error as Error).message}` }],
    };
  }
}

// The operators' console's edits of a registry (registryDocument, withRemoteVersion, withoutWorldOverride,
// registryChanges) are ./remote-registry-edit.ts, the sub-path `@teachmarket/contracts/registry-edit`: no
// first view runs them (issue 16).
