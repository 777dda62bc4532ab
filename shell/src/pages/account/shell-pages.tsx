import { lazy, Suspense, type ReactNode } from 'react';
import { PageSkeleton } from '../../layout/PageSkeleton';

/** Shell-owned routes (app 'shell' in the route table) that have a screen; others show 404. */
const SHELL_PAGE_ROUTES = [
  'login', 'register', 'registerConfirm', 'forgotPassword', 'passwordRecovery', 'unsubscribe', 'mailingUnsubscribe',
  'unsubscribeByLink', 'unfollowAuthor', 'changeCountry', 'completeRegistration', 'changeEmailConfirm',
  'freeMaterialDownload', 'recommendation', 'loginAs', 'authorize', 'microsoftRedirect',
] as const;
export type ShellPageRoute = (typeof SHELL_PAGE_ROUTES)[number];
const isShellPageRoute = (routeId: string): routeId is ShellPageRoute => (SHELL_PAGE_ROUTES as readonly string[]).includes(routeId);

/**
 * Issue 16: the account screens and their route table are one chunk loaded when one of them is opened,
 * not part of every page's first view (they were ~10 KB gzip of the shell's bootstrap). The route table
 * names them, so the page server could preload the chunk; the skeleton shows meanwhile (and while the
 * account namespaces load: react-i18next suspends).
 */
const AccountPage = lazy(() => import(/* webpackChunkName: "account-pages" */ './account-pages').then((m) => ({ default: m.AccountPage })));

/** The screen of a shell-owned route, or null when the route has none. Keyed by route: a new route is a new screen. */
export function shellPage(routeId: string, world: string, params: Record<string, string>): ReactNode | null {
  if (!isShellPageRoute(routeId)) return null;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <AccountPage key={routeId} routeId={routeId} world={world} params={params} />
    </Suspense>
  );
}
