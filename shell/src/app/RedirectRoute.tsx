import { useStore } from '@nanostores/react';
import { buildHref, Navigate, resolveRedirect, type RouteId, $session, $user, type World } from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import { PageSkeleton } from '../layout/PageSkeleton';

interface Props {
  routeId: RouteId;
  params: Readonly<Record<string, string>>;
  world: World;
  /** What the route shows when none of its redirect rules applies to this viewer. */
  children: ReactNode;
}

/**
 * Redirect routes (spec §2: my-author-profile, my-subjects, the author redirect route; spec §6: only
 * a seller reaches the author's own page through it). The rules are data in the route table; who is
 * looking is only known once the session is validated, so until then the page area shows a skeleton.
 */
export function RedirectRoute({ routeId, params, world, children }: Props) {
  const session = useStore($session);
  const user = useStore($user);
  if (session.status === 'validating') return <PageSkeleton />;
  const viewer = user ? { isSeller: user.isSeller, userId: user.id, userSlug: user.slug } : null;
  const target = resolveRedirect(routeId, params, viewer);
  if (!target) return <>{children}</>;
  return <Navigate to={buildHref(target.routeId, target.params, world)} replace />;
}
