import { dropPageAnswers, isRemoteName, match, useLocation, $world, type World } from '@teachmarket/shared-kit';
import { useEffect, useMemo, useRef } from 'react';
import { RedirectRoute } from './RedirectRoute';
import { RootView } from './RootView';
import type { RuntimeConfig } from '../config/runtime-config';
import { RemoteOutlet } from '../guard/RemoteOutlet';
import { NotFoundPage } from '../pages/NotFoundPage';
import { shellPage } from '../pages/account/shell-pages';
import { routeAborts } from '../http/route-aborts';
import { Head } from './Head';
import { useWorldEffects } from './world-effects';
import { useScrollToTop } from './scroll-to-top';
import { useRenderContext } from './ssr';
import { useRouteFocus } from './use-route-focus';

interface Props {
  config: RuntimeConfig;
  fallbackWorld: World;
  /** No world was remembered when this page load started (spec §2 landing view). */
  firstVisit: boolean;
}

/** Matches the URL against the route table and renders the owning app's page. */
export function RouteView({ config, fallbackWorld, firstVisit }: Props) {
  const location = useLocation();
  const { host } = useRenderContext();
  const result = useMemo(
    () => match(`${location.pathname}${location.search}`, host, config.customDomains),
    [location.pathname, location.search, host, config.customDomains],
  );
  const world = result.world ?? fallbackWorld;
  useWorldEffects(world);
  useScrollToTop();
  useRouteFocus();
  useEffect(() => {
    $world.set(world);
  }, [world]);
  // Issue 15: the server's answers belong to the page it rendered; the next page reads its own.
  const firstUrl = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    if (`${location.pathname}${location.search}` !== firstUrl.current) dropPageAnswers();
  }, [location.pathname, location.search]);
  // spec §7: the HTTP client aborts some calls on the payment page.
  useEffect(() => {
    routeAborts.routeChanged(result.routeId);
  }, [result.routeId]);

  if (location.pathname === '/' && result.routeId !== 'notFound' && !result.world) {
    return <RootView world={world} firstVisit={firstVisit} />;
  }
  if (result.routeId === 'notFound') {
    return (
      <>
        <Head routeId="notFound" world={world} />
        <NotFoundPage world={world} />
      </>
    );
  }
  const { route, routeId, params } = result;
  const query = new URLSearchParams(location.search);
  const page = isRemoteName(route.app) ? (
    <RemoteOutlet key={`${route.app}:${routeId}`} remote={route.app} routeId={routeId} params={params} world={world} query={query} />
  ) : (
    (shellPage(routeId, world, params) ?? <NotFoundPage world={world} />)
  );
  return (
    <>
      <Head routeId={routeId} world={world} params={params} switchable={route.switchable} />
      {route.redirect ? (
        <RedirectRoute routeId={routeId} params={params} world={world}>
          {page}
        </RedirectRoute>
      ) : (
        page
      )}
    </>
  );
}
