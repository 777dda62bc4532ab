import { formatPrice, type SalesMonth, type SalesTotal, type SellerSale } from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../ui/DataTable';

type Money = Pick<SalesTotal, 'gross' | 'discount' | 'fee' | 'net'> & { currencyCode: string };

/** Gross, discount, fee and net: the same four columns in every table of the page; what is taken off shows with a minus. */
function moneyColumns<Row extends Money>(t: TFunction<'cabinet-sales'>): Column<Row>[] {
  const off = (value: number, row: Row) => (value ? `−${formatPrice(value, row.currencyCode)}` : '—');
  return [
    { head: t('money.gross'), amount: true, cell: (row) => formatPrice(row.gross, row.currencyCode) },
    { head: t('money.discount'), amount: true, cell: (row) => off(row.discount, row) },
    { head: t('money.fee'), amount: true, cell: (row) => off(row.fee, row) },
    { head: t('money.net'), amount: true, className: 'tm-sales-net', cell: (row) => formatPrice(row.net, row.currencyCode) },
  ];
}

/** Per month and currency: what was sold, the seller's own discounts, the platform fee and what the seller earns. */
export function MonthsTable({ months }: { months: SalesMonth[] }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const label = (month: string) => new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <div className="tm-sales-table-wrap">
      <DataTable
        testId="sales-months"
        rows={months}
        rowKey={(m) => `${m.month}-${m.currencyCode}`}
        columns={[
          { head: t('money.month'), unlabelled: true, cell: (m) => label(m.month) },
          { head: t('sales.sales'), amount: true, cell: (m) => m.sales },
          ...moneyColumns<SalesMonth>(t),
        ]}
      />
    </div>
  );
}

/** The sales one by one with their money; the state (awaiting payment, paid, cancelled, refunded) beside the title. */
export function SalesRows({ items, materialLink }: { items: SellerSale[]; materialLink: (s: SellerSale) => ReactNode }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="tm-sales-table-wrap">
      <DataTable
        testId="sales-recent"
        rows={items}
        rowKey={(s) => s.id}
        rowProps={(s) => ({ className: s.state === 'cancelled' || s.state === 'refunded' ? 'tm-sales-row--reversed' : undefined })}
        columns={[
          { head: t('sales.date'), cell: (s) => <time dateTime={s.soldAt}>{date.format(new Date(s.soldAt))}</time> },
          {
            head: t('sales.material'), unlabelled: true,
            cell: (s) => (
              <>
                {materialLink(s)}{' '}
                <span className={`tm-sale-state tm-sale-state--${s.state}`}>{t(`money.states.${s.state}`)}</span>
                {s.fee > 0 && <span className="tm-visually-hidden"> {t('money.feePercent', { percent: s.feePercent })}</span>}
              </>
            ),
          },
          ...moneyColumns<SellerSale>(t),
        ]}
      />
    </div>
  );
}
