import { IncompatibleRemoteError, type PageModule, type RemoteName } from '@teachmarket/shared-kit';
import { loadContract } from '../federation/remotes';
import { classifyRemoteError, RemoteLoadError } from './classify';

export interface LoadedPage extends PageModule {
  version: string;
}

async function loadOnce(remote: RemoteName, routeId: string, bust: boolean): Promise<LoadedPage> {
  let stage = 'contract';
  try {
    const contract = await loadContract(remote, bust);
    const loader = contract.pages[routeId];
    if (!loader) throw new IncompatibleRemoteError(remote, `${contract.contractVersion} without page ${routeId}`);
    stage = 'page';
    const page = await loader();
    return { default: page.default, version: contract.version };
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remote, classifyRemoteError(error), error, stage);
  }
}

/**
 * Loads the page component of a route from its remote. A network failure (manifest, entry,
 * JS or CSS chunk, timeout) is retried once, with a cache-busting re-request of the manifest and
 * entry where they failed; execution errors and incompatible remotes are not retried.
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
