import React, { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  HydrationRoot,
  seedPageAnswers,
  $world,
  createI18n,
  loadCountry,
  changeWorldLanguage,
  registerInstance,
  resolveWorld,
  rewriteUtmQuery,
  setHttpClient,
  setStoreLoadReporter,
  storage,
  worldFromPath,
} from '@teachmarket/shared-kit';
import { App } from './app/App';
import { preloadLandingView } from './app/RootView';
import { RenderContextValue, pageKey, type RenderContext } from './app/ssr';
import { loadPage, type LoadedPage } from './guard/load-page';
import { classifyRemoteError } from './guard/classify';
import { readSsrState, type SsrState } from './ssr/state';
import { LAST_VISITED_WORLD_KEY } from './app/world-effects';
import { parseRuntimeConfig } from './config/runtime-config';
import { reporter } from './errors/reporter';
import { registerResolvedRemotes } from './federation/remotes';
import { createHttpClient, createFetch, type ClientContext } from './http/client';
import { createUploader } from './http/upload';
import { rememberRegistry } from './registry/current';
import { readDeveloperOverrides } from './registry/dev-overrides';
import { startServices } from './services/start';
import { parseRegistryText } from './registry/registry';
import { resolveRemotes } from './registry/resolve';

import { accessToken, cartToken } from './app/tokens';
import { createSession } from './session/start';
import './styles.css';
import './reflow.css';

registerInstance('react', React);

const GEO_WAIT_MS = 1500;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The config and registry texts the page server wrote into the page (scripts/lib/html-hints.mjs withBootData). */
function bootData(): [string, string] | null {
  try {
    const data = JSON.parse(document.getElementById('tm-boot')?.textContent ?? 'null') as { config?: unknown; registry?: unknown } | null;
    return typeof data?.config === 'string' && typeof data.registry === 'string' ? [data.config, data.registry] : null;
  } catch {
    return null;
  }
}

// spec §1: the page starts in English; the world's language follows once the world is known. A path
// that names its world starts in that world's language at once (issue 16: no English files first).
// Issue 15: a page the server rendered carries the translations it used; they are not fetched again.
const ssr = readSsrState(document);
const i18n = createI18n({
  baseUrl: '/locales',
  world: worldFromPath(window.location.pathname) ?? undefined,
  resources: ssr ? { [ssr.language]: ssr.resources } : undefined,
});

/**
 * Issue 15: the server's HTML is hydrated when it was rendered for this URL and world and the page it
 * shows is at hand in the same version; the page module is loaded first, so the first render matches.
 * Otherwise (registry changed in between, the remote's browser build failing) the browser renders anew.
 */
async function hydration(
  state: SsrState | null,
  world: string,
  container: HTMLElement,
): Promise<{ hydrate: boolean; pages: Map<string, LoadedPage>; failed: Map<string, unknown> }> {
  const pages = new Map<string, LoadedPage>();
  const failed = new Map<string, unknown>();
  if (!state || !container.dataset.ssr || state.world !== world || state.url !== window.location.pathname + window.location.search) {
    return { hydrate: false, pages, failed };
  }
  // The page's API reads as the server rendered them: hydration renders the same, nothing is read twice.
  seedPageAnswers(state.answers);
  // A page stylesheet the server linked that did not arrive is dropped, so the page's own CSS loader
  // asks for it again and fails like a page the browser renders alone (the guard's fallback and retry).
  // (A failed stylesheet still gets an empty sheet in Chromium; its resource timing says status 0.)
  const failedToArrive = (href: string) =>
    (performance.getEntriesByName(href) as PerformanceResourceTiming[]).some((e) => 'responseStatus' in e && (e.responseStatus < 200 || e.responseStatus >= 400));
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-ssr-css]')) if (failedToArrive(link.href)) link.remove();
  if (!state.slot) return { hydrate: true, pages, failed }; // the slot was sent loading; the browser loads it as usual
  const { remote, routeId, version } = state.slot;
  try {
    // With the outlet's own rule: one automatic retry, cache-busting where a file failed.
    const page = await loadPage(remote as Parameters<typeof loadPage>[0], routeId);
    if (page.version !== version) return { hydrate: false, pages, failed };
    pages.set(pageKey(remote, routeId), page);
    return { hydrate: true, pages, failed };
  } catch (error) {
    // Rendered anew by the browser, the outlet showing the fallback and its retry at once.
    reporter().report('remote_unavailable', error, { remote, routeId, kind: classifyRemoteError(error).kind });
    failed.set(pageKey(remote, routeId), error);
    return { hydrate: false, pages, failed };
  }
}

async function start() {
  // spec §2: on the root path, "query=?utm_source" becomes "query=&" and the page reloads.
  if (window.location.pathname === '/') {
    const rewritten = rewriteUtmQuery(window.location.search);
    if (rewritten !== null) {
      window.location.replace(`/${rewritten}${window.location.hash}`);
      return;
    }
  }
  const firstVisit = storage.get(LAST_VISITED_WORLD_KEY) === null;
  // A first visit at the root path shows the landing view (RootView.tsx): its chunk loads meanwhile.
  if (firstVisit && window.location.pathname === '/') preloadLandingView().catch(() => undefined);
  // Issue 16: the page carries /config.json and /remotes.json as served (#tm-boot), so start-up waits
  // for no round trip; a page without them (a cached copy of an older shell) asks for both.
  const [configText, registryText] = bootData() ?? await Promise.all([
    fetchText('/config.json'),
    fetchText('/remotes.json').catch((error: unknown) => `{"__unreadable": "${String(error)}"}`),
  ]);
  const config = parseRuntimeConfig(JSON.parse(configText));

  const session = createSession();
  const clientContext: ClientContext = {
    apiUrl: config.apiUrl, partnerMarker: config.partnerMarker, world: () => $world.get(), accessToken, cartToken,
    session, report: (code, error, context) => reporter().report(code, error, context),
  };
  // Stores that load themselves on first use (cart, country, currency) report a failed load here.
  setStoreLoadReporter((code, error) => reporter().report(code, error));
  // Uploads (issue 5) share the context: same world, token, session rules and reporter.
  setHttpClient(createHttpClient(createFetch(clientContext), undefined, createUploader(clientContext)));

  // World resolution (issue 3): path, custom domain, last visited; only when none of them
  // decides is the visitor's country asked for (spec §8: failure -> de), at most GEO_WAIT_MS.
  const input = {
    pathname: window.location.pathname,
    host: window.location.host,
    customDomains: config.customDomains,
    lastVisitedWorld: storage.get(LAST_VISITED_WORLD_KEY),
    geoCountry: null as string | null,
  };
  let { world, source } = resolveWorld(input);
  if (source === 'default') {
    input.geoCountry = await Promise.race([loadCountry(), new Promise<null>((done) => setTimeout(() => done(null), GEO_WAIT_MS))]);
    ({ world, source } = resolveWorld(input));
  }
  $world.set(world);

  // The registry: what is valid is registered, every problem is reported (issue 2).
  const parsed = parseRegistryText(registryText);
  const overrides = readDeveloperOverrides(window.location.search, window.localStorage);
  const resolved = resolveRemotes(parsed.registry, world, overrides, config.devOverrideOrigins);
  const problems = [...parsed.problems, ...resolved.problems];
  for (const problem of problems) reporter().report(`registry_${problem.code}`, new Error(problem.message), { remote: problem.remote });
  registerResolvedRemotes(resolved.remotes);
  rememberRegistry(parsed.registry, world, overrides, config.devOverrideOrigins);

  await changeWorldLanguage(i18n, world);
  await i18n.loadNamespaces(['common', 'header', 'footer', 'meta']);

  void session.start();
  startServices({ apiUrl: config.apiUrl, sentryDsn: (JSON.parse(configText) as { sentryDsn?: unknown }).sentryDsn });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const { hydrate, pages, failed } = await hydration(ssr, world, container);
  const context: RenderContext = { host: window.location.host, pages, failed };
  const tree = (
    <React.StrictMode>
      <I18nextProvider i18n={i18n}>
        <RenderContextValue.Provider value={context}>
          <HydrationRoot hydrating={hydrate}>
            <App config={config} registryProblems={problems} initialWorld={world} firstVisit={firstVisit} />
          </HydrationRoot>
        </RenderContextValue.Provider>
      </I18nextProvider>
    </React.StrictMode>
  );
  if (hydrate) {
    // The server's HTML is on screen already: hydration as a transition, so React yields to the browser
    // every few milliseconds instead of holding the main thread for the whole page (total blocking time);
    // a click on a part not hydrated yet makes React hydrate that part first.
    startTransition(() => {
      hydrateRoot(container, tree, {
        // Where it happened (the component stack) goes with the report, so a mismatch names its cause.
        onRecoverableError: (error, info) => reporter().report('hydration_mismatch', error, info.componentStack ? { componentStack: info.componentStack } : {}),
      });
    });
  } else {
    delete container.dataset.ssr;
    createRoot(container).render(tree);
  }
}

// pnpm dev: reload the page when scripts/serve.mjs reports a rebuild (development builds only).
if (process.env.NODE_ENV === 'development' && typeof EventSource !== 'undefined') {
  new EventSource('/__dev/events').addEventListener('reload', () => window.location.reload());
}

start().catch((error: unknown) => {
  reporter().report('startup_failed', error);
  // Issue 16: the error view is a chunk of its own (nearly every start succeeds); if even that chunk
  // cannot be loaded, the page says so in the words at hand.
  import('./startup-error').then(
    (m) => m.showStartupError(i18n),
    () => {
      const root = document.getElementById('root');
      if (root) root.textContent = i18n.t('common:startupError.title', { defaultValue: 'Teachmarket could not start.' });
    },
  );
});
