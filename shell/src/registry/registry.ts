// The registry's format and its checks live in @teachmarket/contracts (contracts/src/remote-registry.ts)
// since issue 19: the operators' console in the API checks a registry with the same code before saving it.
export {
  isEntryUrl, parseRegistry, parseRegistryText,
  type ParsedRegistry, type Registry, type RegistryProblem, type RegistryProblemCode, type RegistryRemote, type RemoteEntry,
} from '@teachmarket/contracts';
