import { readTourOverride, shouldShowTour, type TourInput } from '../feature-tour';

const visitor: TourInput = {
  enabled: true, routeId: 'home', world: 'de', override: null, finished: false, consent: 'decided', popup: null, closedHere: false,
};

describe('who sees the feature tour (spec §2)', () => {
  it('shows once to a visitor on the home page of a main world', () => {
    expect(shouldShowTour(visitor)).toBe(true);
    expect(shouldShowTour({ ...visitor, world: 'it' })).toBe(true);
    expect(shouldShowTour({ ...visitor, finished: true })).toBe(false);
  });

  it.each<[string, Partial<TourInput>]>([
    ['a supplementary world', { world: 'nl' }],
    ['another page', { routeId: 'searchResults' }],
    ['a mobile-app or prerender agent', { enabled: false }],
    ['the consent modal open', { consent: 'required' }],
    ['consent not settled yet', { consent: 'unknown' }],
    ['another popup on screen', { popup: 'termsUpcoming' }],
    ['closed in this page view', { closedHere: true }],
    ['the page failed to load (its retry button stays usable, issue 18)', { pageFailed: true }],
  ])('not with %s', (_label, change) => {
    expect(shouldShowTour({ ...visitor, ...change })).toBe(false);
  });

  it('newFeatureTour=1 forces it on (any page, even when finished); 0 forces it off', () => {
    expect(shouldShowTour({ ...visitor, override: 'on', finished: true, routeId: 'searchResults', world: 'nl' })).toBe(true);
    expect(shouldShowTour({ ...visitor, override: 'off' })).toBe(false);
    // Forcing never shows it over the consent modal, to an agent, or again right after closing.
    expect(shouldShowTour({ ...visitor, override: 'on', consent: 'required' })).toBe(false);
    expect(shouldShowTour({ ...visitor, override: 'on', pageFailed: true })).toBe(false);
    expect(shouldShowTour({ ...visitor, override: 'on', enabled: false })).toBe(false);
    expect(shouldShowTour({ ...visitor, override: 'on', closedHere: true })).toBe(false);
  });

  it('reads the query parameter', () => {
    expect(readTourOverride('?newFeatureTour=1')).toBe('on');
    expect(readTourOverride('?q=x&newFeatureTour=0')).toBe('off');
    expect(readTourOverride('?newFeatureTour=maybe')).toBeNull();
    expect(readTourOverride('')).toBeNull();
  });
});
