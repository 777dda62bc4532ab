// Issue 15: a rendered page's scripts start after its largest paint (shell/src/start/after-first-paint.js).
// Lighthouse's mobile run, and a real phone on a slow line, share the line between what the visitor
// waits to see (the page's text, or its first image: a material's gallery, the first card of search
// results) and everything requested before it is in: the shell's script, the chunks its start-up loads
// and the route's remote files, ~180 KB. On a rendered page these leave the head for a data block
// (#tm-later) that the loader starts at once after that paint; the HTML is complete and readable
// without them. A page the browser renders (private pages, a render that failed) keeps its head as it is.
import { escapeHtml, jsonForScript } from './html';

const DEFERRED_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
const LINK = /<link ([^>]*?)\s*\/?>/g;
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;

const unescape = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A `<link …/>` tag's attributes (a bare attribute such as crossorigin reads as ""). */
function attributesOf(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(ATTRIBUTE)) attrs[m[1]!.toLowerCase()] = unescape(m[2] ?? '');
  return attrs;
}

export interface LaterScripts {
  /** The route's remote preloads as written into the head (remote-preloads.ts). */
  remoteTags: string;
  /** The loader's path (`/after-first-paint.<hash>.js`). */
  loaderSrc: string;
  /** The shell's start-up chunks (first-view-scripts.json), fetched with main.js instead of after it. */
  startup: readonly string[];
}

/** The rendered page with its deferred scripts, the remote's preloads and the start-up chunks handed to the loader. */
export function scriptsAfterFirstPaint(html: string, { remoteTags, loaderSrc, startup }: LaterScripts): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  let head = html.slice(0, headEnd);
  const scripts = [...head.matchAll(DEFERRED_SCRIPT)].map((m) => unescape(m[1]!));
  if (!scripts.length) return html;
  head = head.replace(DEFERRED_SCRIPT, '');
  // The remote's script preloads move with the script (its stylesheets are in the head already).
  const links: Record<string, string>[] = [];
  for (const [tag, attrs] of [...remoteTags.matchAll(LINK)].map((m) => [m[0], m[1]!] as const)) {
    const link = attributesOf(attrs);
    if (link.as === 'style' || !head.includes(tag)) continue;
    head = head.replace(tag, '');
    links.push(link);
  }
  // Same origin, no crossorigin: as webpack's chunk loader asks for them.
  for (const file of startup) links.push({ rel: 'preload', as: 'script', href: `/${file}` });
  const later = `<script type="application/json" id="tm-later">${jsonForScript({ links, scripts })}</script>`;
  return `${head}${later}<script defer="defer" src="${escapeHtml(loaderSrc)}"></script>${html.slice(headEnd)}`;
}
