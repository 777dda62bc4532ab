import { href, Link, MaterialCard, type RecommendationInfo } from '@teachmarket/shared-kit';
import { getRecommendation, recordRecommendationVisit } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './account-links.css';
import { ReadTokenLinkPage } from './token-link-page';

/** spec §2 /:world/recommendation/:token: who recommended which material, with their message. */
export function RecommendationPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation('service-pages');
  return (
    <ReadTokenLinkPage world={world} token={token} read={getRecommendation} id="recommendation-title" title={t('links.recommend.title')}>
      {(info) => <Recommended world={world} token={token} info={info} />}
    </ReadTokenLinkPage>
  );
}

function Recommended({ world, token, info }: { world: string; token: string; info: RecommendationInfo }) {
  const { t } = useTranslation('service-pages');
  const recorded = useRef(false);
  const m = info.material;
  useEffect(() => {
    // The visit is recorded once the page is shown to a person (a mail scanner's GET is not a visit);
    // a failure to count it must not bother the reader.
    if (recorded.current) return;
    recorded.current = true;
    recordRecommendationVisit(token).catch(() => undefined);
  }, [token]);
  return (
    <div className="tm-account__link-material">
      <p>{t('links.recommend.by', { name: info.senderName })}</p>
      {info.message && (
        <figure className="tm-account__quote">
          <figcaption>{t('links.recommend.messageLabel', { name: info.senderName })}</figcaption>
          <blockquote>{info.message}</blockquote>
        </figure>
      )}
      <MaterialCard material={m} world={world} />
      <Link className="tm-button tm-button--primary" to={href('material', { id: String(m.id), slug: m.slug }, world)}>
        {t('links.openMaterial')}
      </Link>
    </div>
  );
}
