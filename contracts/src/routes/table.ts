import type { World } from '../worlds';
import { ROUTE_IDS, type RouteId } from './route-ids';
import { accountRoutes } from './table/account';
import { cabinetRoutes } from './table/cabinet';
import { commerceRoutes } from './table/commerce';
import { defineRoutes } from './table/define';
import { infoRoutes } from './table/info';
import { operatorRoutes } from './table/operator';
import { publicRoutes } from './table/public';
import { toolRoutes } from './table/tools';
import type { RouteDef } from './types';

const systemRoutes = defineRoutes({
  // What match() answers when nothing matches; never matched by a path and not addressable by href.
  notFound: { app: 'shell', path: '*', index: 'noindex-follow', switchable: false, fixedPath: true },
});

/** The route table (ARCHITECTURE.md "The route table"): one row per route of spec §2, keyed by id. */
export const ROUTES = {
  ...publicRoutes,
  ...toolRoutes,
  ...infoRoutes,
  ...accountRoutes,
  ...cabinetRoutes,
  ...commerceRoutes,
  ...operatorRoutes,
  ...systemRoutes,
};

// Compile-time: the table has exactly the ids of ROUTE_IDS, no more, no fewer.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const exactIds: Same<keyof typeof ROUTES, RouteId> = true;
void exactIds;

/** The path pattern of each route, as a literal type (href uses it to type params). */
export type RoutePattern<Id extends RouteId> = (typeof ROUTES)[Id]['path'];

/** Every row, in ROUTE_IDS order. */
export const ROUTE_LIST: readonly RouteDef[] = ROUTE_IDS.map((id) => ROUTES[id]);

export function getRoute(id: RouteId): RouteDef {
  return ROUTES[id];
}

export function existsIn(route: RouteDef, world: World): boolean {
  return route.path !== '*' && (route.worlds === 'all' || route.worlds.includes(world));
}
