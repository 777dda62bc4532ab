/**
 * spec §1: mobile-app and prerender/UI-test agents are detected and skip consent, tracking and
 * popups. The app's web view adds "TeachmarketApp" to its user agent; prerender services and
 * test browsers announce themselves (HeadlessChrome is kept out: our own e2e runs must see consent).
 */
const MOBILE_APP = /TeachmarketApp/i;
const PRERENDER_OR_UI_TEST = /Prerender|Googlebot|bingbot|Lighthouse|Chrome-Lighthouse|TeachmarketUiTest/i;

export const isMobileApp = (ua: string): boolean => MOBILE_APP.test(ua);
export const isPrerenderOrUiTest = (ua: string): boolean => PRERENDER_OR_UI_TEST.test(ua);

/** True when consent, tracking and popups must stay off for this agent. */
export const skipsVisitorServices = (ua: string): boolean => isMobileApp(ua) || isPrerenderOrUiTest(ua);
