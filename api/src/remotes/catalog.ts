import { parseRegistry, REMOTE_NAMES, type Registry, type RemoteName } from '@teachmarket/contracts';

export interface RemoteBuild {
  version: string;
  entry: string;
  serverEntry?: string;
}

/**
 * Issue 19: what the servers that serve the remotes offer (REMOTE_CATALOG, JSON, set by
 * scripts/serve.mjs for the API it starts): the registry they serve when no operator saved one (the
 * REMOTES_FILE or the generated one) and, per remote, the built versions (dist/ and dist-*\/). An API
 * started without it still works: the versions to choose from are then those its saved registries name.
 */
export interface RemoteCatalog {
  baseline: Registry | null;
  builds: Partial<Record<RemoteName, RemoteBuild[]>>;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** Throws an Error naming what is wrong (config.ts reports it as a ConfigError). */
export function parseRemoteCatalog(text: string | undefined): RemoteCatalog {
  if (!text?.trim()) return { baseline: null, builds: {} };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('REMOTE_CATALOG is not valid JSON');
  }
  const value = raw as { baseline?: unknown; builds?: Record<string, unknown> };
  let baseline: Registry | null = null;
  if (value.baseline !== undefined) {
    const parsed = parseRegistry(value.baseline);
    if (parsed.problems.length) throw new Error(`REMOTE_CATALOG baseline: ${parsed.problems[0]!.message}`);
    baseline = parsed.registry;
  }
  const builds: RemoteCatalog['builds'] = {};
  for (const name of REMOTE_NAMES) {
    const list = value.builds?.[name];
    if (!Array.isArray(list)) continue;
    builds[name] = list
      .filter((b): b is RemoteBuild => typeof b === 'object' && b !== null && isString((b as RemoteBuild).version) && isString((b as RemoteBuild).entry))
      .map((b) => ({ version: b.version, entry: b.entry, ...(isString(b.serverEntry) ? { serverEntry: b.serverEntry } : {}) }));
  }
  return { baseline, builds };
}
