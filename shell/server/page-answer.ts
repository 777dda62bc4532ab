// What the shell's server answers for a page URL before any JavaScript runs (issue 15): the HTTP
// status (404, 301 to the canonical URL, 302 for redirect routes) and the head a crawler or a link
// preview reads (title, description, robots, canonical, hreflang, Open Graph, Twitter, JSON-LD).
// Framework-free: the route table, worlds and head rules come from @teachmarket/contracts, so the
// browser's Head (shell/src/app/Head.tsx) and this server derive the same tags from one source.
import {
  alternates,
  buildHref,
  canonicalUrl,
  existsIn,
  match,
  resolveRedirect,
  robotsContent,
  type MatchResult,
  type RouteId,
  type RouteMatch,
} from '@teachmarket/contracts/routes';
import { WORLDS, languageOf, type CustomDomains, type World } from '@teachmarket/contracts/worlds';
import { materialHead, authorHead, landingExists, LANDING_ROUTES } from './page-data';
import { metaText, type HeadTags, type MetaTexts } from './head-tags';

export interface PageRequest {
  /** Path and query as requested. */
  url: URL;
  /** The Host header, used only to look the host up in the configured custom-domain table. */
  host: string | null;
}

export interface PageServerDeps {
  /**
   * The public origin of a world's site (configuration, never a request header): PUBLIC_WEB_URL, or
   * the world's own host from WORLD_WEB_URLS, the same origins the API's mail links and sitemaps use.
   */
  origin(world: World): string;
  customDomains: CustomDomains;
  /** The world's meta texts (locales/<bundle>/meta.json). */
  metaTexts(world: World): MetaTexts;
  /** GET on the API; null when it did not answer in time or failed (the browser then does the work). */
  apiGet(path: string): Promise<{ status: number; body: unknown } | null>;
}

export interface PageAnswer {
  status: 200 | 301 | 302 | 404;
  /** For 301/302: a path on this origin. */
  location?: string;
  head: HeadTags;
  /**
   * Whether the answer depended on data that did not arrive (API slow or down): the browser's page
   * finishes the work, and nothing about the page's existence was decided here.
   */
  degraded: boolean;
  /** For a page that renders: its route, the app that owns it and the world (for the remote's preloads). */
  route?: { id: string; app: string; world: World };
}

const keepQuery = (path: string, url: URL) => path + url.search;

/** The route's head without page data: the route's meta texts, robots, canonical and alternates. */
function routeHead(deps: PageServerDeps, m: RouteMatch & { world: World }): HeadTags {
  const texts = deps.metaTexts(m.world);
  const routeId = m.routeId as RouteId;
  const robots = robotsContent(routeId);
  return {
    lang: languageOf(m.world),
    title: metaText(texts, routeId, 'title'),
    description: metaText(texts, routeId, 'description'),
    robots,
    canonical: canonicalUrl(deps.origin(m.world), routeId, m.params, m.world),
    alternates: m.route.switchable && m.route.index === 'index' ? alternates(deps.origin, routeId, m.params) : [],
    og: { type: 'website', siteName: 'Teachmarket', locale: languageOf(m.world) },
    jsonLd: [],
  };
}

function notFoundHead(deps: PageServerDeps, world: World | null): HeadTags {
  const texts = deps.metaTexts(world ?? 'de');
  return {
    lang: languageOf(world ?? 'de'),
    title: metaText(texts, 'notFound', 'title'),
    description: metaText(texts, 'notFound', 'description'),
    robots: robotsContent('notFound'),
    canonical: null,
    alternates: [],
    og: null,
    jsonLd: [],
  };
}

/**
 * A path that exists in another world's words (`/it/material/…` where Italian says `materiale`):
 * the same route and params in the requested world, or null.
 */
function inOtherWords(url: URL, world: World): string | null {
  const rest = url.pathname.split('/').slice(2).join('/');
  if (!rest) return null;
  for (const other of WORLDS) {
    if (other === world) continue;
    const m = match(new URL(`/${other}/${rest}`, 'http://route.invalid'));
    if (m.routeId === 'notFound' || !existsIn(m.route, world)) continue;
    try {
      return buildHref(m.routeId as RouteId, m.params, world);
    } catch {
      continue;
    }
  }
  return null;
}

/** The answer for one page request (see PageAnswer). Never throws for a client's URL. */
export async function answerPage(deps: PageServerDeps, req: PageRequest): Promise<PageAnswer> {
  const m: MatchResult = match(req.url, req.host, deps.customDomains);
  const route = m.routeId === 'notFound' || m.world === null ? undefined : { id: m.routeId, app: m.route.app, world: m.world };
  const ok = (head: HeadTags, degraded = false): PageAnswer => ({ status: 200, head, degraded, ...(route ? { route } : {}) });
  const moved = (path: string, status: 301 | 302 = 301): PageAnswer => ({ status, location: keepQuery(path, req.url), head: notFoundHead(deps, m.world), degraded: false });

  if (m.routeId === 'notFound') {
    // spec §2: a wrong localised segment is the same page in the world's own words.
    const fixed = m.world && m.reason === 'unknown-path' && !m.customDomain ? inOtherWords(req.url, m.world) : null;
    if (fixed) return moved(fixed);
    return { status: 404, head: notFoundHead(deps, m.world), degraded: false };
  }
  // The root path: the browser decides the world (last visited, geo, default; spec §2 start-up routing).
  if (m.world === null) return ok(routeHead(deps, { ...m, world: 'de' }), true);
  const page = { ...m, world: m.world };

  // Redirect routes whose target does not depend on who is looking (spec §2 redirects). The others
  // (seller or not) need the session, which only the browser has.
  const rules = m.route.redirect ?? [];
  if (rules.length > 0 && rules.every((r) => r.when === 'always')) {
    const target = resolveRedirect(m.routeId as RouteId, m.params, null);
    if (target) return moved(buildHref(target.routeId, target.params, page.world), 302);
  }

  const head = routeHead(deps, page);
  if (m.routeId === 'material') {
    const data = await materialHead(deps, page, head);
    if (data.kind === 'missing') return { status: 404, head: notFoundHead(deps, page.world), degraded: false };
    if (data.kind === 'moved' && !m.customDomain) return moved(data.path);
    return ok(data.kind === 'ok' ? data.head : head, data.kind === 'unavailable');
  }
  if (m.routeId === 'author') {
    const data = await authorHead(deps, page, head);
    if (data.kind === 'missing') return { status: 404, head: notFoundHead(deps, page.world), degraded: false };
    if (data.kind === 'moved' && !m.customDomain) return moved(data.path);
    return ok(data.kind === 'ok' ? data.head : head, data.kind === 'unavailable');
  }
  if (LANDING_ROUTES.has(m.routeId)) {
    const exists = await landingExists(deps, page);
    if (exists === 'missing') return { status: 404, head: notFoundHead(deps, page.world), degraded: false };
    return ok(head, exists === 'unavailable');
  }
  return ok(head);
}
