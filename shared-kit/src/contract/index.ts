// CONTRACT_VERSION, REMOTE_NAMES, isRemoteName and RemoteName live in @teachmarket/contracts (framework-free);
// shared-kit's index re-exports them from there.
export { IncompatibleRemoteError, assertContract, defineRemote, remoteRoutes, withNamespaces } from './contract';
export type { PageLoader, PageModule, PageProps, RemoteContract } from './contract';
