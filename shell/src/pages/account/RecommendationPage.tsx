import { ErrorState, getRecommendation, href, LoadingState, MaterialCard, recordRecommendationVisit, type RecommendationInfo } from '@teachmarket/shared-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './account-links.css';
import { Link } from 'react-router';
import { useMessage } from './messages';
import { useTokenLink } from './use-token-link';

/** spec §2 /:world/recommendation/:token: who recommended which material, with their message. */
export function RecommendationPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation('service-pages');
  const msg = useMessage();
  const { state, retry } = useTokenLink(getRecommendation, token);
  return (
    <section className="tm-account" aria-labelledby="recommendation-title" aria-busy={state.status === 'loading'}>
      <h1 id="recommendation-title">{t('links.recommend.title')}</h1>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' && <ErrorState onRetry={retry} />}
      {state.status === 'failed' && (
        <>
          <p role="alert">{msg(state.key)}</p>
          <Link className="tm-button" to={href('home', {}, world)}>{t('mailLink.toHome')}</Link>
        </>
      )}
      {state.status === 'ready' && <Recommended world={world} token={token} info={state.data} />}
    </section>
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
