import { match, useLocation } from '@teachmarket/shared-kit';
import { ConsentModal } from './ConsentModal';
import { FeatureTour } from './FeatureTour';
import { PersonalisationPopup } from './PersonalisationPopup';
import { PromoteAppBanner } from './PromoteAppBanner';
import { TermsUpdatePopup } from './TermsUpdatePopup';

/** The shell's overlays: consent modal, popups, promote-app banner (mounted once in Shell). */
export function ServicesLayer() {
  const location = useLocation();
  const routeId = match(location.pathname).routeId;
  return (
    <>
      <PromoteAppBanner routeId={routeId} />
      <ConsentModal routeId={routeId} />
      <PersonalisationPopup />
      <FeatureTour routeId={routeId} />
      <TermsUpdatePopup routeId={routeId} />
    </>
  );
}
