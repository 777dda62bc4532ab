// Storage keys: relative paths of safe segments; the storages check every key they are given.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** A key is one or more safe segments joined by '/', without '..' or a leading slash. */
export function isSafeKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length > 0 && parts.length <= 8 && parts.every((p) => SEGMENT.test(p) && !p.includes('..'));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`storage key "${key}" is not a safe relative path`);
}
