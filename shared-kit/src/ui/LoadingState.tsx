import { askAgain, readsWaiting } from '../data/query';
import { LoadingView } from './StateViews';

const askAgainAll = () => {
  askAgain();
};

/**
 * Loading skeleton for a list or a page section (LoadingView). After SLOW_LOAD_MS it says the server is
 * slow; its "Try again" asks again for `onRetry`'s read or, on a page that renders this state itself,
 * for every read still waiting for its answer (none waiting, e.g. a login check: no button) (s16 QA row 3).
 */
export function LoadingState({ lines, onRetry }: { lines?: number; onRetry?: () => void }) {
  return <LoadingView lines={lines} onRetry={onRetry ?? askAgainAll} canRetry={onRetry ? undefined : readsWaiting} />;
}
