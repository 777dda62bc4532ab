/**
 * Records module instances per name on globalThis, so the shell and e2e tests can prove that a
 * federation singleton (React, shared-kit) exists exactly once across shell and remotes.
 * globalThis, not a module variable: several bundles may each hold their own copy of this module.
 */
type Registry = Record<string, unknown[]>;

function registry(): Registry {
  const g = globalThis as { __TEACHMARKET_INSTANCES__?: Registry };
  g.__TEACHMARKET_INSTANCES__ ??= {};
  return g.__TEACHMARKET_INSTANCES__;
}

export function registerInstance(name: string, instance: unknown): void {
  const list = (registry()[name] ??= []);
  if (!list.includes(instance)) list.push(instance);
}

export function instanceCount(name: string): number {
  return registry()[name]?.length ?? 0;
}
