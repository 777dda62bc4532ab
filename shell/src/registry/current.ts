import type { RemoteName } from '@teachmarket/shared-kit';
import type { Registry } from './registry';
import { entriesFingerprint, resolveRemotes } from './resolve';

/** The registry this page load started with, to tell whether another world needs other remotes. */
interface Current {
  registry: Registry;
  overrides: Partial<Record<RemoteName, string>>;
  allowedOrigins: readonly string[];
  fingerprint: string;
}

let current: Current | null = null;

export function rememberRegistry(registry: Registry, world: string, overrides: Current['overrides'], allowedOrigins: readonly string[]): void {
  const fingerprint = entriesFingerprint(resolveRemotes(registry, world, overrides, allowedOrigins).remotes);
  current = { registry, overrides, allowedOrigins, fingerprint };
}

/** A world whose registry entries differ (a canary in that world) needs a fresh page load. */
export function worldNeedsReload(world: string): boolean {
  if (!current) return false;
  const next = entriesFingerprint(resolveRemotes(current.registry, world, current.overrides, current.allowedOrigins).remotes);
  return next !== current.fingerprint;
}
