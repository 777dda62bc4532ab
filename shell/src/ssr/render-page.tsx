// Issue 15: the shell's server build (webpack-factory createServerConfig → dist-server/render.js).
// The page server (shell/server/) calls renderPage for a public page whose remote has a server build:
// the same <Shell> the browser renders, with the route's page loaded from the remote's server build
// through the federation runtime, rendered by React's streaming renderer. Whatever does not finish
// within the budget is sent as its loading state and finished in the browser (today's client path).
import { Writable } from 'node:stream';
import React from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from '@teachmarket/shared-kit/server';
import { createI18n, createServerReads, isRemoteName, match, ServerReadsContext, setHttpClient, type RemoteName, type World } from '@teachmarket/shared-kit';
import { Shell } from '../app/Shell';
import { RenderContextValue, pageKey, type RenderContext } from '../app/ssr';
import { parseRuntimeConfig } from '../config/runtime-config';
import { loadContract, registerResolvedRemotes } from '../federation/remotes';
import { loadPage, type LoadedPage } from '../guard/load-page';
import { parseRegistryText } from '../registry/registry';
import { resolveRemotes } from '../registry/resolve';
import { createServerHttpClient, requestScope } from './server-http';
import { FIRST_NAMESPACES, type SsrState } from './state';

// The pages' reads during a render go through the anonymous server client (one per process; the
// request's world and API address come from its async context).
setHttpClient(createServerHttpClient());

export interface RenderInput {
  /** Path and query as requested. */
  url: string;
  host: string;
  world: World;
  /** The registry text this response is served with (the browser reads the same). */
  registryText: string;
  /** config.json as served. */
  configText: string;
  /** A locales/dist file by its manifest path ("de/common.1a2b3c4d.json"), from the page server's cache. */
  readLocale(url: string): Promise<unknown>;
  /** How long the remote's server build may take to load its page (ms). */
  loadBudgetMs: number;
  /** How long rendering may take after that before what is missing is left to the browser (ms). */
  renderBudgetMs: number;
  /** The API as the page server reaches it: the pages' reads go there. */
  apiUrl: string;
  /** How long the page's API reads may take, from the start of rendering; later ones are left to the browser (ms). */
  dataBudgetMs: number;
  /** The page server's fetch for the API (a shared HTTP cache of public reads); the global fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /**
   * A personal page (cart, checkout, cabinet: spec §2 noindex,nofollow): the shell with the slot's
   * loading state, the page itself left to the browser, which has the visitor's session (issue 15).
   */
  loadingOnly?: boolean;
}

export type RenderResult =
  | { rendered: true; html: string; state: SsrState; slot: 'rendered' | 'loading'; problems: string[] }
  | { rendered: false; reason: string };

/** The server entry in force per remote; a registry change re-registers it (no restart). */
const serverEntries = new Map<RemoteName, string>();

function serverBuilds(registryText: string, world: World): { ok: boolean; version?: (name: RemoteName) => string | undefined } {
  const parsed = parseRegistryText(registryText);
  const { remotes } = resolveRemotes(parsed.registry, world);
  const withServer = remotes.filter((r) => r.serverEntry);
  const changed = withServer.filter((r) => serverEntries.get(r.name) !== r.serverEntry);
  if (changed.length > 0) {
    // Registered under the browser build's name with the server entry; `force` drops the old container.
    registerResolvedRemotes(changed.map((r) => ({ ...r, entry: r.serverEntry as string })), true);
    for (const r of changed) {
      serverEntries.set(r.name, r.serverEntry as string);
      void warm(r.name);
    }
  }
  const byName = new Map(withServer.map((r) => [r.name, r.version]));
  return { ok: true, version: (name) => byName.get(name) };
}

/**
 * A new server build is fetched and all its pages loaded in the background, so the first visitor after
 * a start or a registry change gets a rendered page instead of the loading state of a cold load.
 */
async function warm(remote: RemoteName): Promise<void> {
  try {
    const contract = await loadContract(remote);
    await Promise.all(Object.values(contract.pages).map((load) => load().catch(() => undefined)));
  } catch {
    // Reported by the render that needs it; the browser renders that remote's pages meanwhile.
  }
}

/** Issue 15: called by the page server once at start, so the registry's server builds are warm. */
export function warmUp(registryText: string): void {
  serverBuilds(registryText, 'de');
}

const timeout = (ms: number, what: string) =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms).unref();
  });

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const config = parseRuntimeConfig(JSON.parse(input.configText));
  // A partner-author custom domain (spec §1) names its own pages: "/" there is the author's page.
  const result = match(input.url, input.host, config.customDomains);
  if (result.routeId === 'notFound' || !isRemoteName(result.route.app)) return { rendered: false, reason: 'not_a_remote_page' };
  const remote = result.route.app;
  const { version } = serverBuilds(input.registryText, input.world);
  const remoteVersion = version?.(remote);
  if (!remoteVersion) return { rendered: false, reason: 'no_server_build' };
  const problems: string[] = [];

  // The route's page from the remote's server build, within the budget; else the slot's skeleton.
  let page: LoadedPage | null = null;
  if (!input.loadingOnly) {
    try {
      page = await Promise.race([loadPage(remote, result.routeId), timeout(input.loadBudgetMs, `${remote} server build`)]);
      if (page.version !== remoteVersion) throw new Error(`${remote} server build is ${page.version}, the registry says ${remoteVersion}`);
    } catch (error) {
      page = null;
      problems.push(`${remote}: ${(error as Error).message}`);
    }
  }

  const i18n = createI18n({
    baseUrl: '/locales',
    world: input.world,
    ns: FIRST_NAMESPACES,
    fetchImpl: async (url) => ({ ok: true, status: 200, json: () => input.readLocale(url.replace(/^\/locales\//, '')) }),
  });
  await i18n.loadNamespaces([...FIRST_NAMESPACES]);

  const context: RenderContext = { host: input.host, pages: new Map(page ? [[pageKey(remote, result.routeId), page]] : []) };
  // The page's API reads, for this request only (spec: nothing user-specific: the client is anonymous).
  const reads = createServerReads(Date.now() + input.dataBudgetMs);
  const tree = (
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={input.url}>
        <RenderContextValue.Provider value={context}>
          <ServerReadsContext.Provider value={reads}>
            <Shell config={config} registryProblems={[]} initialWorld={input.world} firstVisit={false} />
          </ServerReadsContext.Provider>
        </RenderContextValue.Provider>
      </StaticRouter>
    </I18nextProvider>
  );

  const done = new AbortController();
  const scope = { world: input.world, apiUrl: input.apiUrl, partnerMarker: config.partnerMarker, signal: done.signal, fetch: input.fetch ?? fetch };
  const html = await requestScope.run(scope, () => new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(tree, {
      // Never move a finished boundary out of line: that needs React's inline reveal scripts, which
      // the public pages' policy (no nonce: the page is shared by caches) rightly refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        problems.push(`render: ${error instanceof Error ? error.message : String(error)}`);
      },
    });
    // What has not finished by then is sent as its Suspense fallback; the browser completes it.
    setTimeout(() => stream.abort(new Error('render budget exceeded')), input.renderBudgetMs).unref();
  })).finally(() => done.abort());
  problems.push(...reads.problems().map((p) => `data ${p}`));

  const language = i18n.language;
  const resources: Record<string, unknown> = {};
  for (const ns of Object.keys(i18n.store.data[language] ?? {})) resources[ns] = i18n.store.data[language]?.[ns];
  return {
    rendered: true,
    html,
    slot: page ? 'rendered' : 'loading',
    problems,
    state: {
      world: input.world,
      url: input.url,
      language,
      resources,
      slot: page ? { remote, routeId: result.routeId, version: page.version } : null,
      answers: reads.answers(),
    },
  };
}
