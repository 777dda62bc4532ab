/** spec §2: the promote-app banner appears only on these pages. */
export const PROMOTE_APP_ROUTES: ReadonlySet<string> = new Set(['searchResults', 'material', 'schoolLanding', 'favourites', 'thankYou']);
/** Closing the banner is remembered in this key. */
export const PROMOTE_APP_DISMISSED_KEY = 'promoteAppDismissed';
