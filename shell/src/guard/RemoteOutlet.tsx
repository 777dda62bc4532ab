import { lazy, Suspense, useMemo, useState } from 'react';
import type { PageProps, RemoteName } from '@teachmarket/shared-kit';
import { PageSkeleton } from '../layout/PageSkeleton';
import type { RemoteFailure } from './classify';
import { loadPage } from './load-page';
import { RemoteBoundary } from './RemoteBoundary';

interface Props extends PageProps {
  remote: RemoteName;
}

/**
 * Renders a route's page from its remote, inside the guard. Each attempt creates a new lazy
 * component, so a retry really requests the remote (React.lazy caches a rejected load forever).
 */
export function RemoteOutlet({ remote, ...page }: Props) {
  const [attempt, setAttempt] = useState<{ n: number; bust: boolean }>({ n: 0, bust: false });
  const { routeId } = page;

  const Page = useMemo(
    () =>
      lazy(async () => {
        const loaded = await loadPage(remote, routeId, attempt.bust);
        const Inner = loaded.default;
        function VersionedPage(props: PageProps) {
          return (
            <div className="tm-remote" data-remote={remote} data-remote-version={loaded.version}>
              <Inner {...props} />
            </div>
          );
        }
        return { default: VersionedPage };
      }),
    [remote, routeId, attempt],
  );

  const retry = (failure: RemoteFailure) => setAttempt((a) => ({ n: a.n + 1, bust: failure.bustEntry }));

  return (
    <RemoteBoundary key={`${remote}:${routeId}:${attempt.n}`} remote={remote} routeId={routeId} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <Page {...page} />
      </Suspense>
    </RemoteBoundary>
  );
}
