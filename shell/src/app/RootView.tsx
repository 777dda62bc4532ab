import { href, isSafeRedirectTarget, Navigate, rootDecision, storage, useLocation, type World } from '@teachmarket/shared-kit';
import { lazyDialog } from '../services/ui/lazy-dialog';

/** spec §2: a stored redirect target (same-site path only) wins at the root path, once. */
export const REDIRECT_TARGET_KEY = 'redirectTarget';

/**
 * Issue 16: the landing view (a first visit at the root path) is a chunk of its own; bootstrap.tsx
 * starts loading it at once on such a visit, alongside the start-up's own requests.
 */
const LandingView = lazyDialog(
  () => import('./LandingView').then((m) => m.LandingView),
  // Its chunk not at hand: the world's main view, where a returning visitor goes.
  ({ world }: { world: World }) => <Navigate to={href('home', {}, world)} replace />,
);
export const preloadLandingView = LandingView.preload;

interface Props {
  world: World;
  firstVisit: boolean;
}

/**
 * The root path (spec §2 start-up routing): a stored redirect target redirects there; a first-time
 * visitor sees the landing view (the suggested country and every other one); everyone else goes
 * straight to the main view of their world.
 */
export function RootView({ world, firstVisit }: Props) {
  const location = useLocation();
  const stored = storage.get(REDIRECT_TARGET_KEY);
  const decision = rootDecision({ storedRedirect: stored, isFirstVisit: firstVisit });
  if (decision === 'redirect' && isSafeRedirectTarget(stored)) {
    storage.remove(REDIRECT_TARGET_KEY);
    return <Navigate to={stored} replace />;
  }
  if (decision === 'main') return <Navigate to={`${href('home', {}, world)}${location.search}`} replace />;
  return <LandingView world={world} />;
}
