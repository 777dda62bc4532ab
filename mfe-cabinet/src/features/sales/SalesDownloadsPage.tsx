import {
  EmptyState, ErrorState, formatPrice, href, Link, LoadingState, type PageProps, type SellerSalesResponse, useNavigate, useQuery,
  type World,
} from '@teachmarket/shared-kit';
import { getSellerSales } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { CabinetLayout } from '../../ui/CabinetLayout';
import { DataTable } from '../../ui/DataTable';
import { BalancePanel } from './BalancePanel';
import { ExportButtons } from './ExportButtons';
import { ListPager } from '../../ui/ListPager';
import { MonthsTable, SalesRows } from './SalesMoney';
import { SalesFilter } from './SalesFilter';
import { readSalesState, salesQuery, type SalesState } from '../../lib/sales-query';
import '../../ui/sales.css';

/** The API's page size of the recent sales (default per_page). */
const PER_PAGE = 20;

/**
 * spec §2 cabinet /sales-downloads, issue 12 "Seller money": the balance and payouts; per material
 * the sales, gross and net (in the material's world's currency) and the downloads of free
 * materials; gross, discount, fee and net per month and per sale (with its state), as CSV too; the
 * date range and the page are URL state.
 */
export default function SalesDownloadsPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('cabinet-sales');
  return (
    <CabinetLayout world={world} routeId={routeId} title={t('sales.title')} sellerOnly wide>
      <Sales world={world} state={readSalesState(query)} />
    </CabinetLayout>
  );
}

function Sales({ world, state }: { world: World; state: SalesState }) {
  const { t } = useTranslation('cabinet-sales');
  const navigate = useNavigate();
  const sales = useQuery(['getSellerSales', state.from, state.to, state.page], () => getSellerSales(state));
  const to = (next: SalesState) => href('salesDownloads', {}, world, { query: salesQuery(next) });
  return (
    <>
      <p className="tm-settings-note">{t('sales.intro')}</p>
      <BalancePanel world={world} />
      <SalesFilter key={`${state.from}/${state.to}`} state={state} onApply={(range) => void navigate(to({ ...range, page: 1 }))} />
      <ExportButtons state={state} />
      {sales.status === 'loading' && <LoadingState />}
      {sales.status === 'error' && <ErrorState onRetry={sales.retry} />}
      {sales.status === 'success' && <SalesView data={sales.data} world={world} pageUrl={(page) => to({ ...state, page })} />}
    </>
  );
}

function SalesView({ data, world, pageUrl }: { data: SellerSalesResponse; world: World; pageUrl: (page: number) => string }) {
  const { t } = useTranslation('cabinet-sales');
  const revenue = data.totals.length ? data.totals.map((x) => formatPrice(x.gross, x.currencyCode)).join(' · ') : '0';
  const net = data.totals.length ? data.totals.map((x) => formatPrice(x.net, x.currencyCode)).join(' · ') : '0';
  const sold = data.totals.reduce((sum, x) => sum + x.sales, 0);
  if (data.materials.length === 0) {
    return <EmptyState action={<Link className="tm-button tm-button--primary" to={href('firstUpload', {}, world)}>{t('sales.upload')}</Link>}>{t('sales.noMaterials')}</EmptyState>;
  }
  return (
    <>
      <dl className="tm-sales-summary" data-testid="sales-summary">
        <div><dt>{t('sales.totalSales')}</dt><dd>{sold}</dd></div>
        <div><dt>{t('sales.totalRevenue')}</dt><dd>{revenue}</dd></div>
        <div><dt>{t('money.net')}</dt><dd>{net}</dd></div>
        <div><dt>{t('sales.totalDownloads')}</dt><dd>{data.downloads}</dd></div>
      </dl>
      <section className="tm-sales-section" aria-labelledby="sales-per-material">
        <h2 id="sales-per-material">{t('sales.perMaterial')}</h2>
        <div className="tm-sales-table-wrap">
          <DataTable
            testId="sales-materials"
            rows={data.materials}
            rowKey={(m) => m.id}
            columns={[
              {
                head: t('sales.material'), unlabelled: true,
                cell: (m) => <><Link to={href('material', { id: String(m.id), slug: m.slug }, m.world)}>{m.title}</Link>{m.isFree && <> <span className="tm-feedback__kind">{t('sales.free')}</span></>}</>,
              },
              { head: t('sales.sales'), amount: true, cell: (m) => (m.isFree ? '—' : m.sales) },
              { head: t('sales.revenue'), amount: true, cell: (m) => (m.isFree ? '—' : formatPrice(m.revenue, m.currencyCode)) },
              { head: t('money.net'), amount: true, cell: (m) => (m.isFree ? '—' : formatPrice(m.net, m.currencyCode)) },
              { head: t('sales.downloads'), amount: true, cell: (m) => (m.isFree ? m.downloads : '—') },
            ]}
          />
        </div>
      </section>
      {data.months.length > 0 && (
        <section className="tm-sales-section" aria-labelledby="sales-months">
          <h2 id="sales-months">{t('money.perMonth')}</h2>
          <MonthsTable months={data.months} />
        </section>
      )}
      <section className="tm-sales-section" aria-labelledby="sales-recent">
        <h2 id="sales-recent">{t('sales.recent')}</h2>
        {data.recent.total === 0 ? (
          <EmptyState>{data.from || data.to ? t('sales.noneInRange') : t('sales.none')}</EmptyState>
        ) : (
          <>
            <SalesRows
              items={data.recent.items}
              materialLink={(s) => <Link to={href('material', { id: String(s.material.id), slug: s.material.slug }, s.material.world)}>{s.material.title}</Link>}
            />
            <ListPager page={data.recent.page} total={data.recent.total} perPage={data.recent.per_page || PER_PAGE} to={pageUrl} label={t('sales.recent')} />
          </>
        )}
      </section>
    </>
  );
}
