import { isMainWorld, type ConsentState } from '@teachmarket/shared-kit';
import { SCHOOL_TYPES } from '@teachmarket/contracts/rules/search';
import { atom } from 'nanostores';
import type { PopupId } from './popups';

/** The tour of the new header (spec §2 guided tour); a new tour gets a new id. */
export const FEATURE_TOUR_ID = 'new_header_2026';

/** spec §2 tour steps: the simplified header, the school-type slider, the subject slider. */
export const TOUR_STEPS = [
  { id: 'header', anchor: '[data-tour-anchor="header-nav"]' },
  { id: 'schoolTypes', anchor: '.tm-header [role="search"]' },
  { id: 'subjects', anchor: '.tm-header [role="search"]' },
] as const;
export type TourStepId = (typeof TOUR_STEPS)[number]['id'];

/** spec §2 school-type enumeration, in the order of the slider. */
export const TOUR_SCHOOL_TYPES = SCHOOL_TYPES;

/** Set by startServices: false for mobile-app and prerender/UI-test agents (spec §1), and in tests that never start the services. */
export const $tourEnabled = atom(false);

export type TourOverride = 'on' | 'off' | null;

/** spec §2: the query parameter newFeatureTour forces the tour on (1) or off (0). */
export function readTourOverride(search: string): TourOverride {
  const value = new URLSearchParams(search).get('newFeatureTour');
  if (value === '1' || value === 'true') return 'on';
  if (value === '0' || value === 'false') return 'off';
  return null;
}

export interface TourInput {
  enabled: boolean;
  routeId: string;
  world: string;
  override: TourOverride;
  finished: boolean;
  consent: ConsentState['status'];
  popup: PopupId | null;
  /** Closed (finished, skipped, left) during this page view. */
  closedHere: boolean;
  /** A remote-failure fallback is on screen (issue 18: the tour waits, its backdrop would cover the retry button). */
  pageFailed?: boolean;
}

/**
 * Who sees the tour: every visitor (logged in or not) on the home page of a main world (the
 * worlds with the new header), once: until finished or skipped. Never mobile-app or prerender
 * agents, never over the consent modal (or before consent is settled), another popup or a page that
 * failed to load (its retry button stays usable; the tour comes once the retry brought the page).
 * ?newFeatureTour=1 shows it on any page even when finished; ?newFeatureTour=0 hides it.
 */
export function shouldShowTour(input: TourInput): boolean {
  if (!input.enabled || input.closedHere || input.override === 'off' || input.pageFailed) return false;
  if (input.consent !== 'decided') return false;
  if (input.popup !== null && input.popup !== 'tour') return false;
  if (input.override === 'on') return true;
  return input.routeId === 'home' && isMainWorld(input.world) && !input.finished;
}
