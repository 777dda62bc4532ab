import { map } from 'nanostores';
import { storage } from '../storage';

/** spec §4 Feature tour: each tour is finished or not and has a current step. */
export interface TourState {
  finished: boolean;
  step: number;
}

const key = (tourId: string) => `tour_finished_${tourId}`;

export const $tours = map<Record<string, TourState>>({});

export function tourState(tourId: string): TourState {
  return $tours.get()[tourId] ?? { finished: storage.get(key(tourId)) === 'true', step: 0 };
}

export function nextTourStep(tourId: string): void {
  const state = tourState(tourId);
  $tours.setKey(tourId, { ...state, step: state.step + 1 });
}

/** spec §4: finishing is stored locally (tracking listens to $tours in the shell). */
export function finishTour(tourId: string): void {
  const state = tourState(tourId);
  // The listener sees an unfinished -> finished change (an entry first, when none was loaded yet).
  if (!$tours.get()[tourId]) $tours.setKey(tourId, state);
  storage.set(key(tourId), 'true');
  $tours.setKey(tourId, { ...state, finished: true });
}

/** Back one step (never below the first). */
export function previousTourStep(tourId: string): void {
  const state = tourState(tourId);
  $tours.setKey(tourId, { ...state, step: Math.max(0, state.step - 1) });
}

/** A tour (re)opens at its first step; whether it was finished before stays as stored. */
export function startTour(tourId: string): void {
  $tours.setKey(tourId, { ...tourState(tourId), step: 0 });
}
