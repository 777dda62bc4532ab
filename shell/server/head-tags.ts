// The head of a page as data, and as the HTML the server puts into index.html's <head>.
// Every tag the browser's Head (shell/src/app/Head.tsx) also manages carries `data-tm`, so the first
// client-side navigation replaces it instead of adding a second one; the tags only a crawler or a
// link preview reads (Open Graph, Twitter, JSON-LD) carry `data-tm-ssr` and are removed then.
import type { AlternateLink, RobotsContent } from '@teachmarket/contracts/routes';
import { escapeHtml, jsonForScript } from './html';

/** One world's `meta` namespace: `{ [routeId]: { title, description } }`. */
export type MetaTexts = Readonly<Record<string, { title?: string; description?: string } | undefined>>;

export interface OpenGraph {
  type: 'website' | 'product' | 'profile';
  siteName: string;
  locale: string;
  image?: string | null;
  price?: { amount: string; currency: string } | null;
}

export interface HeadTags {
  /** `<html lang>`: the world's language. */
  lang: string;
  title: string;
  description: string;
  robots: RobotsContent;
  canonical: string | null;
  alternates: AlternateLink[];
  og: OpenGraph | null;
  jsonLd: Record<string, unknown>[];
}

/** The meta text of a route in a world, with its {{placeholders}} filled; the default pair when it has none. */
export function metaText(texts: MetaTexts, key: string, field: 'title' | 'description', vars: Record<string, string | number> = {}): string {
  const entry = texts[key] ?? texts.default;
  const template = entry?.[field] ?? texts.default?.[field] ?? 'Teachmarket';
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

const meta = (attr: 'name' | 'property', key: string, content: string, mark = 'data-tm-ssr') => `<meta ${attr}="${key}" content="${escapeHtml(content)}" ${mark}/>`;

/** The tags as HTML, in the order a reader expects them (title first). */
export function headHtml(head: HeadTags): string {
  const out = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}"/>`,
    `<meta name="robots" content="${head.robots}"/>`,
  ];
  if (head.canonical) out.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-tm=""/>`);
  for (const a of head.alternates) out.push(`<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}" data-tm=""/>`);
  if (head.og) {
    out.push(meta('property', 'og:type', head.og.type), meta('property', 'og:site_name', head.og.siteName), meta('property', 'og:locale', head.og.locale));
    out.push(meta('property', 'og:title', head.title), meta('property', 'og:description', head.description));
    if (head.canonical) out.push(meta('property', 'og:url', head.canonical));
    if (head.og.image) out.push(meta('property', 'og:image', head.og.image));
    if (head.og.price) out.push(meta('property', 'product:price:amount', head.og.price.amount), meta('property', 'product:price:currency', head.og.price.currency));
    out.push(meta('name', 'twitter:card', head.og.image ? 'summary_large_image' : 'summary'), meta('name', 'twitter:title', head.title), meta('name', 'twitter:description', head.description));
    if (head.og.image) out.push(meta('name', 'twitter:image', head.og.image));
  }
  for (const block of head.jsonLd) out.push(`<script type="application/ld+json" data-tm-ssr="">${jsonForScript(block)}</script>`);
  return out.join('');
}

/**
 * index.html with the page's head: `<html lang>`, the built `<title>` replaced, the tags added
 * before the first script (so the preloads and scripts follow them).
 */
export function withHead(html: string, head: HeadTags, extraTags = ''): string {
  const tags = headHtml(head) + extraTags;
  const withLang = html.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(head.lang)}"`);
  const withoutTitle = withLang.replace(/<title>[^<]*<\/title>/, '');
  return withoutTitle.replace(/<\/head>|<script/, (found) => tags + found);
}
