import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { I18nError } from './errors';
import { bundleForLanguage } from './languages';

/** The part of `fetch` the backend uses, so tests and Node tools can pass their own. */
export type FetchLike = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** locales/dist/manifest.json: "<bundle>/<namespace>" -> "<bundle>/<namespace>.<hash8>.json". */
export type LocalesManifest = Record<string, string>;

export interface ManifestBackendOptions {
  /** Where locales/dist is served, e.g. "/locales" or "https://cdn.example/locales". */
  baseUrl: string;
  fetchImpl: FetchLike;
}

async function fetchJson(fetchImpl: FetchLike, url: string): Promise<unknown> {
  let response;
  try {
    response = await fetchImpl(url);
  } catch (error) {
    throw new I18nError('I18N_FETCH_FAILED', `Could not fetch ${url}: ${String(error)}`, true);
  }
  if (!response.ok) {
    // A 5xx or 429 may pass; a 404 will not.
    const retryable = response.status >= 500 || response.status === 429;
    throw new I18nError('I18N_FETCH_FAILED', `Could not fetch ${url}: HTTP ${response.status}`, retryable);
  }
  return response.json();
}

/**
 * An i18next backend that reads the manifest once, then one content-hashed file per
 * language and namespace on demand, so a page downloads only the namespaces it uses.
 * i18next asks for languages (zh); the files live in bundle folders (cn).
 */
export function createManifestBackend({ baseUrl, fetchImpl }: ManifestBackendOptions): BackendModule {
  const base = baseUrl.replace(/\/+$/, '');
  let manifest: Promise<LocalesManifest> | undefined;

  function loadManifest(): Promise<LocalesManifest> {
    manifest ??= (fetchJson(fetchImpl, `${base}/manifest.json`) as Promise<LocalesManifest>).catch((error: unknown) => {
      manifest = undefined; // the next read asks again instead of keeping the failure
      throw error;
    });
    return manifest;
  }

  async function load(language: string, namespace: string): Promise<ResourceKey> {
    const bundle = bundleForLanguage(language);
    const file = bundle && (await loadManifest())[`${bundle}/${namespace}`];
    if (!file) {
      throw new I18nError('I18N_UNKNOWN_NAMESPACE', `No translations for ${bundle ?? language}/${namespace} in ${base}/manifest.json`);
    }
    return (await fetchJson(fetchImpl, `${base}/${file}`)) as ResourceKey;
  }

  return {
    type: 'backend',
    callbackApi: true,
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      load(language, namespace).then(
        (data) => callback(null, data),
        // i18next retries a read when the second argument is true.
        (error: unknown) => callback(error as Error, error instanceof I18nError && error.retryable),
      );
    },
  };
}
