// Issue 16 "start-up in parallel": the URL names the route and so the remote that renders it. The page
// server tells the browser in the HTML to fetch that remote's entry, contract chunk and the route's page
// chunk (JS + CSS) at once with the shell, instead of after the shell has started, read the registry and
// loaded the entry. The browser reads no manifest (its federation runtime is built without the snapshot
// code path, issue 16): the page server reads it here.
import { browserEntryOf } from '@teachmarket/contracts';
import { escapeHtml } from './html';

interface RawEntry {
  entry?: unknown;
}
type RawRegistry = { remotes?: Record<string, RawEntry & { worlds?: Record<string, RawEntry> }> };

interface Manifest {
  /** `pages`: each page chunk group's JS files (the page chunk and the chunks split off it), written by the factory. */
  metaData?: { pages?: Record<string, unknown> };
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

const MANIFEST_TTL_MS = 30_000;

/** The page chunk of a route, as the remotes name their lazy pages (`page-<route id in kebab case>`). */
const pageChunk = (routeId: string) => `page-${routeId.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.`;

/** The manifest URL in force for a remote in a world (the world's override, else the registry's entry). */
export function entryFor(registry: RawRegistry, remote: string, world: string): string | null {
  const r = registry.remotes?.[remote];
  const entry = r?.worlds?.[world]?.entry ?? r?.entry;
  if (typeof entry !== 'string') return null;
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface RemotePreloads {
  /** `<link rel=preload>` tags for the route's remote, or '' when nothing is known in time. */
  tags(registryText: string, remote: string, routeId: string, world: string): Promise<string>;
}

/**
 * Manifests are read over HTTP from the remote's own origin (as the browser does), kept for 30 s, and
 * waited for at most `budgetMs`: a slow or broken remote costs the page its hints, never its answer.
 */
export function createRemotePreloads({ budgetMs = 150 }: { budgetMs?: number } = {}): RemotePreloads {
  const manifests = new Map<string, { at: number; manifest: Promise<Manifest | null> }>();
  const fetchManifest = (url: string): Promise<Manifest | null> =>
    fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((res) => (res.ok ? (res.json() as Promise<Manifest>) : null))
      .catch(() => null);
  // Stale while revalidating: a page never waits for a refresh of a manifest it has read before.
  const manifestOf = (url: string): Promise<Manifest | null> => {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < MANIFEST_TTL_MS) return cached.manifest;
    const fresh = fetchManifest(url);
    const entry = { at: Date.now(), manifest: fresh };
    if (!cached) {
      manifests.set(url, entry);
      return fresh;
    }
    cached.at = Date.now(); // one refresh at a time
    void fresh.then((manifest) => {
      if (manifest) manifests.set(url, { at: Date.now(), manifest: Promise.resolve(manifest) });
    });
    return cached.manifest;
  };
  return {
    async tags(registryText, remote, routeId, world) {
      let registry: RawRegistry;
      try {
        registry = JSON.parse(registryText) as RawRegistry;
      } catch {
        return '';
      }
      const manifestUrl = entryFor(registry, remote, world);
      if (!manifestUrl) return '';
      // The runtime adds the entry (the remoteEntry.js beside the manifest, browserEntryOf) as a script
      // with crossorigin="anonymous" (shell/src/federation/guard-plugin.ts); the remote's own chunk loader
      // adds chunks and CSS without it. Each preload matches its request's mode, or the browser loads twice.
      // The entry's URL needs no manifest, so it is hinted even when the manifest is slow.
      const links = [`<link rel="preload" as="script" href="${escapeHtml(browserEntryOf(manifestUrl))}" crossorigin />`];
      const deadline = new Promise<null>((resolve) => setTimeout(() => resolve(null), budgetMs).unref());
      const manifest = await Promise.race([manifestOf(manifestUrl), deadline]);
      if (!manifest) return links.join('');
      const base = new URL('.', manifestUrl);
      const file = (name: string) => escapeHtml(new URL(name, base).href);
      const routes = manifest.exposes?.find((e) => e.name === 'routes')?.assets;
      // The contract chunk and the page's chunks come through the remote's own webpack chunk loader (no
      // crossorigin). (Before issue 16's disableSnapshot the runtime's snapshot plugin loaded the contract
      // chunk through its script loader, with crossorigin.)
      for (const js of routes?.js?.sync ?? []) links.push(`<link rel="preload" as="script" href="${file(js)}" />`);
      const chunk = pageChunk(routeId);
      // The page's chunk group where the manifest names it (a chunk split off the page, e.g. the sanitiser
      // of a material's description, is no `page-*` file), else the files named like the page chunk.
      const group = manifest.metaData?.pages?.[chunk.slice(0, -1)];
      const pageJs = Array.isArray(group) && group.every((f) => typeof f === 'string')
        ? (group as string[]).filter((f) => f.endsWith('.js'))
        : (routes?.js?.async ?? []).filter((f) => f.startsWith(chunk));
      for (const js of pageJs) links.push(`<link rel="preload" as="script" href="${file(js)}" />`);
      for (const css of (routes?.css?.async ?? []).filter((f) => f.startsWith(chunk))) links.push(`<link rel="preload" as="style" href="${file(css)}" />`);
      return links.join('');
    },
  };
}
