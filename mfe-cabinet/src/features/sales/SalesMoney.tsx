import { formatPrice, type SalesMonth, type SalesTotal, type SellerSale } from '@teachmarket/shared-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Money = Pick<SalesTotal, 'gross' | 'discount' | 'fee' | 'net'> & { currencyCode: string };

/** Gross, discount, fee and net cells of one row (the same four columns everywhere on the page). */
function MoneyCells({ row }: { row: Money }) {
  const { t } = useTranslation('cabinet-sales');
  const cell = (key: 'gross' | 'discount' | 'fee' | 'net', value: number) => (
    <td className={`tm-amount${key === 'net' ? ' tm-sales-net' : ''}`} data-label={t(`money.${key}`)}>
      {key === 'discount' || key === 'fee' ? (value ? `−${formatPrice(value, row.currencyCode)}` : '—') : formatPrice(value, row.currencyCode)}
    </td>
  );
  return <>{cell('gross', row.gross)}{cell('discount', row.discount)}{cell('fee', row.fee)}{cell('net', row.net)}</>;
}

function MoneyHeads() {
  const { t } = useTranslation('cabinet-sales');
  return (
    <>
      <th scope="col" className="tm-amount">{t('money.gross')}</th>
      <th scope="col" className="tm-amount">{t('money.discount')}</th>
      <th scope="col" className="tm-amount">{t('money.fee')}</th>
      <th scope="col" className="tm-amount">{t('money.net')}</th>
    </>
  );
}

/** Per month and currency: what was sold, the seller's own discounts, the platform fee and what the seller earns. */
export function MonthsTable({ months }: { months: SalesMonth[] }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const label = (month: string) => new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
  return (
    <div className="tm-sales-table-wrap">
      <table className="tm-settings-table" data-testid="sales-months">
        <thead>
          <tr>
            <th scope="col">{t('money.month')}</th>
            <th scope="col" className="tm-amount">{t('sales.sales')}</th>
            <MoneyHeads />
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={`${m.month}-${m.currencyCode}`}>
              <td>{label(m.month)}</td>
              <td className="tm-amount" data-label={t('sales.sales')}>{m.sales}</td>
              <MoneyCells row={m} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The sales one by one with their money; the state (awaiting payment, paid, cancelled, refunded) beside the title. */
export function SalesRows({ items, materialLink }: { items: SellerSale[]; materialLink: (s: SellerSale) => ReactNode }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="tm-sales-table-wrap">
      <table className="tm-settings-table" data-testid="sales-recent">
        <thead>
          <tr>
            <th scope="col">{t('sales.date')}</th>
            <th scope="col">{t('sales.material')}</th>
            <MoneyHeads />
          </tr>
        </thead>
        <tbody>
          {items.map((s) => (
            <tr key={s.id} className={s.state === 'cancelled' || s.state === 'refunded' ? 'tm-sales-row--reversed' : undefined}>
              <td data-label={t('sales.date')}><time dateTime={s.soldAt}>{date.format(new Date(s.soldAt))}</time></td>
              <td>
                {materialLink(s)}{' '}
                <span className={`tm-sale-state tm-sale-state--${s.state}`}>{t(`money.states.${s.state}`)}</span>
                {s.fee > 0 && <span className="tm-visually-hidden"> {t('money.feePercent', { percent: s.feePercent })}</span>}
              </td>
              <MoneyCells row={s} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
