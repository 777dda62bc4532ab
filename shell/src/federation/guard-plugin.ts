import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { classifyRemoteError } from '../guard/classify';
import { reporter } from '../errors/reporter';
import { remoteVersionOf } from './remote-versions';

/**
 * Federation runtime plugin of the guard (ARCHITECTURE.md, runtime flow step 4).
 * - errorLoadRemote: classifies and reports the failure, and hands the outlet a failure marker
 *   instead of a module, so the outlet's boundary shows the fallback.
 * - createScript: while a remote is being retried, its entry is requested with a cache-busting query,
 *   and the entry script gets the same 120 s timeout as chunks. (Issue 16: the browser's runtime reads
 *   no manifest, disableSnapshot in shared-kit/build/webpack-factory.mjs, so no `fetch` hook: the
 *   runtime only fetch()es a remote's mf-manifest.json.)
 * No React here: a runtime plugin that imports React at top level crashes start-up (TOOLCHAIN.md).
 */
export const FAILURE_MARKER = '__teachmarketRemoteFailure';

export interface FailureMarker {
  [FAILURE_MARKER]: { error: unknown };
}

export function isFailureMarker(value: unknown): value is FailureMarker {
  return typeof value === 'object' && value !== null && FAILURE_MARKER in value;
}

const ENTRY_TIMEOUT_MS = 120000; // spec §9: chunk load timeout 120 s
const busting = new Map<string, string>(); // remote base URL -> cache-buster value

function baseOf(url: string): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

/** Marks a remote so that its next entry request bypasses any cache. */
export function bustRemote(entryUrl: string): void {
  busting.set(baseOf(entryUrl), `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
}

export function withBuster(url: string): string {
  for (const [base, token] of busting) {
    if (url.startsWith(base)) {
      const u = new URL(url);
      u.searchParams.set('retry', token);
      return u.toString();
    }
  }
  return url;
}

export default function guardPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'teachmarket-guard',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = withBuster(url);
      script.crossOrigin = 'anonymous';
      return { script, timeout: ENTRY_TIMEOUT_MS };
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      // A failure is reported once, when it reaches onLoad.
      if (lifecycle !== 'onLoad') return undefined;
      const failure = classifyRemoteError(error);
      // Issue 19: with the remote, the version this world runs and the world, so the operators' errors
      // view groups a failing canary under its version.
      const remote = String(id).split('/')[0] ?? String(id);
      reporter().report(`remote_${failure.kind}`, error, { id, lifecycle, remote, ...remoteVersionOf(remote) });
      const marker: FailureMarker = { [FAILURE_MARKER]: { error } };
      return marker;
    },
  };
}
