// Which version of each remote this page load runs, for the guard plugin's reports (issue 19: the
// operators' errors view groups a failing canary under its version). No imports at all: the guard
// plugin runs inside the federation runtime before shared modules exist (TOOLCHAIN.md: a runtime
// plugin that pulls React or shared-kit in at top level crashes start-up).

let known: { world: string; versions: Record<string, string> } = { world: '', versions: {} };

/** Set when the registry is resolved for the page's world (registry/current.ts rememberRegistry). */
export function setRemoteVersions(world: string, versions: Record<string, string>): void {
  known = { world, versions: { ...versions } };
}

/** The remote's version and the world of the page, as the report of a load failure carries them. */
export function remoteVersionOf(remote: string): { version: string | null; world: string | null } {
  const segment = typeof location === 'undefined' ? '' : (location.pathname.split('/')[1] ?? '');
  const world = /^[a-z]{2}$/.test(segment) ? segment : known.world || null;
  return { version: known.versions[remote] ?? null, world };
}
