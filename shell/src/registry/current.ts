import type { RemoteName } from '@teachmarket/shared-kit';
import type { Registry } from './registry';
import { entriesFingerprint, resolveRemotes } from './resolve';
import { setRemoteVersions } from '../federation/remote-versions';

/** The registry this page load started with, to tell whether another world needs other remotes. */
interface Current {
  registry: Registry;
  overrides: Partial<Record<RemoteName, string>>;
  allowedOrigins: readonly string[];
  fingerprint: string;
}

let current: Current | null = null;

export function rememberRegistry(registry: Registry, world: string, overrides: Current['overrides'], allowedOrigins: readonly string[]): void {
  const resolved = resolveRemotes(registry, world, overrides, allowedOrigins).remotes;
  const fingerprint = entriesFingerprint(resolved);
  current = { registry, overrides, allowedOrigins, fingerprint };
  setRemoteVersions(world, Object.fromEntries(resolved.map((r) => [r.name, r.version])));
}

/** A world whose registry entries differ (a canary in that world) needs a fresh page load. */
export function worldNeedsReload(world: string): boolean {
  if (!current) return false;
  const next = entriesFingerprint(resolveRemotes(current.registry, world, current.overrides, current.allowedOrigins).remotes);
  return next !== current.fingerprint;
}

