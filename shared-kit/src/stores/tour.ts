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
  storage.set(key(tourId), 'true');
  $tours.setKey(tourId, { ...tourState(tourId), finished: true });
}
