import { DownloadButton, EmptyState, ErrorState, href, Link, LoadingState, MaterialCard, useQuery } from '@teachmarket/shared-kit';
import { getBoughtMaterials } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { cabinetPage } from '../../ui/cabinet-page';
import './bought.css';

/** Bought materials (spec §2 cabinet): what the logged-in buyer owns, with downloads. */
export default cabinetPage('cabinet-materials', (t) => ({ title: t('title'), loginMessage: t('loginRequired') }), BoughtList, { wide: true });

function BoughtList({ world }: { world: string }) {
  const { t } = useTranslation('cabinet-materials');
  const bought = useQuery(['getBoughtMaterials', world], () => getBoughtMaterials());
  if (bought.status === 'loading') return <LoadingState />;
  if (bought.status === 'error') return <ErrorState onRetry={bought.retry} />;
  if (bought.data.items.length === 0) {
    return <EmptyState action={<Link className="tm-button" to={href('home', {}, world)}>{t('discover')}</Link>}>{t('empty')}</EmptyState>;
  }
  return (
    <ul className="tm-grid">
      {bought.data.items.map((m) => (
        <li key={m.id} className="tm-cabinet__item">
          <MaterialCard material={m} world={world} />
          <DownloadButton materialId={m.id} slug={m.slug} />
        </li>
      ))}
    </ul>
  );
}
