export { CONTRACT_VERSION, REMOTE_NAMES, IncompatibleRemoteError, assertContract, defineRemote, isRemoteName } from './contract';
export type { PageLoader, PageModule, PageProps, RemoteContract, RemoteName } from './contract';
