import type { PageModule, RemoteName } from '@teachmarket/shared-kit';
import { loadContract } from '../federation/remotes';
import { classifyRemoteError, RemoteLoadError } from './classify';

/** The route belongs to this remote, but the deployed version has no page for it (yet). */
export class PageMissingError extends Error {
  override readonly name = 'PageMissingError';
  readonly code = 'PAGE_MISSING';
  constructor(
    readonly remote: string,
    readonly routeId: string,
  ) {
    super(`${remote} has no page for route ${routeId}`);
  }
}

export interface LoadedPage extends PageModule {
  version: string;
}

/** One attempt, no retry (the browser's hydration step: a failure there hands over to the outlet's own loading). */
export async function loadOnce(remote: RemoteName, routeId: string, bust = false): Promise<LoadedPage> {
  let stage = 'contract';
  try {
    const contract = await loadContract(remote, bust);
    const loader = contract.pages[routeId];
    if (!loader) throw new PageMissingError(remote, routeId);
    stage = 'page';
    const page = await loader();
    return { default: page.default, version: contract.version };
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remote, classifyRemoteError(error), error, stage);
  }
}

/**
 * Loads the page component of a route from its remote. A network failure (entry, JS or CSS
 * chunk, timeout) is retried once, with a cache-busting re-request of the entry where it
 * failed; execution errors and incompatible remotes are not retried.
 */
export async function loadPage(remote: RemoteName, routeId: string, bustFirst = false): Promise<LoadedPage> {
  try {
    return await loadOnce(remote, routeId, bustFirst);
  } catch (error) {
    const failure = (error as RemoteLoadError).failure;
    if (!failure.retryable) throw error;
    return loadOnce(remote, routeId, failure.bustEntry);
  }
}
