import type { ComponentType } from 'react';
import { CONTRACT_VERSION, type RemoteName, type World } from '@teachmarket/contracts';
import { getI18n } from 'react-i18next';
import { registerInstance } from '../diagnostics';
import type { Namespace } from '../i18n/namespaces';

/**
 * The remote contract (ARCHITECTURE.md): each remote exposes one module, `./routes`, whose
 * default export is a RemoteContract. The shell checks `contractVersion` before rendering and
 * treats an incompatible remote like a failed one. Its version and the remotes' names are framework-free
 * and live in @teachmarket/contracts.
 */

/** What every page component receives from the shell's outlet. */
export interface PageProps {
  routeId: string;
  params: Readonly<Record<string, string>>;
  world: World;
  query: URLSearchParams;
}

export type PageModule = { default: ComponentType<PageProps> };
/** A page loader: called again on retry, so a failed chunk is requested anew. */
export type PageLoader = () => Promise<PageModule>;

export interface RemoteContract {
  contractVersion: number;
  name: RemoteName;
  /** The remote's own build version (its package version, or a canary version). */
  version: string;
  pages: Readonly<Record<string, PageLoader>>;
}

export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
  readonly code = 'REMOTE_INCOMPATIBLE';
  constructor(
    readonly remote: string,
    readonly found: unknown,
  ) {
    super(`Remote ${remote} implements contract ${String(found)}, the shell needs ${CONTRACT_VERSION}`);
  }
}

/** Checks a module loaded from a remote and returns it as a contract, or throws IncompatibleRemoteError. */
export function assertContract(remote: string, mod: unknown): RemoteContract {
  const candidate = (mod && typeof mod === 'object' && 'default' in mod ? (mod as { default: unknown }).default : mod) as
    | Partial<RemoteContract>
    | null
    | undefined;
  if (!candidate || typeof candidate !== 'object') throw new IncompatibleRemoteError(remote, undefined);
  if (candidate.contractVersion !== CONTRACT_VERSION) throw new IncompatibleRemoteError(remote, candidate.contractVersion);
  if (candidate.name !== remote || !candidate.pages || typeof candidate.pages !== 'object') {
    throw new IncompatibleRemoteError(remote, `${String(candidate.contractVersion)} (malformed)`);
  }
  return candidate as RemoteContract;
}

/** Helper a remote uses to declare its contract with the right version. */
export function defineRemote(contract: Omit<RemoteContract, 'contractVersion'>): RemoteContract {
  return { contractVersion: CONTRACT_VERSION, ...contract };
}

/**
 * What every remote's `src/routes.ts` is: its name, its own build version (`__APP_VERSION__` is
 * defined per app, so it is passed in, not read here) and its page loaders. Its React is counted by
 * registerInstance, so a remote that bundled a second React shows up in the e2e instance check.
 */
export function remoteRoutes(
  name: RemoteName,
  build: { version: string; react: unknown },
  pages: RemoteContract['pages'],
): RemoteContract {
  registerInstance('react', build.react);
  return defineRemote({ name, version: build.version, pages });
}

/**
 * A page loader that also asks, at once, for the translation namespaces the page's parts use (in the
 * browser; the server's render loads what it renders). Without it each part asked for its own while
 * rendering, one after another, and every wait showed the page's fallback: React then reveals the page no
 * sooner than 300 ms after that fallback (a click to a material took ~500 ms to show it). A namespace that
 * cannot be loaded here is left to the part that needs it (its own loading and error handling).
 */
export function withNamespaces(load: PageLoader, namespaces: readonly Namespace[]): PageLoader {
  return () => {
    const i18n = typeof document === 'undefined' ? undefined : getI18n();
    const words = i18n?.loadNamespaces([...namespaces]).catch(() => undefined);
    return Promise.all([load(), words]).then(([page]) => page);
  };
}
