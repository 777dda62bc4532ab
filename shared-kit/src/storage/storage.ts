/**
 * localStorage with a memory fallback (spec §3: storage falls back to memory if unavailable,
 * e.g. private mode or a full quota). One implementation for the shell and every remote.
 */
const memory = new Map<string, string>();

function local(): Storage | null {
  try {
    const s = window.localStorage;
    const probe = '__tm_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

export const storage = {
  get(key: string): string | null {
    const s = local();
    return s ? s.getItem(key) : (memory.get(key) ?? null);
  },
  set(key: string, value: string): void {
    const s = local();
    try {
      if (s) s.setItem(key, value);
      else memory.set(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  remove(key: string): void {
    memory.delete(key);
    local()?.removeItem(key);
  },
};
