import { useStore } from '@nanostores/react';
import { $consent, $tours, $world, tourState, useLocation } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { $tourEnabled, FEATURE_TOUR_ID, readTourOverride, shouldShowTour } from '../feature-tour';
import { lazyDialog } from './lazy-dialog';

/**
 * Issue 16: the tour (its steps and card) is a chunk of its own, loaded when it may show on this page
 * (the home page of a main world, or forced, to a visitor who has not finished it, consent settled).
 */
const Steps = lazyDialog(() => import('./FeatureTourSteps').then((m) => m.FeatureTourSteps));
/** Loads the tour's chunk ahead of its first showing (tests). */
export const preloadTourCard = Steps.preload;

/** spec §2 guided tour of the new header; who sees it: see shouldShowTour (FeatureTourSteps.tsx decides the rest). */
export function FeatureTour({ routeId }: { routeId: string }) {
  const location = useLocation();
  const enabled = useStore($tourEnabled);
  const consent = useStore($consent).status;
  const world = useStore($world);
  const finished = (useStore($tours)[FEATURE_TOUR_ID] ?? tourState(FEATURE_TOUR_ID)).finished;
  // The page view (location.key) the tour was closed in: a forced tour does not reopen at once.
  const [closedIn, setClosedIn] = useState<string | null>(null);
  const closedHere = closedIn === location.key;
  const override = readTourOverride(location.search);
  // Without another popup and a failed page: those only make it wait.
  if (!shouldShowTour({ enabled, routeId, world, consent, popup: null, override, finished, closedHere, pageFailed: false })) return null;
  return <Steps routeId={routeId} closedHere={closedHere} onClosed={() => setClosedIn(location.key)} />;
}
