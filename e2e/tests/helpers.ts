import { expect, type Page, type Route } from '@playwright/test';

export const REMOTE_PAGES = [
  { remote: 'mfe_catalog', path: '/de', heading: /Unterrichtsmaterial|Lehrkräfte/i },
  { remote: 'mfe_material', path: null, heading: null },
  { remote: 'mfe_author', path: null, heading: null },
  { remote: 'mfe_cabinet', path: '/de/bought-materials', heading: null },
  { remote: 'mfe_commerce', path: '/de/shopping-cart', heading: null },
  { remote: 'mfe_ai_tools', path: '/de/ki-tools', heading: null },
  { remote: 'mfe_interactive', path: '/de/interactive', heading: null },
  { remote: 'mfe_info', path: '/de/help', heading: null },
] as const;

/** Waits until the page area shows the given remote's page (not the fallback, not the skeleton). */
export async function expectRemote(page: Page, remote: string) {
  await expect(page.locator(`.tm-remote[data-remote="${remote}"]`)).toBeVisible();
}

/** Aborts every request whose URL matches, until the returned function is called. */
export async function block(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const handler = (route: Route) => route.abort('connectionfailed');
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}
