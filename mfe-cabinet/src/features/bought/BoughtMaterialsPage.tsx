import { useStore } from '@nanostores/react';
import { $session, DownloadButton, EmptyState, ErrorState, getBoughtMaterials, href, LoadingState, MaterialCard, useApi, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './bought.css';

/** Bought materials (spec §2 cabinet): what the logged-in buyer owns, with downloads. */
export default function BoughtMaterialsPage({ world }: PageProps) {
  const { t } = useTranslation(['cabinet-materials', 'common']);
  const session = useStore($session);
  // Until the shell has validated the session, nobody is known to be logged in or out.
  if (session.status === 'validating') return <LoadingState />;
  if (session.status !== 'loggedIn') {
    return (
      <div className="tm-cabinet">
        <h1 className="tm-page-title">{t('title')}</h1>
        <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('common:login')}</Link>}>
          {t('loginRequired')}
        </EmptyState>
      </div>
    );
  }
  return <BoughtList world={world} />;
}

function BoughtList({ world }: { world: string }) {
  const { t } = useTranslation('cabinet-materials');
  const bought = useApi((signal) => getBoughtMaterials(signal), [world]);
  return (
    <div className="tm-cabinet">
      <h1 className="tm-page-title">{t('title')}</h1>
      {bought.status === 'loading' && <LoadingState />}
      {bought.status === 'error' && <ErrorState onRetry={bought.retry} />}
      {bought.status === 'success' &&
        (bought.data.items.length === 0 ? (
          <EmptyState action={<Link className="tm-button" to={href('home', {}, world)}>{t('discover')}</Link>}>{t('empty')}</EmptyState>
        ) : (
          <ul className="tm-grid">
            {bought.data.items.map((m) => (
              <li key={m.id} className="tm-cabinet__item">
                <MaterialCard material={m} world={world} />
                <DownloadButton materialId={m.id} slug={m.slug} />
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
