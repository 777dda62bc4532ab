import { defineRoutes } from './define';

/** An indexable information page that exists in every world (spec §2 "Information"). */
const info = <const P extends string>(path: P) => ({ app: 'mfe_info', path, index: 'index', switchable: true }) as const;

/**
 * spec §2 "Information", "Seller info", "Step pages". Where the spec names a page without a path
 * (imprint, partners, podcast, ...) the path is the page's name in kebab-case.
 */
export const infoRoutes = defineRoutes({
  help: info('/help'),
  faq: info('/info/questions'),
  terms: info('/info/terms-and-conditions'),
  imprint: info('/imprint'),
  partners: info('/partners'),
  // spec §2: "team /team-{world}"
  team: info('/team-{world}'),
  podcast: info('/podcast'),
  magazine: info('/magazine'),
  appLanding: info('/app'),
  jobs: info('/jobs'),
  // "GDPR jobs": the data-protection notice for applicants, under the jobs page
  gdprJobs: info('/jobs/gdpr'),
  impact: info('/impact'),
  history: info('/teacher-marketplace-history'),
  offers: info('/offers'),
  recommendations: info('/recommendations'),
  homeschooling: info('/homeschooling'),
  inclusiveLessons: info('/inclusive-lessons'),
  climateAction: info('/climate-action'),
  // spec §2: "mental health (/are-you-ok and /are-you-ok/kids)"
  areYouOk: info('/are-you-ok'),
  areYouOkKids: info('/are-you-ok/kids'),
  // a campaign name: the same in every world
  standWithUkraine: { ...info('/standwithukraine'), fixedPath: true },
  donate: info('/donate'),
  // spec §2: "fonts/tools": one page
  fonts: info('/fonts'),
  // spec §2: "API page (noindex)": public, its links lead to indexable pages, so noindex-follow
  apiPage: { ...info('/api'), index: 'noindex-follow', fixedPath: true },
  // spec §2: "de-only prize-draw terms and landing (/gewinnspiel/...)"
  prizeDraw: { ...info('/gewinnspiel'), switchable: false, worlds: ['de'] },
  prizeDrawTerms: { ...info('/gewinnspiel/teilnahmebedingungen'), switchable: false, worlds: ['de'] },
  // spec §2: "es-only teacher referral landing /es/invita-docentes"
  teacherReferral: { ...info('/invita-docentes'), switchable: false, worlds: ['es'] },
  // spec §2: "Seller info: /material-sharing. Step pages: /step-upload, /step-name."
  materialSharing: info('/material-sharing'),
  stepUpload: info('/step-upload'),
  stepName: info('/step-name'),
});

/** spec §2: "Terms page anchors" — use as href('terms', {}, world, { hash }). */
export const TERMS_ANCHORS = ['data_protection', 'terms-of-use', 'terms-of-task-completing', 'withdrawal-provisions'] as const;
export type TermsAnchor = (typeof TERMS_ANCHORS)[number];

/** spec §1 "A promote-app banner links to an iOS store": the one store link (banner and /app page). */
export const IOS_APP_STORE_URL = 'https://apps.apple.com/search?term=Teachmarket';
