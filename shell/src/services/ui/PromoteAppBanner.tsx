import { storage } from '@teachmarket/shared-kit';
import { PROMOTE_APP_DISMISSED_KEY, PROMOTE_APP_ROUTES } from '../promote-app';
import { lazyDialog } from './lazy-dialog';

/** Issue 16: the banner is a chunk of its own, loaded on the pages that show it to a visitor who has not closed it. */
const Banner = lazyDialog(() => import('./PromoteAppBannerView').then((m) => m.PromoteAppBannerView));

export function PromoteAppBanner({ routeId }: { routeId: string }) {
  if (!PROMOTE_APP_ROUTES.has(routeId) || storage.get(PROMOTE_APP_DISMISSED_KEY) === 'true') return null;
  return <Banner />;
}
