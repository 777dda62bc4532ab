// The shell's page server (issue 15, first step): for every HTML request it resolves the world and
// the route, reads the page's data from the API where the head needs it, and answers with the right
// HTTP status and a head a crawler can read. scripts/serve.mjs calls it for every page URL; the body
// is still the shell's index.html that the browser renders (server rendering of the body is next).
import fs from 'node:fs';
import path from 'node:path';
import { parseWorldWebUrls as parseSharedWorldWebUrls, type CustomDomains, type World } from '@teachmarket/contracts/worlds';
import { answerPage, type PageAnswer } from './page-answer';
import { withHead, type MetaTexts } from './head-tags';
import { createRemotePreloads } from './remote-preloads';
import { createApiFetch, createServerRenderer, withBody } from './server-render';
import { createInlineCss } from './inline-css';
import { scriptsAfterFirstPaint } from './first-paint';

export interface PageServerOptions {
  /** The site's public origin (PUBLIC_WEB_URL): canonical and alternate links are built on it. */
  origin: string;
  /** WORLD_WEB_URLS as the API reads it ("at=https://teachmarket.at,ch=…"): worlds served on a host of their own. */
  worldWebUrls?: string;
  /** The API as this server reaches it. */
  apiUrl: string;
  customDomains: CustomDomains;
  /** locales/dist: manifest.json and the hashed namespace files. */
  localesDir: string;
  /** How long a page waits for the API before the browser is left to finish (ms). */
  apiBudgetMs?: number;
  /** Issue 15: the shell's server build (dist-server/render.js); without it pages are not rendered here. */
  renderBundle?: string;
  /** The shell's first-view stylesheets (dist/first-view-css.json), put into server-rendered pages. */
  firstViewCss?: readonly string[];
  /** The shell's loader that starts a rendered page's scripts after its largest paint, and the start-up's chunks (dist/first-view-scripts.json, issue 15). */
  firstViewScripts?: { loader: string; startup: readonly string[] };
  /** The shell's dist folder (where those stylesheets are). */
  shellDir?: string;
  /** How long a remote's server build may take to give its page, the page's API reads, and React to render (ms; default 300, 300 and 1500). */
  renderBudgets?: { loadBudgetMs?: number; dataBudgetMs?: number; renderBudgetMs?: number };
}

export interface PageServer {
  answer(url: URL, host: string | null): Promise<PageAnswer>;
  /**
   * index.html with the answer's head, plus preloads of the route's remote (from the registry text the
   * page is served with) unless a developer override replaces remotes on this page, in two parts
   * (issue 15): `head`, up to and including `</head>`, as soon as it is known, and `rest`, the body,
   * once the server has rendered it (`rendered`: this page is rendered here; the body may still be the
   * shell's empty root if the render fails).
   */
  page(indexHtml: string, answer: PageAnswer, registryText: string, url: URL, render?: { host: string; configText: string }): Promise<PageParts>;
  /** Issue 15: loads the server builds before the first visitor (no effect without a render bundle). */
  warmUp(registryText: string): Promise<void>;
  /** robots.txt of the host asked for (one of the configured origins; anything else gets the main one). */
  robotsTxt(host: string | null): string;
  /** The API path of a sitemap file served on the site's origin (`/sitemap.xml`, `/sitemaps/<file>`), else null. */
  sitemapApiPath(pathname: string): string | null;
}

export interface PageParts {
  head: string;
  rest: Promise<string>;
  rendered: boolean;
}

/** A page as its head (through `</head>`) and the rest. */
function splitAtBody(html: string): { head: string; rest: Promise<string> } {
  const end = html.indexOf('</head>');
  const at = end < 0 ? html.length : end + '</head>'.length;
  return { head: html.slice(0, at), rest: Promise.resolve(html.slice(at)) };
}

/** WORLD_WEB_URLS → world → origin, parsed as the API parses it; a wrong entry stops the start. */
export function parseWorldWebUrls(raw: string | undefined): Partial<Record<World, string>> {
  return parseSharedWorldWebUrls(raw, process.env.NODE_ENV === 'production');
}

export function createPageServer(options: PageServerOptions): PageServer {
  const budget = options.apiBudgetMs ?? 800;
  const manifest = JSON.parse(fs.readFileSync(path.join(options.localesDir, 'manifest.json'), 'utf8')) as Record<string, string>;
  const texts = new Map<World, MetaTexts>();
  const metaTexts = (world: World): MetaTexts => {
    let found = texts.get(world);
    if (!found) {
      const file = manifest[`${world}/meta`] ?? manifest['en/meta'];
      found = file ? (JSON.parse(fs.readFileSync(path.join(options.localesDir, file), 'utf8')) as MetaTexts) : {};
      texts.set(world, found);
    }
    return found;
  };
  // The head's reads and the render's share one cache of the API's public reads (server-render.ts).
  const apiFetch = createApiFetch();
  const apiGet = async (apiPath: string) => {
    try {
      const res = await apiFetch(new URL(apiPath, options.apiUrl), { signal: AbortSignal.timeout(budget), headers: { accept: 'application/json' } });
      const body: unknown = res.headers.get('content-type')?.includes('json') ? await res.json() : null;
      return { status: res.status, body };
    } catch {
      return null; // timed out or refused: the browser's page loads the data itself
    }
  };
  const preloads = createRemotePreloads();
  const inlineCss = createInlineCss({ shellDir: options.shellDir });
  const main = new URL(options.origin).origin;
  const worldOrigins = parseWorldWebUrls(options.worldWebUrls);
  const origin = (world: World) => worldOrigins[world] ?? main;
  const deps = { origin, customDomains: options.customDomains, metaTexts, apiGet };
  const renderer = options.renderBundle
    ? createServerRenderer({ bundlePath: options.renderBundle, apiUrl: options.apiUrl, apiFetch, localesDir: options.localesDir, ...options.renderBudgets })
    : null;
  return {
    answer: (url, host) => answerPage(deps, { url, host }),
    async page(indexHtml, answer, registryText, url, render) {
      const r = answer.route;
      const overridden = url.searchParams.has('remote-override');
      const remote = r && r.app !== 'shell' && !overridden ? await preloads.tags(registryText, r.app, r.id, r.world) : '';
      const page = withHead(indexHtml, answer.head, remote);
      // Issue 15: public pages (index or noindex-follow) are rendered here for every visitor, personal
      // pages as the shell with their loading state; pages whose data did not arrive stay with the
      // browser. Nothing user-specific is in the render (the session lives in the browser), so a public
      // page's answer may sit in a shared cache.
      const renders = renderer && render && r && answer.status === 200 && !answer.degraded && !overridden;
      if (!renders) return { ...splitAtBody(page), rendered: false };
      // A personal page (cart, checkout, cabinet) is the shell with its slot's loading state: it paints
      // at once and the browser, which has the session, renders the page (spec: nothing user-specific here).
      const loadingOnly = answer.head.robots === 'noindex,nofollow';
      // The render starts now; the head, which does not depend on it, goes out first (issue 15: the
      // browser reads the page's styles and opens its connections while the server still renders).
      const body = renderer.render({ url, host: render.host, world: r.world, registryText, configText: render.configText, loadingOnly }).catch(() => null);
      // A rendered page paints styled before any script runs: the shell's and the page's stylesheets are
      // in it (inline where their text is at hand, else linked), in the browser's order: the shell's first.
      const pageCss: string[] = [];
      const unstyled = page.replace(/<link rel="preload" as="style" href="([^"]+)" \/>/g, (_, href: string) => {
        pageCss.push(href.replace(/&amp;/g, '&'));
        return '';
      });
      const cssHrefs = [...(options.firstViewCss ?? []).map((file) => `/${file}`), ...pageCss];
      const styles = await inlineCss.styles(cssHrefs);
      const styled = unstyled.replace('</head>', () => `${styles}</head>`);
      const later = options.firstViewScripts;
      const moved = later ? scriptsAfterFirstPaint(styled, { remoteTags: remote, loaderSrc: `/${later.loader}`, startup: later.startup }) : styled;
      const at = moved.indexOf('</head>') + '</head>'.length;
      const tail = moved.slice(at);
      // A render that fails or finds no page leaves the shell's empty root: the browser renders it (the
      // loader in the head still starts the scripts after the first frame).
      return { head: moved.slice(0, at), rest: body.then((rendered) => (rendered ? withBody(tail, rendered) : tail)), rendered: true };
    },
    warmUp: async (registryText) => renderer?.warmUp(registryText),
    robotsTxt(host) {
      const own = Object.values(worldOrigins).find((o) => o !== undefined && new URL(o).host === host) ?? main;
      return `User-agent: *\nAllow: /\n\nSitemap: ${own}/sitemap.xml\n`;
    },
    sitemapApiPath(pathname) {
      if (pathname === '/sitemap.xml') return '/v1/seo/sitemap.xml';
      const file = /^\/sitemaps\/([a-z0-9-]+\.xml)$/.exec(pathname)?.[1];
      return file ? `/v1/seo/sitemaps/${file}` : null;
    },
  };
}
