import type { RouteId } from './route-ids';
import { ROUTES } from './table';
import type { RedirectRule } from './types';

/** Who is looking: null for an anonymous visitor (who counts as a non-seller). */
export interface Viewer {
  isSeller: boolean;
  userId?: string | number | null;
  userSlug?: string | null;
}

export interface RedirectTarget {
  routeId: RouteId;
  params: Record<string, string>;
}

function fits(rule: RedirectRule, viewer: Viewer | null): boolean {
  if (rule.when === 'always') return true;
  return rule.when === 'seller' ? Boolean(viewer?.isSeller) : !viewer?.isSeller;
}

/**
 * Where a redirect route sends this viewer (spec §2 redirects; spec §6: only a seller reaches the
 * author's own page through the redirect route), or null when the route renders normally. Build the
 * link with buildHref(target.routeId, target.params, world).
 */
export function resolveRedirect(routeId: RouteId, params: Readonly<Record<string, string>>, viewer: Viewer | null): RedirectTarget | null {
  for (const rule of ROUTES[routeId].redirect ?? []) {
    if (!fits(rule, viewer)) continue;
    let base: Record<string, string> = {};
    if (rule.params === 'route') base = { ...params };
    if (rule.params === 'viewer') {
      if (viewer?.userId === undefined || viewer.userId === null || !viewer.userSlug) continue;
      base = { id: String(viewer.userId), slug: viewer.userSlug };
    }
    return { routeId: rule.to, params: { ...base, ...rule.fixed } };
  }
  return null;
}
