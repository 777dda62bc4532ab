import type { RemoteName } from '@teachmarket/shared-kit';
import { isEntryUrl, type Registry, type RegistryProblem, type RemoteEntry } from './registry';

export type EntrySource = 'registry' | 'world' | 'developer';

export interface ResolvedRemote extends RemoteEntry {
  name: RemoteName;
  source: EntrySource;
}

/**
 * The entries in force for one world: the registry's, replaced by the world's override where
 * ops set one, replaced by a developer override where one is given and its origin is allowed.
 */
export function resolveRemotes(
  registry: Registry,
  world: string,
  developerOverrides: Partial<Record<RemoteName, string>> = {},
  allowedOrigins: readonly string[] = [],
): { remotes: ResolvedRemote[]; problems: RegistryProblem[] } {
  const problems: RegistryProblem[] = [];
  const remotes: ResolvedRemote[] = [];
  for (const [name, remote] of Object.entries(registry.remotes) as [RemoteName, NonNullable<Registry['remotes'][RemoteName]>][]) {
    const worldEntry = remote.worlds[world];
    let resolved: ResolvedRemote = worldEntry
      ? { name, entry: worldEntry.entry, version: worldEntry.version, serverEntry: worldEntry.serverEntry, source: 'world' }
      : { name, entry: remote.entry, version: remote.version, serverEntry: remote.serverEntry, source: 'registry' };
    const override = developerOverrides[name];
    if (override !== undefined) {
      if (isAllowedOverride(override, allowedOrigins)) {
        // A developer's build is browser-only: its slot renders in the browser (issue 15).
        resolved = { name, entry: override, version: 'dev', source: 'developer' };
      } else {
        problems.push({
          code: 'override_rejected',
          remote: name,
          message: `Developer override for ${name} rejected: ${override} is not on the allowed origins (${allowedOrigins.join(', ') || 'none'})`,
        });
      }
    }
    remotes.push(resolved);
  }
  return { remotes, problems };
}

/** Only exact origins from configuration are accepted, never an arbitrary URL. */
export function isAllowedOverride(url: string, allowedOrigins: readonly string[]): boolean {
  if (!isEntryUrl(url)) return false;
  const origin = new URL(url).origin;
  return allowedOrigins.some((allowed) => {
    try {
      return new URL(allowed).origin === origin;
    } catch {
      return false;
    }
  });
}

/** A fingerprint of the entries in force, to know whether a world change needs a fresh page. */
export function entriesFingerprint(remotes: readonly ResolvedRemote[]): string {
  return remotes
    .map((r) => `${r.name}=${r.entry}`)
    .sort()
    .join('|');
}
