import { NotFoundView, type PageProps, type RemoteName } from '@teachmarket/shared-kit';
import { Suspense, useEffect, useRef, useState } from 'react';
import { pageKey, useRenderContext } from '../app/ssr';
import { reporter } from '../errors/reporter';
import { PageSkeleton } from '../layout/PageSkeleton';
import { classifyRemoteError, type RemoteFailure } from './classify';
import { loadPage, type LoadedPage } from './load-page';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteFallback } from './RemoteFallback';

interface Props extends PageProps {
  remote: RemoteName;
}

type Load = { status: 'loading' } | { status: 'ready'; page: LoadedPage } | { status: 'failed'; failure: RemoteFailure };

/**
 * Renders a route's page from its remote, inside the guard: while loading a skeleton; when the
 * remote cannot be loaded (after loadPage's one automatic retry) the fallback with a retry button;
 * when the page itself throws while rendering, RemoteBoundary shows the fallback.
 * Each retry calls loadPage again, so failed files are really requested again.
 */
export function RemoteOutlet({ remote, ...page }: Props) {
  const { routeId } = page;
  const [attempt, setAttempt] = useState<{ n: number; bust: boolean }>({ n: 0, bust: false });
  // Issue 15: a page loaded before the first render (by the server, or by the browser before it
  // hydrates the server's HTML) renders at once; otherwise the skeleton shows while it loads.
  const context = useRenderContext();
  const preloaded = context.pages.get(pageKey(remote, routeId));
  const failedBefore = context.failed?.get(pageKey(remote, routeId));
  const [load, setLoad] = useState<Load>(() =>
    preloaded
      ? { status: 'ready', page: preloaded }
      : failedBefore !== undefined
        ? { status: 'failed', failure: classifyRemoteError(failedBefore) }
        : { status: 'loading' },
  );
  const skipFirstLoad = useRef(preloaded !== undefined || failedBefore !== undefined);

  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return undefined;
    }
    let live = true;
    setLoad({ status: 'loading' });
    loadPage(remote, routeId, attempt.bust).then(
      (loaded) => {
        if (live) setLoad({ status: 'ready', page: loaded });
      },
      (error: unknown) => {
        if (!live) return;
        const failure = classifyRemoteError(error);
        reporter().report('remote_unavailable', error, { remote, routeId, kind: failure.kind });
        setLoad({ status: 'failed', failure });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, routeId, attempt]);

  const retry = (failure: RemoteFailure) => setAttempt((a) => ({ n: a.n + 1, bust: failure.bustEntry }));

  if (load.status === 'loading') return <PageSkeleton />;
  // A route whose page this remote's deployed version does not have: the 404 view, not an error.
  if (load.status === 'failed' && load.failure.kind === 'missing-page') return <NotFoundView world={page.world} />;
  if (load.status === 'failed') return <RemoteFallback remote={remote} failure={load.failure} onRetry={() => retry(load.failure)} />;
  const Page = load.page.default;
  return (
    <RemoteBoundary key={attempt.n} remote={remote} routeId={routeId} onRetry={retry}>
      <div className="tm-remote" data-remote={remote} data-remote-version={load.page.version}>
        {/* Issue 15: a page that throws while the server renders it is sent as this skeleton and
            rendered again by the browser, where RemoteBoundary catches a second failure. */}
        <Suspense fallback={<PageSkeleton />}>
          <Page {...page} />
        </Suspense>
      </div>
    </RemoteBoundary>
  );
}
