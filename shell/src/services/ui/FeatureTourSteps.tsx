import { useStore } from '@nanostores/react';
import {
  $consent, finishTour, nextTourStep, previousTourStep, startTour, $tours, tourState, useLocation, $world
} from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { $pageFailures } from '../../guard/page-failure';
import { $tourEnabled, FEATURE_TOUR_ID, readTourOverride, shouldShowTour, TOUR_STEPS } from '../feature-tour';
import { $popup, releasePopup, requestPopup } from '../popups';
import { currentTracker } from '../start';
import { TourCard } from './TourCard';

// Issue 16: a chunk of its own, with the tour's card (FeatureTour.tsx loads it when the tour may show).

export interface TourStepsProps {
  routeId: string;
  /** The tour was closed during this page view (FeatureTour.tsx keeps that across a remount). */
  closedHere: boolean;
  onClosed: () => void;
}

/** spec §2 guided tour of the new header; who sees it: see shouldShowTour. */
export function FeatureTourSteps({ routeId, closedHere, onClosed }: TourStepsProps) {
  const location = useLocation();
  const enabled = useStore($tourEnabled);
  const consent = useStore($consent).status;
  const popup = useStore($popup);
  const world = useStore($world);
  const pageFailed = useStore($pageFailures) > 0;
  const tour = useStore($tours)[FEATURE_TOUR_ID] ?? tourState(FEATURE_TOUR_ID);

  const wanted = shouldShowTour({
    enabled, routeId, world, consent, popup,
    override: readTourOverride(location.search),
    finished: tour.finished,
    closedHere,
    pageFailed,
  });

  useEffect(() => {
    if (wanted && popup === null) {
      startTour(FEATURE_TOUR_ID);
      requestPopup('tour');
    } else if (!wanted && popup === 'tour') {
      releasePopup('tour'); // left the page (or the conditions went away) without finishing
    }
  }, [wanted, popup]);
  // Taken away while on screen (another page, consent reopened): the popup slot is free again.
  useEffect(() => () => releasePopup('tour'), []);

  if (popup !== 'tour' || !wanted) return null;

  const close = () => {
    onClosed();
    releasePopup('tour');
  };
  // spec §4: finishing is stored (the store) and tracked (start.ts listens to $tours).
  const finish = () => {
    finishTour(FEATURE_TOUR_ID);
    close();
  };
  // Skipping also means "do not show it again"; the step tells us where visitors give up.
  const skip = () => {
    void currentTracker()?.track('feature_tour_skipped', { tour: FEATURE_TOUR_ID, step: tour.step + 1 });
    finish();
  };
  const step = Math.min(tour.step, TOUR_STEPS.length - 1);
  const id = TOUR_STEPS[step]?.id;

  return (
    <TourCard
      step={step}
      slider={id === 'schoolTypes' || id === 'subjects' ? id : undefined}
      world={world}
      onNext={() => nextTourStep(FEATURE_TOUR_ID)}
      onBack={() => previousTourStep(FEATURE_TOUR_ID)}
      onSkip={skip}
      onFinish={finish}
    />
  );
}
