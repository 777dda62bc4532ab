import type { AlternateLink } from '@teachmarket/contracts/routes';

/** One `<url>` of a urlset. */
export interface SitemapUrl {
  loc: string;
  /** When the page's data last changed (blog posts); left out where the data keeps no update time. */
  lastmod?: Date;
  /** hreflang alternates of a switchable page (reciprocal, with x-default). */
  alternates?: readonly AlternateLink[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for an XML element or a double-quoted attribute (sitemaps.org asks for entity-escaped URLs). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export function urlElement(url: SitemapUrl): string {
  let out = `<url><loc>${escapeXml(url.loc)}</loc>`;
  if (url.lastmod) out += `<lastmod>${url.lastmod.toISOString()}</lastmod>`;
  for (const link of url.alternates ?? []) {
    out += `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`;
  }
  return `${out}</url>\n`;
}

export function sitemapIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}
