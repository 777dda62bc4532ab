import type { ReactNode } from 'react';
import { ErrorState, LoadingView } from './StateViews';
import type { ApiState } from './use-query';

/**
 * The three states of a `useQuery` read in one place: the skeleton while loading, the error with its
 * retry, or the content made from the data. A read loading for long says so and offers to ask again (LoadingState). Pages then never forget a state or word it differently.
 */
export function QueryView<T>({ query, children }: { query: ApiState<T> & { retry: () => void }; children: (data: T) => ReactNode }) {
  if (query.status === 'loading') return <LoadingView onRetry={query.retry} />;
  if (query.status === 'error') return <ErrorState onRetry={query.retry} />;
  return <>{children(query.data)}</>;
}
