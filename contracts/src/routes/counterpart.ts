import type { World } from '../worlds';
import { buildHref } from './href';
import { match } from './match';
import type { RouteId } from './route-ids';
import { ROUTES, existsIn } from './table';

/**
 * Where a page's counterpart lives for routes that have none in another world (spec §2: only
 * switchable routes have a counterpart): the nearest page above it that every world has. A
 * material, an author or a landing page belongs to one world, so its parent is that world's home.
 */
const PARENT: Partial<Record<RouteId, RouteId>> = {
  aiToolDocument: 'aiToolDocuments',
  firstUpload: 'uploadEdit',
  orderConfirmation: 'boughtMaterials',
  invoicePurchaseSuccess: 'boughtMaterials',
  thankYou: 'boughtMaterials',
  abandonedCart: 'shoppingCart',
  authorRedirect: 'myAuthorProfile',
  prizeDrawTerms: 'terms',
};

/**
 * The country switch (issue 18): the same page in `target` when its route is switchable and exists
 * there, with the path's params and the whole query (a German search with filters lands on the
 * Italian search with the same filters); otherwise the nearest parent page that exists in `target`
 * (PARENT, then home). `url` is a path with query, as the browser's location gives it.
 */
export function counterpartHref(url: string, target: World): string {
  const found = match(url);
  if (found.routeId !== 'notFound' && found.route.switchable && existsIn(found.route, target)) {
    const query = found.query.toString();
    return buildHref(found.routeId, found.params, target) + (query ? `?${query}` : '');
  }
  let parent = found.routeId === 'notFound' ? undefined : PARENT[found.routeId];
  while (parent && !(ROUTES[parent].switchable && existsIn(ROUTES[parent], target))) parent = PARENT[parent];
  return buildHref(parent ?? 'home', {}, target);
}
