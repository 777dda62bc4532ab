import {
  EmptyState, ErrorState, href, Link, LoadingState, type PageProps, type SellerEvaluationsResponse, type SellerFeedback, useQuery,
  type World,
} from '@teachmarket/shared-kit';
import { getSellerEvaluations } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { DataTable } from '../../ui/DataTable';
import { ListPager } from '../../ui/ListPager';
import { readSalesState } from '../../lib/sales-query';
import '../../ui/sales.css';

/** spec §2 cabinet /evaluation: buyers' ratings and comments on the seller's materials, newest first; ?page= is URL state. */
export default function EvaluationPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('cabinet-sales');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('evaluation.title')} sellerOnly wide>
      <Evaluation world={world} page={readSalesState(query).page} />
    </CabinetLayout>
  );
}

function Evaluation({ world, page }: { world: World; page: number }) {
  const { t } = useTranslation('cabinet-sales');
  const data = useQuery(['getSellerEvaluations', page], () => getSellerEvaluations(page));
  if (data.status === 'loading') return <LoadingState />;
  if (data.status === 'error') return <ErrorState onRetry={data.retry} />;
  if (data.data.total === 0 && data.data.materials.length === 0) return <EmptyState>{t('evaluation.empty')}</EmptyState>;
  return <EvaluationView data={data.data} world={world} />;
}

/** "★★★★☆" with the number for screen readers. */
export function Stars({ value }: { value: number }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const full = Math.round(value);
  return (
    <span className="tm-stars" role="img" aria-label={t('evaluation.starsLabel', { value: new Intl.NumberFormat(i18n.language).format(value) })}>
      {'★'.repeat(full)}{'☆'.repeat(5 - full)}
    </span>
  );
}

function EvaluationView({ data, world }: { data: SellerEvaluationsResponse; world: World }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const number = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <>
      <p className="tm-settings-note">{t('evaluation.intro')}</p>
      <section className="tm-sales-section" aria-labelledby="evaluation-materials">
        <h2 id="evaluation-materials">{t('evaluation.perMaterial')}</h2>
        <DataTable
          testId="evaluation-materials"
          rows={data.materials}
          rowKey={(m) => m.id}
          columns={[
            { head: t('sales.material'), unlabelled: true, cell: (m) => <Link to={href('material', { id: String(m.id), slug: m.slug }, m.world)}>{m.title}</Link> },
            {
              head: t('evaluation.average'),
              cell: (m) => (m.ratings > 0 ? <><Stars value={m.average} /> {number.format(m.average)}</> : t('evaluation.noRatings')),
            },
            { head: t('evaluation.ratings'), amount: true, cell: (m) => m.ratings },
            { head: t('evaluation.comments'), amount: true, cell: (m) => m.comments },
          ]}
        />
      </section>
      <section className="tm-sales-section" aria-labelledby="evaluation-latest">
        <h2 id="evaluation-latest">{t('evaluation.latest')}</h2>
        <ul className="tm-feedback-list" data-testid="evaluation-items">
          {data.items.map((f) => <FeedbackItem key={`${f.kind}-${f.id}`} item={f} />)}
        </ul>
        <ListPager
          page={data.page} total={data.total} perPage={data.per_page} label={t('evaluation.latest')}
          to={(page) => href('evaluation', {}, world, { query: { page: page > 1 ? String(page) : null } })}
        />
      </section>
    </>
  );
}

function FeedbackItem({ item }: { item: SellerFeedback }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.createdAt));
  return (
    <li className="tm-feedback">
      <div className="tm-feedback__head">
        <span className="tm-feedback__kind">{item.kind === 'rating' ? t('evaluation.rating') : t('evaluation.comment')}</span>
        {item.stars !== null && <Stars value={item.stars} />}
        <Link to={href('material', { id: String(item.material.id), slug: item.material.slug }, item.material.world)}>{item.material.title}</Link>
      </div>
      {item.text && <p className="tm-feedback__text">{item.text}</p>}
      <p className="tm-settings-note">{t('evaluation.by', { name: item.authorName, date })}</p>
    </li>
  );
}
