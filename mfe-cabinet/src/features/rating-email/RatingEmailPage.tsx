import {
  apiErrorBody, ErrorState, href, Link, LoadingState, type PageProps, type RatingLinkInfo, type RatingLinkResult, resizedImage, useQuery,
  type World,
} from '@teachmarket/shared-kit';
import { RATING_TEXT_MAX } from '@teachmarket/contracts/rules/referrals';
import { getRatingLink, rateThroughLink } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { LinkProblem, type LinkProblemCode } from './LinkProblem';
import { RatingForm } from './RatingForm';
import './rating-email.css';

type Loaded = { kind: 'ready'; info: RatingLinkInfo } | { kind: 'problem'; code: LinkProblemCode };

/** A 410 (unknown, used, expired token) or 404 (material gone) is an answer the page explains, not an error to retry. */
function problemOf(error: unknown): LinkProblemCode | null {
  const { status, code } = apiErrorBody(error);
  if (status === 404) return 'gone';
  if (status === 410 && (code === 'token_used' || code === 'token_expired')) return code;
  if (status === 410 || status === 400) return 'token_invalid';
  return null;
}

/**
 * spec §2 cabinet "rating email landing": the page the "how did you like this material?" mail links
 * to (?token=…). The token proves the purchase, so it works without a login (the API explains why).
 */
export default function RatingEmailPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('material-feedbacks');
  const token = query.get('token') ?? '';
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('ratingEmail.title')} openToAnonymous>
      <div className="tm-rating-email">
        {token ? <RatingLink world={world} token={token} /> : <LinkProblem world={world} code="missing" />}
      </div>
    </CabinetLayout>
  );
}

function RatingLink({ world, token }: { world: World; token: string }) {
  const loaded = useQuery<Loaded>(['getRatingLink', token], () => getRatingLink(token).then(
        (info): Loaded => ({ kind: 'ready', info }),
        (error: unknown): Loaded => {
          const code = problemOf(error);
          if (!code) throw error;
          return { kind: 'problem', code };
        },
      ));
  const [done, setDone] = useState<RatingLinkResult | null>(null);
  const [problem, setProblem] = useState<LinkProblemCode | null>(null);
  if (loaded.status === 'loading') return <LoadingState lines={4} />;
  if (loaded.status === 'error') return <ErrorState onRetry={loaded.retry} />;
  if (loaded.data.kind === 'problem') return <LinkProblem world={world} code={loaded.data.code} />;
  if (problem) return <LinkProblem world={world} code={problem} />;
  if (done) return <Thanks world={world} result={done} />;
  const { info } = loaded.data;
  return (
    <>
      <MaterialHead info={info} />
      <RatingForm
        earlier={info.rating}
        textMax={RATING_TEXT_MAX}
        onSubmit={async (body) => {
          try {
            setDone(await rateThroughLink(token, body));
            return true;
          } catch (error) {
            const code = problemOf(error);
            if (code) setProblem(code);
            return code !== null;
          }
        }}
      />
    </>
  );
}

function MaterialHead({ info }: { info: RatingLinkInfo }) {
  const { t } = useTranslation(['material-feedbacks', 'common']);
  const m = info.material;
  return (
    <div className="tm-rating-email__material">
      {m.firstPreviewImage ? (
        <img className="tm-rating-email__preview" src={resizedImage(m.firstPreviewImage.watermarked, 'card')} alt={t('ratingEmail.previewAlt', { title: m.title })} width={160} height={120} />
      ) : (
        <div className="tm-rating-email__preview" aria-hidden="true" />
      )}
      <div>
        <h2 className="tm-rating-email__title">{m.title}</h2>
        <p className="tm-settings-note">{t('common:by', { name: m.author.publicName })}</p>
        <p>{t('ratingEmail.intro')}</p>
      </div>
    </div>
  );
}

function Thanks({ world, result }: { world: World; result: RatingLinkResult }) {
  const { t } = useTranslation('material-feedbacks');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is replaced: move the focus to the answer, so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  const m = result.material;
  return (
    <section className="tm-settings-form" aria-labelledby="rating-email-thanks">
      <h2 id="rating-email-thanks" ref={heading} tabIndex={-1}>{t('ratingEmail.thanks')}</h2>
      <p>{t('ratingEmail.thanksBody', { title: m.title })}</p>
      <Link className="tm-button tm-button--primary" to={href('material', { id: String(m.id), slug: m.slug }, world)}>{t('ratingEmail.toMaterial')}</Link>
    </section>
  );
}
