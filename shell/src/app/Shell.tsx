import { $world, useBrowserStore, useHydrated, type World } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { ServicesLayer } from '../services/ui/ServicesLayer';
import type { RegistryProblem } from '../registry/registry';
import type { RuntimeConfig } from '../config/runtime-config';
import { RouteView } from './RouteView';
import { StatusRegion } from './StatusRegion';
import { useCartCountAnnouncement } from './cart-announcement';
import { TermsPrompt } from '../session/TermsPrompt';
import { AuthErrorBanner } from '../session/AuthErrorBanner';
import { ImpersonationBanner } from '../session/ImpersonationBanner';

export interface ShellProps {
  config: RuntimeConfig;
  registryProblems: RegistryProblem[];
  initialWorld: World;
  firstVisit: boolean;
}

export function Shell({ config, registryProblems, initialWorld, firstVisit }: ShellProps) {
  const { t } = useTranslation('common');
  // The server's $world is the process's, not the request's: the first pass uses the world this page was resolved to.
  const world = useBrowserStore($world, initialWorld) || initialWorld;
  const blocking = registryProblems.filter((p) => p.code !== 'override_rejected');
  useCartCountAnnouncement();
  // Issue 15: what depends on this browser (stored consent, session, popups) renders after hydration.
  const hydrated = useHydrated();
  return (
    <div className="tm-app">
      <Header world={world} apiUrl={config.apiUrl} />
      {hydrated && blocking.length > 0 && (
        <div className="tm-banner tm-banner--warning" role="status" data-testid="registry-problems">
          {t('registryError')}
        </div>
      )}
      {hydrated && <AuthErrorBanner />}
      {hydrated && <ImpersonationBanner />}
      <main id="main" className="tm-main" tabIndex={-1}>
        <RouteView config={config} fallbackWorld={initialWorld} firstVisit={firstVisit} />
      </main>
      <Footer world={world} />
      {hydrated && <TermsPrompt world={world} />}
      {hydrated && <ServicesLayer />}
      <StatusRegion />
    </div>
  );
}
