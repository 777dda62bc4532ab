// Page data the head needs (issue 15): the material and author pages read their item from the API,
// answer 404 for an unknown id, 301 for a wrong slug or world, and describe themselves to crawlers
// (Product + Offer + AggregateRating, Person, BreadcrumbList).
import type { AuthorProfile, Material } from '@teachmarket/contracts/api-types';
import { buildHref, canonicalUrl, type RouteMatch } from '@teachmarket/contracts/routes';
import { isWorld, type World } from '@teachmarket/contracts/worlds';
import { plainExcerpt } from './html';
import { metaText, type HeadTags } from './head-tags';
import type { PageServerDeps } from './page-answer';

export type PageData = { kind: 'ok'; head: HeadTags } | { kind: 'missing' } | { kind: 'moved'; path: string } | { kind: 'unavailable' };

type Page = RouteMatch & { world: World };

/** The API's answer for an item, or what its absence means for the page. */
async function readItem<T>(deps: PageServerDeps, path: string): Promise<{ item: T } | 'missing' | 'unavailable'> {
  const answer = await deps.apiGet(path);
  if (!answer) return 'unavailable';
  if (answer.status === 404 || answer.status === 400) return 'missing';
  const body = answer.body as { item?: T } | null;
  if (answer.status !== 200 || !body?.item) return 'unavailable';
  return { item: body.item };
}

const abs = (deps: PageServerDeps, world: World, path: string) => new URL(path, deps.origin(world)).href;

function breadcrumbs(items: { name: string; url: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

export async function materialHead(deps: PageServerDeps, page: Page, base: HeadTags): Promise<PageData> {
  const id = page.params.id ?? '';
  const read = await readItem<Material>(deps, `/v1/materials/${encodeURIComponent(id)}?world=${page.world}`);
  if (read === 'missing' || read === 'unavailable') return { kind: read };
  const m = read.item;
  // spec §2: a material belongs to one world; its URL carries its slug.
  const world = isWorld(m.world) ? m.world : page.world;
  if (world !== page.world || m.slug !== page.params.slug) return { kind: 'moved', path: buildHref('material', { id: String(m.id), slug: m.slug }, world) };

  const texts = deps.metaTexts(world);
  const title = metaText(texts, 'material', 'title', { title: m.title, author: m.author.publicName });
  const description = plainExcerpt(m.description) || metaText(texts, 'material', 'description', { title: m.title, author: m.author.publicName });
  const canonical = canonicalUrl(deps.origin(world), 'material', { id: String(m.id), slug: m.slug }, world);
  const image = m.previews[0]?.watermarked ?? m.firstPreviewImage?.watermarked ?? null;
  const price = m.finalPrice.toFixed(2);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: m.title,
    description,
    sku: String(m.id),
    url: canonical,
    ...(image ? { image } : {}),
    brand: { '@type': 'Brand', name: m.author.publicName },
    category: m.materialType.title,
    offers: { '@type': 'Offer', price, priceCurrency: m.currencyCode, availability: 'https://schema.org/InStock', url: canonical },
    // Google rejects an AggregateRating without ratings.
    ...(m.rating.count > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: m.rating.average, ratingCount: m.rating.count, bestRating: 5, worstRating: 1 } } : {}),
  };
  const subject = m.subjects[0];
  const trail = [
    { name: 'Teachmarket', url: abs(deps, world, buildHref('home', {}, world)) },
    ...(subject ? [{ name: subject.title, url: abs(deps, world, buildHref('searchResults', {}, world, { query: { subject: String(subject.id) } })) }] : []),
    { name: m.title, url: canonical },
  ];
  return {
    kind: 'ok',
    head: {
      ...base,
      title,
      description,
      canonical,
      og: { ...(base.og ?? { siteName: 'Teachmarket', locale: base.lang }), type: 'product', image, price: { amount: price, currency: m.currencyCode } },
      jsonLd: [product, breadcrumbs(trail)],
    },
  };
}

export async function authorHead(deps: PageServerDeps, page: Page, base: HeadTags): Promise<PageData> {
  const id = page.params.id ?? '';
  const read = await readItem<AuthorProfile>(deps, `/v1/authors/${encodeURIComponent(id)}?world=${page.world}`);
  if (read === 'missing' || read === 'unavailable') return { kind: read };
  const a = read.item;
  const tab = page.params.tab ? { tab: page.params.tab } : {};
  if (a.slug !== page.params.slug) return { kind: 'moved', path: buildHref('author', { id: String(a.id), slug: a.slug, ...tab }, page.world) };

  const texts = deps.metaTexts(page.world);
  const vars = { publicName: a.public_name, totalMaterials: a.total_materials };
  const canonical = canonicalUrl(deps.origin(page.world), 'author', { id: String(a.id), slug: a.slug, ...tab }, page.world);
  const description = a.description ? plainExcerpt(a.description) : metaText(texts, 'author', 'description', vars);
  const person: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: a.public_name,
    url: canonical,
    ...(a.image_path ? { image: a.image_path } : {}),
    ...(a.subtitle ? { jobTitle: a.subtitle } : {}),
    description,
  };
  const trail = [
    { name: 'Teachmarket', url: abs(deps, page.world, buildHref('home', {}, page.world)) },
    { name: a.public_name, url: canonical },
  ];
  return {
    kind: 'ok',
    head: {
      ...base,
      title: metaText(texts, 'author', 'title', vars),
      description,
      canonical,
      og: { ...(base.og ?? { siteName: 'Teachmarket', locale: base.lang }), type: 'profile', image: a.image_path },
      jsonLd: [person, breadcrumbs(trail)],
    },
  };
}

/** Landing routes whose params name a subject (`id`) or a school type (`school`) of the world. */
export const LANDING_ROUTES: ReadonlySet<string> = new Set(['lessons', 'tema', 'schoolLanding', 'schoolLandingMaterial', 'foundationLanding']);

/**
 * Issue 18: a landing page for a subject or school type the world does not have is a page that does
 * not exist (404), not "Teaching materials for" with an empty name. The world's filters (subjects,
 * school types) come from the API within the data budget; without an answer the page is served and
 * the browser decides.
 */
export async function landingExists(deps: PageServerDeps, page: Page): Promise<'yes' | 'missing' | 'unavailable'> {
  const answer = await deps.apiGet(`/v1/filters?world=${page.world}`);
  const items = (answer?.status === 200 ? (answer.body as { items?: { subject?: { id: number }[]; school_type?: { id: string }[] } } | null)?.items : null) ?? null;
  if (!items?.subject || !items.school_type) return 'unavailable';
  const subject = page.params.id;
  if (subject !== undefined && subject !== '' && !items.subject.some((s) => String(s.id) === subject)) return 'missing';
  const school = page.params.school;
  if (school !== undefined && school !== '' && !items.school_type.some((s) => s.id === school)) return 'missing';
  return 'yes';
}
