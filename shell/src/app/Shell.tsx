import { useStore } from '@nanostores/react';
import { $world, ClientOnly, type World } from '@teachmarket/shared-kit';
import { useEffect } from 'react';
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

// The server's $world belongs to the process, which renders every request: there the page's own world is used.
const ON_SERVER = typeof window === 'undefined';

export function Shell({ config, registryProblems, initialWorld, firstVisit }: ShellProps) {
  const { t } = useTranslation('common');
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the branch is fixed for the life of the process
  const world = ON_SERVER ? initialWorld : useStore($world) || initialWorld;
  const blocking = registryProblems.filter((p) => p.code !== 'override_rejected');
  useCartCountAnnouncement();
  // Issue 15: what depends on this browser (stored consent, session, popups) renders after hydration,
  // each in a ClientOnly leaf: the pass after hydration re-renders those, not the whole page.
  return (
    <div className="tm-app">
      <Header world={world} apiUrl={config.apiUrl} />
      <ClientOnly>
        {blocking.length > 0 && (
          <div className="tm-banner tm-banner--warning" role="status" data-testid="registry-problems">
            {t('registryError')}
          </div>
        )}
        <AuthErrorBanner />
        <ImpersonationBanner />
      </ClientOnly>
      <main id="main" className="tm-main" tabIndex={-1}>
        <RouteView config={config} fallbackWorld={initialWorld} firstVisit={firstVisit} />
      </main>
      <Footer world={world} />
      <ClientOnly>
        <TermsPrompt world={world} />
        <ServicesLayer />
        <InteractiveMarker />
      </ClientOnly>
      <StatusRegion />
    </div>
  );
}

/**
 * Issue 15: `#root[data-interactive]` once the browser has taken the page over (after hydrating the
 * server's HTML and committing the second pass, or after its own first render); tests and tools wait
 * for it before they type or press keys.
 */
function InteractiveMarker() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-interactive', 'true');
  }, []);
  return null;
}
