import { isRemoteName, type RemoteName } from '@teachmarket/shared-kit';

/**
 * Developer overrides let a feature team point one remote at its local dev server:
 *   ?remote-override=mfe_catalog=http://localhost:5001/mf-manifest.json  (this page load; comma-separate several)
 *   localStorage["teachmarket:remote-overrides"] = '{"mfe_catalog":"http://localhost:5001/mf-manifest.json"}'
 * They are only candidates: resolveRemotes accepts them for allowed origins only.
 */
export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_STORAGE_KEY = 'teachmarket:remote-overrides';

export function readDeveloperOverrides(search: string, storage: Pick<Storage, 'getItem'> | null): Partial<Record<RemoteName, string>> {
  const overrides: Partial<Record<RemoteName, string>> = {};
  const stored = safeGet(storage);
  if (stored) {
    try {
      const parsed = JSON.parse(stored) as unknown;
      if (parsed && typeof parsed === 'object') {
        for (const [name, url] of Object.entries(parsed as Record<string, unknown>)) {
          if (isRemoteName(name) && typeof url === 'string') overrides[name] = url;
        }
      }
    } catch {
      // A broken value is ignored: overrides are a developer convenience, never a reason to fail.
    }
  }
  const params = new URLSearchParams(search);
  for (const value of params.getAll(OVERRIDE_PARAM)) {
    for (const pair of value.split(',')) {
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      if (isRemoteName(name)) overrides[name] = pair.slice(at + 1).trim();
    }
  }
  return overrides;
}

function safeGet(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(OVERRIDE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
