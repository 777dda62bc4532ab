import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { SITEMAP_KINDS, sitemapFileName, SitemapFileParamsSchema, type SitemapKind } from '@teachmarket/contracts/api-types/seo';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { webOrigin } from '../../lib/web-links';
import { errorResponses } from '../../lib/schema';
import { countOf, countsByWorld, urlsOf } from '../../seo/sources';
import { sitemapIndex, URLSET_CLOSE, URLSET_OPEN, urlElement } from '../../seo/xml';
import { isWorld, WORLDS, type World } from '../../worlds';

const FILE = new RegExp(`^([a-z]{2})-(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,5})\\.xml$`);

/** `de-materials-2.xml` → its world, kind and page; null for any other name. */
function parseFile(file: string): { world: World; kind: SitemapKind; page: number } | null {
  const match = FILE.exec(file);
  if (!match || !isWorld(match[1]!)) return null;
  return { world: match[1], kind: match[2] as SitemapKind, page: Number(match[3]) };
}

/**
 * Sitemaps hold nothing personal: shared caches may keep them for an hour. The XSRF cookie every
 * other answer may carry stays off them, or a cache would hand one token to every visitor.
 */
function sendXml(reply: FastifyReply, body: string | Readable): FastifyReply {
  return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
}
const dropCookie = async (_request: unknown, reply: FastifyReply, payload: unknown) => {
  reply.removeHeader('set-cookie');
  return payload;
};

/**
 * Issue 15: sitemaps from the database for crawlers. The shell's origin proxies /sitemap.xml and
 * /sitemaps/<file> here, so every <loc> is on the world's public web origin (the one mail links use:
 * WORLD_WEB_URLS, else PUBLIC_WEB_URL; never a request header). A kind with more URLs than
 * SITEMAP_URLS_PER_FILE (50,000, the sitemaps.org limit) is split into numbered files.
 */
export function registerSitemaps(app: App, ctx: Ctx) {
  app.get('/v1/seo/sitemap.xml', {
    onSend: dropCookie,
    schema: { tags: ['seo'], summary: 'Sitemap index (sitemaps.org 0.9): every sitemap file of every world and kind', response: { ...errorResponses } },
  }, async (_request, reply) => {
    const size = ctx.config.sitemapUrlsPerFile;
    const counts = new Map<SitemapKind, Map<World, number>>();
    for (const kind of SITEMAP_KINDS) counts.set(kind, await countsByWorld(ctx, kind));
    const locs: string[] = [];
    for (const world of WORLDS) {
      for (const kind of SITEMAP_KINDS) {
        const files = Math.ceil((counts.get(kind)?.get(world) ?? 0) / size);
        for (let page = 1; page <= files; page++) locs.push(`${webOrigin(ctx, world)}/sitemaps/${sitemapFileName(world, kind, page)}`);
      }
    }
    return sendXml(reply, sitemapIndex(locs));
  });

  app.get('/v1/seo/sitemaps/:file', {
    onSend: dropCookie,
    schema: {
      tags: ['seo'], summary: 'One sitemap file (urlset), e.g. de-materials-1.xml; an unknown world, kind or page is 404',
      params: SitemapFileParamsSchema, response: { ...errorResponses },
    },
  }, async (request, reply) => {
    const { file } = request.params;
    const parsed = parseFile(file);
    if (!parsed) throw notFound('Sitemap', file);
    const { world, kind, page } = parsed;
    const size = ctx.config.sitemapUrlsPerFile;
    if (page > Math.ceil((await countOf(ctx, kind, world)) / size)) throw notFound('Sitemap', file);
    // Written while the rows are read (a file can hold 50,000 URLs): never all of them in memory.
    async function* xml() {
      yield URLSET_OPEN;
      for await (const url of urlsOf(ctx, kind, world, (page - 1) * size, size)) yield urlElement(url);
      yield URLSET_CLOSE;
    }
    return sendXml(reply, Readable.from(xml()));
  });
}
