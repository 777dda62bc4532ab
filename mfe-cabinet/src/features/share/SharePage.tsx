import { useStore } from '@nanostores/react';
import { EmptyState, ErrorState, href, Link, LoadingState, useQuery, $user, type World } from '@teachmarket/shared-kit';
import { getOwnMaterials } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { cabinetPage } from '../../ui/cabinet-page';
import { CopyLink } from './CopyLink';
import '../../ui/sales.css';
import './share.css';

/** The public address of a path on this site (links are copied to be sent elsewhere). */
const absolute = (path: string) => new URL(path, window.location.origin).toString();

/** spec §2 cabinet /share: links to the seller's author page and published materials, ready to copy. */
export default cabinetPage('cabinet-sales', (t) => ({ title: t('share.title') }), Share, { sellerOnly: true });

function Share({ world }: { world: World }) {
  const { t } = useTranslation('cabinet-sales');
  const user = useStore($user);
  const materials = useQuery(['getOwnMaterials'], () => getOwnMaterials());
  if (!user) return <LoadingState />;
  const published = materials.status === 'success' ? materials.data.items.filter((m) => m.status === 'published') : [];
  return (
    <>
      <p className="tm-settings-note">{t('share.intro')}</p>
      <section className="tm-settings-form" aria-labelledby="share-author">
        <h2 id="share-author">{t('share.authorPage')}</h2>
        <CopyLink id="share-author-url" label={t('share.authorLink')} subject={t('share.authorPage')} url={absolute(href('author', { id: String(user.id), slug: user.slug }, world))} />
      </section>
      <section className="tm-sales-section" aria-labelledby="share-materials">
        <h2 id="share-materials">{t('share.materials')}</h2>
        {materials.status === 'loading' && <LoadingState />}
        {materials.status === 'error' && <ErrorState onRetry={materials.retry} />}
        {materials.status === 'success' && published.length === 0 && (
          <EmptyState action={<Link className="tm-button tm-button--primary" to={href('firstUpload', {}, world)}>{t('sales.upload')}</Link>}>{t('share.none')}</EmptyState>
        )}
        {published.length > 0 && (
          <ul className="tm-share-list">
            {published.map((m) => (
              <li key={m.id} className="tm-settings-form">
                <CopyLink id={`share-material-${m.id}`} label={m.title} url={absolute(href('material', { id: String(m.id), slug: m.slug }, m.world))} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
