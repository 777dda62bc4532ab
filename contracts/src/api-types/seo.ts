/**
 * Sitemaps for crawlers (issue 15): the API writes them from the database, the shell's origin
 * proxies /sitemap.xml and /sitemaps/<file> to them. Only @sinclair/typebox may be imported here;
 * index.ts does not re-export this file, so import it by path.
 */
import { Type, type Static } from '@sinclair/typebox';

/** What a sitemap file lists; a file is `<world>-<kind>-<n>.xml`, n from 1. */
export const SITEMAP_KINDS = ['materials', 'authors', 'landing-pages', 'blog-posts', 'info-pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** sitemaps.org 0.9: at most 50,000 URLs per file (a kind with more is split into several files). */
export const SITEMAP_MAX_URLS = 50_000;

export const sitemapFileName = (world: string, kind: SitemapKind, page: number): string => `${world}-${kind}-${page}.xml`;

// The name is checked by the handler, not by a pattern here: an unknown world, kind or page is a
// 404 (a file that does not exist), not a 400.
export const SitemapFileParamsSchema = Type.Object({
  file: Type.String({ minLength: 1, maxLength: 100, examples: ['de-materials-1.xml'] }),
});
export type SitemapFileParams = Static<typeof SitemapFileParamsSchema>;
