import { storage } from '../storage';
import { $tours, finishTour, nextTourStep, previousTourStep, startTour, tourState } from './tour';

beforeEach(() => {
  window.localStorage.clear();
  $tours.set({});
});

describe('$tours (spec §4 feature tour)', () => {
  it('steps forward and back, never below the first step', () => {
    startTour('t');
    nextTourStep('t');
    nextTourStep('t');
    previousTourStep('t');
    expect(tourState('t').step).toBe(1);
    previousTourStep('t');
    previousTourStep('t');
    expect(tourState('t').step).toBe(0);
  });

  it('finishing is stored and seen by listeners as an unfinished -> finished change', () => {
    const changes: [boolean | undefined, boolean | undefined][] = [];
    const stop = $tours.listen((tours, old, key) => changes.push([old?.[key!]?.finished, tours[key!]?.finished]));
    finishTour('t');
    stop();
    expect(storage.get('tour_finished_t')).toBe('true');
    expect(changes).toEqual([[undefined, false], [false, true]]);
  });

  it('a finished tour opened again starts at step 0 and stays finished', () => {
    storage.set('tour_finished_t', 'true');
    nextTourStep('t');
    startTour('t');
    expect(tourState('t')).toEqual({ finished: true, step: 0 });
  });
});
