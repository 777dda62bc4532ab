import type { World } from '../worlds';
import type { RouteId } from './route-ids';

/** Who renders a route: the shell itself or one of the remotes (federation names, ARCHITECTURE.md). */
export type AppName =
  | 'shell'
  | 'mfe_catalog'
  | 'mfe_material'
  | 'mfe_author'
  | 'mfe_cabinet'
  | 'mfe_commerce'
  | 'mfe_ai_tools'
  | 'mfe_interactive'
  | 'mfe_info';

/** spec §2: "Each route has an indexing directive: indexable, noindex-follow or noindex-nofollow." */
export type IndexDirective = 'index' | 'noindex-follow' | 'noindex-nofollow';

/**
 * How a path parameter is checked (and, for homeTab, localised):
 * - numeric: digits only (ids: id, materialId)
 * - token: non-empty, URL-safe characters only [A-Za-z0-9._~-] (e-mail tokens, tab names)
 * - text: any non-empty text, unicode allowed, percent-encoded in the URL (slugs, school names)
 * - rest: the rest of the path (`:slug*`), zero or more non-empty segments joined by "/"
 * - homeTab: one of the home tabs, written with the world's localised word (spec §2)
 */
export type ParamKind = 'numeric' | 'token' | 'text' | 'rest' | 'homeTab';

export type ParamValue = string | number;

/**
 * A redirect the shell performs instead of rendering the route (spec §2, §6). Rules are tried in
 * order; the first whose `when` fits the viewer wins. Anonymous visitors count as non-sellers.
 * `params` says where the target's params come from: the matched route's params, the viewer's own
 * id and slug (`{ id: userId, slug: userSlug }`), or none; `fixed` adds constant params.
 */
export interface RedirectRule {
  readonly when: 'seller' | 'non-seller' | 'always';
  readonly to: RouteId;
  readonly params: 'route' | 'viewer' | 'none';
  readonly fixed?: Readonly<Record<string, string>>;
}

export type RouteWorlds = 'all' | readonly World[];

/** One row of the route table. */
export interface RouteDef<Id extends RouteId = RouteId, P extends string = string> {
  readonly id: Id;
  readonly app: AppName;
  /**
   * spec §2 pattern without the world prefix: `/material/:id/:slug`; `:x?` optional (last only),
   * `:x*` rest of the path (last only), `{world}` is replaced by the world code (`/team-{world}`).
   * This is the path of every world without localised names. notFound has `*` (never matched).
   */
  readonly path: P;
  /** The pattern in each main world where the route exists (spec §2: localised for de/es/fr/gr/it). */
  readonly localized: Readonly<Partial<Record<World, string>>>;
  readonly index: IndexDirective;
  /** spec §2: has a counterpart in other worlds (world switch keeps the route; hreflang alternates). */
  readonly switchable: boolean;
  readonly worlds: RouteWorlds;
  /** Every path param with its check. */
  readonly params: Readonly<Record<string, ParamKind>>;
  readonly redirect?: readonly RedirectRule[];
}
