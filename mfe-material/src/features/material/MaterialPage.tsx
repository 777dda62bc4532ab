import {
  ErrorState, FollowButton, getMaterial, href, Link, LoadingState, type Material, type PageProps, reportMaterial, resizedImage,
  useNavigate, useQuery, useSession, useUser,
} from '@teachmarket/shared-kit';
import { MATERIAL_REPORT_REASONS } from '@teachmarket/contracts/rules/material-talk';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FreeDownloadForm } from './FreeDownloadForm';
import { RecommendForm } from './RecommendForm';
import { BuyBox } from './BuyBox';
import { Details } from './Details';
import { Feedback } from './Feedback';
import { Gallery } from './Gallery';
import { NotFound } from '../../ui/NotFound';
import { Related } from './Related';
import { ReportButton } from './ReportButton';
import { useMaterialHead } from './use-material-head';
import './material.css';

/** Issue 19: a logged-in reader who is not its author reports the material to the operators. */
function ReportMaterial({ material }: { material: Material }) {
  const { t } = useTranslation('material-page');
  const loggedIn = useSession().status === 'loggedIn';
  const user = useUser();
  if (!loggedIn || !user || user.id === material.author.id) return null;
  return (
    <ReportButton label={t('report.material')} title={t('report.materialTitle', { title: material.title })} reasons={MATERIAL_REPORT_REASONS}
      send={(reason, text) => reportMaterial(material.id, reason, text)} />
  );
}

function MaterialView({ material: m, world }: { material: Material; world: string }) {
  const { t } = useTranslation(['material-page', 'common']);
  // The path: the server does not know the visitor's origin; what shares or publishes it makes it absolute.
  const pageUrl = href('material', { id: String(m.id), slug: m.slug }, world);
  useMaterialHead(m, pageUrl);
  return (
    <article className="tm-material">
      <div className="tm-material__media">
        <Gallery previews={m.previews.length ? m.previews : m.firstPreviewImage ? [m.firstPreviewImage] : []} title={m.title} />
      </div>
      <div className="tm-material__main">
        {m.bestInCategories.length > 0 && (
          <p className="tm-material__badges">
            {m.bestInCategories.map((c) => (
              <span key={c} className="tm-pill tm-pill--best">
                {c}
              </span>
            ))}
          </p>
        )}
        <h1 className="tm-page-title">{m.title}</h1>
        <div className="tm-material__author">
          {m.author.imagePath && <img src={resizedImage(m.author.imagePath, 'avatar')} alt="" width={32} height={32} />}
          <Link to={href('author', { id: String(m.author.id), slug: m.author.slug }, world)}>{t('common:by', { name: m.author.publicName })}</Link>
          <FollowButton authorId={m.author.id} world={world} />
        </div>
        <BuyBox material={m} world={world} pageUrl={pageUrl} />
        <div className="tm-material__links">
          <FreeDownloadForm material={m} />
          <RecommendForm material={m} />
          <ReportMaterial material={m} />
        </div>
        <Details material={m} world={world} />
      </div>
      <div className="tm-material__wide">
        <Feedback materialId={m.id} authorId={m.author.id} summary={m.rating} world={world} />
        <Related material={m} world={world} />
      </div>
    </article>
  );
}

/** Material page (issue 7): a wrong slug goes to the canonical one; an unknown id is the 404 page (noindex). */
export default function MaterialPage({ world, params }: PageProps) {
  const id = params.id ?? '';
  const navigate = useNavigate();
  const result = useQuery(['getMaterial', id, world], () => getMaterial(id));
  const canonicalSlug = result.status === 'success' ? result.data.item.slug : null;

  useEffect(() => {
    if (canonicalSlug !== null && canonicalSlug !== params.slug) {
      navigate(href('material', { id, slug: canonicalSlug }, world), { replace: true });
    }
  }, [canonicalSlug, params.slug, id, world, navigate]);

  if (result.status === 'loading') return <LoadingState lines={6} />;
  if (result.status === 'error') {
    return result.error.code === 'not_found' || result.error.status === 400 ? <NotFound world={world} /> : <ErrorState onRetry={result.retry} />;
  }
  return <MaterialView material={result.data.item} world={world} />;
}
