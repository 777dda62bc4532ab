import { IOS_APP_STORE_URL, type QueryInput, type RouteId } from '@teachmarket/shared-kit';
import type en from '../../../../locales/en/info.json';

/** Every information route drawn by ContentPage; its text is `info:pages.<id>`. */
export type ContentPageId = keyof (typeof en)['pages'];
type CtaLabel = keyof (typeof en)['cta'];

/** A call to action: a route of the table (built with href) or, for the app, the store link. */
export type Cta =
  | { label: CtaLabel; to: RouteId; params?: Readonly<Record<string, string>>; query?: QueryInput }
  | { label: CtaLabel; external: string };

/**
 * spec §2 "Information", "Seller info", "Step pages": which links each page offers, primary first.
 * Title and two sections come from the info namespace, the lead paragraph from meta:<id>.description
 * (the same sentence search engines show for the page).
 */
export const CONTENT_PAGES: Readonly<Record<ContentPageId, readonly Cta[]>> = {
  imprint: [{ label: 'help', to: 'help' }],
  partners: [{ label: 'help', to: 'help' }],
  team: [{ label: 'openPositions', to: 'jobs' }],
  podcast: [{ label: 'blog', to: 'home', params: { tab: 'blog' } }],
  magazine: [{ label: 'blog', to: 'home', params: { tab: 'blog' } }],
  // spec §1: "A promote-app banner links to an iOS store" — the app page offers the same store.
  appLanding: [{ label: 'appStore', external: IOS_APP_STORE_URL }],
  jobs: [{ label: 'applicantPrivacy', to: 'gdprJobs' }],
  gdprJobs: [{ label: 'openPositions', to: 'jobs' }],
  impact: [{ label: 'sell', to: 'materialSharing' }],
  history: [{ label: 'browse', to: 'searchResults' }],
  offers: [{ label: 'freeMaterials', to: 'searchResults', query: { price: 'free' } }],
  recommendations: [{ label: 'browse', to: 'searchResults', query: { sort: 'rating' } }],
  homeschooling: [{ label: 'browse', to: 'searchResults' }],
  inclusiveLessons: [{ label: 'browse', to: 'searchResults' }],
  climateAction: [{ label: 'browse', to: 'searchResults' }],
  areYouOk: [{ label: 'kids', to: 'areYouOkKids' }],
  areYouOkKids: [{ label: 'adults', to: 'areYouOk' }],
  standWithUkraine: [{ label: 'browse', to: 'searchResults' }],
  donate: [{ label: 'help', to: 'help' }],
  fonts: [{ label: 'sell', to: 'materialSharing' }],
  apiPage: [{ label: 'help', to: 'help' }],
  prizeDraw: [{ label: 'prizeDrawTerms', to: 'prizeDrawTerms' }],
  prizeDrawTerms: [{ label: 'prizeDraw', to: 'prizeDraw' }],
  teacherReferral: [{ label: 'invite', to: 'share' }],
  // Seller onboarding: material-sharing → step-upload → step-name → first upload (cabinet).
  materialSharing: [{ label: 'upload', to: 'firstUpload' }, { label: 'steps', to: 'stepUpload' }],
  stepUpload: [{ label: 'nextStep', to: 'stepName' }],
  stepName: [{ label: 'upload', to: 'firstUpload' }],
};

export const CONTENT_PAGE_IDS = Object.keys(CONTENT_PAGES) as ContentPageId[];

export function isContentPageId(id: string): id is ContentPageId {
  return Object.hasOwn(CONTENT_PAGES, id);
}
