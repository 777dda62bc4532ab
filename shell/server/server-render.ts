// Issue 15: the body of a public page rendered on the server. The shell's server build
// (dist-server/render.js, built from shell/src/ssr/render-page.tsx by the webpack factory) renders the
// same <Shell> the browser does, with the route's page from the remote's server build named in the
// registry (`serverEntry`). This module loads that build once, gives it the locale files from memory,
// and puts its HTML and state into index.html. Anything that fails leaves today's empty root: the
// browser renders the page as before, and the failure is logged with its remote.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Agent, cacheStores, fetch as undiciFetch, interceptors } from 'undici';
import type { World } from '@teachmarket/contracts/worlds';
import { jsonForScript } from './html';

interface RenderInput {
  url: string;
  host: string;
  world: World;
  registryText: string;
  configText: string;
  readLocale(file: string): Promise<unknown>;
  loadBudgetMs: number;
  renderBudgetMs: number;
  apiUrl: string;
  dataBudgetMs: number;
  fetch: typeof globalThis.fetch;
  loadingOnly?: boolean;
}
type RenderResult =
  | { rendered: true; html: string; state: unknown; slot: 'rendered' | 'loading'; problems: string[] }
  | { rendered: false; reason: string };
interface RenderBundle {
  renderPage(input: RenderInput): Promise<RenderResult>;
  warmUp(registryText: string): void;
}

export interface ServerRenderOptions {
  /** dist-server/render.js of the shell; missing = no server rendering (development builds). */
  bundlePath: string;
  /** The API as the page server reaches it: the pages read their data there while rendering. */
  apiUrl: string;
  /** How long a page's API reads may take (default 300 ms); later ones are rendered loading and read by the browser. */
  dataBudgetMs?: number;
  /** How the API is reached (default: a new createApiFetch(), the shared cache of public reads). */
  apiFetch?: typeof globalThis.fetch;
  localesDir: string;
  /** How long the remote's server build may take to give its page (TOOLCHAIN.md: about 300 ms). */
  loadBudgetMs?: number;
  /** How long React may take after that (default 1500 ms); what is unfinished is sent as its loading state. */
  renderBudgetMs?: number;
  log?: (message: string) => void;
  /** How the bundle is loaded (tests pass their own); by default a dynamic import of its file. */
  loadModule?: (file: string) => Promise<unknown>;
}

export interface RenderedBody {
  /** The inside of <div id="root">. */
  rootHtml: string;
  /** The data block the browser hydrates with. */
  stateJson: string;
  slot: 'rendered' | 'loading';
}

export interface ServerRenderer {
  /** Loads the shell's server build and the registry's remote server builds before the first visitor. */
  warmUp(registryText: string): Promise<void>;
  /** `loadingOnly`: a personal page, the shell with the slot's loading state (render-page.tsx). */
  render(input: { url: URL; host: string; world: World; registryText: string; configText: string; loadingOnly?: boolean }): Promise<RenderedBody | null>;
}

/**
 * The pages' API reads go through a shared HTTP cache (undici's RFC 9111 cache interceptor, in memory):
 * the API marks its public reads `public, s-maxage, stale-while-revalidate` with an ETag (issue 17), so
 * a page rendered a thousand times reads its search or material once per s-maxage, and revalidates
 * with If-None-Match after. Only anonymous requests are ever sent (no token, no cookie), and an answer
 * the API does not mark public (or that sets a cookie) is not kept.
 */
export function createApiFetch(maxCount = 5000, maxSize = 64 * 1024 * 1024): typeof globalThis.fetch {
  const dispatcher = new Agent({ connections: 32 }).compose(
    interceptors.cache({ store: new cacheStores.MemoryCacheStore({ maxCount, maxSize, maxEntrySize: 2 * 1024 * 1024 }), methods: ['GET'] }),
  );
  return ((input: string | URL, init?: RequestInit) => undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof globalThis.fetch;
}

export function createServerRenderer(options: ServerRenderOptions): ServerRenderer {
  const log = options.log ?? ((message: string) => console.warn(message));
  const apiFetch = options.apiFetch ?? createApiFetch();
  let bundle: Promise<RenderBundle | null> | undefined;
  const loadBundle = () => {
    bundle ??= (async () => {
      if (!fs.existsSync(options.bundlePath)) return null;
      // A CommonJS module whose exports arrive after the federation runtime's async start-up.
      const load = options.loadModule ?? ((file: string) => import(pathToFileURL(file).href));
      const mod = (await load(options.bundlePath)) as { default: RenderBundle | Promise<RenderBundle> };
      return await mod.default;
    })().catch((error: unknown) => {
      log(`server render: the shell's server build did not load: ${String(error)}`);
      return null;
    });
    return bundle;
  };
  const locales = new Map<string, Promise<unknown>>();
  const readLocale = (file: string) => {
    let found = locales.get(file);
    if (!found) {
      const full = path.resolve(options.localesDir, file);
      if (!full.startsWith(path.resolve(options.localesDir) + path.sep)) return Promise.reject(new Error(`not a locale file: ${file}`));
      found = fs.promises.readFile(full, 'utf8').then((text) => JSON.parse(text) as unknown);
      found.catch(() => locales.delete(file));
      locales.set(file, found);
    }
    return found;
  };
  return {
    async warmUp(registryText) {
      (await loadBundle())?.warmUp(registryText);
      // Every locale file in memory before the first visitor (small JSON files; a cold read under load
      // pushed first renders over their budget).
      const manifest = JSON.parse(await fs.promises.readFile(path.join(options.localesDir, 'manifest.json'), 'utf8')) as Record<string, string>;
      await Promise.all(Object.values(manifest).map((file) => readLocale(file).catch(() => undefined)));
    },
    async render({ url, host, world, registryText, configText, loadingOnly }) {
      const renderer = await loadBundle();
      if (!renderer) return null;
      const loadBudgetMs = options.loadBudgetMs ?? 300;
      const renderBudgetMs = options.renderBudgetMs ?? 1500;
      const dataBudgetMs = options.dataBudgetMs ?? 300;
      let timer: NodeJS.Timeout | undefined;
      // No request waits on a render that never ends: past both budgets the browser renders the page.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer within the render budgets')), loadBudgetMs + dataBudgetMs + renderBudgetMs + 500);
      });
      try {
        const result = await Promise.race([deadline, renderer.renderPage({
          url: url.pathname + url.search,
          host,
          world,
          registryText,
          configText,
          readLocale,
          loadBudgetMs,
          // A safety net against a render that never ends; slow data is bounded by dataBudgetMs.
          renderBudgetMs,
          apiUrl: options.apiUrl,
          dataBudgetMs,
          fetch: apiFetch,
          loadingOnly,
        })]);
        if (!result.rendered) return null;
        for (const problem of result.problems) log(`server render ${url.pathname}: ${problem}`);
        return { rootHtml: result.html, stateJson: jsonForScript(result.state), slot: result.slot };
      } catch (error) {
        log(`server render ${url.pathname} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** index.html with the server's body in #root and its state as a data block (no script runs from it). */
export function withBody(html: string, body: RenderedBody): string {
  const withRoot = html.replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root" data-ssr="${body.slot}">${body.rootHtml}</div>`);
  return withRoot.replace('</body>', () => `<script type="application/json" id="tm-ssr">${body.stateJson}</script></body>`);
}
