import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { assertContract, type RemoteContract, type RemoteName } from '@teachmarket/shared-kit';
import { browserEntryOf } from '@teachmarket/contracts';
import type { ResolvedRemote } from '../registry/resolve';
import { bustRemote, isFailureMarker } from './guard-plugin';

/** The entries registered with the federation runtime for this page load. */
const registered = new Map<RemoteName, ResolvedRemote>();

export class RemoteUnregisteredError extends Error {
  override readonly name = 'RemoteUnregisteredError';
  readonly code = 'REMOTE_UNREGISTERED';
  constructor(readonly remote: string) {
    super(`Remote ${remote} is not in the registry (or its registry entry was invalid)`);
  }
}

export function registerResolvedRemotes(remotes: readonly ResolvedRemote[], force = false): void {
  for (const remote of remotes) registered.set(remote.name, remote);
  // force: the server build swaps a remote's entry when the registry changes (issue 15).
  // The browser loads the remoteEntry.js beside the registry's manifest (browserEntryOf; the server
  // build registers its server entry, a .js already).
  registerRemotes(remotes.map((r) => ({ name: r.name, entry: browserEntryOf(r.entry) })), force ? { force: true } : undefined);
}

export function registeredRemote(name: RemoteName): ResolvedRemote | undefined {
  return registered.get(name);
}

/**
 * Loads a remote's contract module. With `bust`, the remote is registered again (dropping the
 * runtime's caches for it) and its entry is re-requested with a cache-busting query.
 */
export async function loadContract(name: RemoteName, bust = false): Promise<RemoteContract> {
  const remote = registered.get(name);
  if (!remote) throw new RemoteUnregisteredError(name);
  if (bust) {
    bustRemote(remote.entry);
    registerRemotes([{ name, entry: browserEntryOf(remote.entry) }], { force: true });
  }
  const mod = await loadRemote<unknown>(`${name}/routes`);
  if (isFailureMarker(mod)) throw mod.__teachmarketRemoteFailure.error;
  return assertContract(name, mod);
}
