/**
 * The remotes and the version of the contract between them and the shell (ARCHITECTURE.md). Framework-free,
 * so the route table's tests and the API can use them; the contract's React-typed half (page modules,
 * `defineRemote`, `assertContract`) stays in shared-kit's `contract/`.
 */
/**
 * 2 (issue 16): a remote's browser build runs on the federation runtime the shell provides
 * (experiments.externalRuntime); it cannot start in a shell of contract 1, which provides none, so the
 * operators' console refuses that pairing before it is saved.
 */
/**
 * 3 (issue 16): the shell also provides the federation bundler runtime (a remote's entry takes its glue
 * from `_FEDERATION_BUNDLER_RUNTIME`), and shared-kit's root entry no longer carries the forms, the
 * account calls or the rules (now `@teachmarket/shared-kit/page-ui`, `/page-api` and
 * `@teachmarket/contracts/rules/<area>`): neither side of contract 2 can run with the other.
 */
export const CONTRACT_VERSION = 3;

/** Federation names of the eight remotes; the shell owns the rest. */
export const REMOTE_NAMES = [
  'mfe_catalog',
  'mfe_material',
  'mfe_author',
  'mfe_cabinet',
  'mfe_commerce',
  'mfe_ai_tools',
  'mfe_interactive',
  'mfe_info',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
