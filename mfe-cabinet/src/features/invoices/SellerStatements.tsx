import {
  downloadSellerStatement, ErrorState, formatPrice, getSellerStatements, LoadingState, useFileDownload, useQuery, type SellerStatement,
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/**
 * A seller's tax documents (issue 12): the running month first, as a provisional statement of the
 * sales so far (never numbered: it can still change), then the monthly payout statement
 * (self-billed credit note) of every closed month with earned sales, numbered on the first download.
 */
export function SellerStatements() {
  const { t } = useTranslation('cabinet-sales');
  const statements = useQuery(['getSellerStatements'], () => getSellerStatements());
  return (
    <section className="tm-statements" aria-labelledby="seller-statements">
      <h2 id="seller-statements">{t('statements.title')}</h2>
      <p className="tm-settings-note">{t('statements.intro')}</p>
      {statements.status === 'loading' && <LoadingState lines={2} />}
      {statements.status === 'error' && <ErrorState onRetry={statements.retry} />}
      {statements.status === 'success' && (statements.data.items.length === 0
        ? <p>{t('statements.empty')}</p>
        : <StatementTable items={statements.data.items} />)}
      {statements.status === 'success' && statements.data.items.some((s) => s.running) && (
        <p className="tm-settings-note">{t('statements.runningNote')}</p>
      )}
    </section>
  );
}

function StatementTable({ items }: { items: SellerStatement[] }) {
  const { t, i18n } = useTranslation('cabinet-sales');
  const month = (m: string) => new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
  return (
    <table className="tm-settings-table" data-testid="seller-statements">
      <thead>
        <tr>
          <th scope="col">{t('money.month')}</th>
          <th scope="col">{t('statements.number')}</th>
          <th scope="col" className="tm-amount">{t('money.net')}</th>
          <th scope="col"><span className="tm-visually-hidden">{t('statements.download')}</span></th>
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.month} className={s.running ? 'tm-statement-row--running' : undefined}>
            <td>
              {month(s.month)}
              {s.running && <> <span className="tm-statement-running">{t('statements.running')}</span></>}
            </td>
            <td data-label={t('statements.number')}>
              {s.number ?? <span className="tm-muted">{t(s.running ? 'statements.runningNumber' : 'statements.notIssued')}</span>}
            </td>
            <td className="tm-amount" data-label={t('money.net')}>
              {s.totals.length ? s.totals.map((x) => formatPrice(x.net, x.currencyCode)).join(' · ') : <span className="tm-muted">{t('statements.noSalesYet')}</span>}
            </td>
            <td><StatementDownload statement={s} label={month(s.month)} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StatementDownload({ statement, label }: { statement: SellerStatement; label: string }) {
  const { t } = useTranslation('cabinet-sales');
  const fileName = statement.number ?? `statement-${statement.month}${statement.running ? '-provisional' : ''}`;
  const { busy, failed, download } = useFileDownload(() => downloadSellerStatement(statement.month), `${fileName}.pdf`);
  const name = t(statement.running ? 'statements.downloadRunningLabel' : 'statements.downloadLabel', { month: label });
  return (
    <>
      <button type="button" className="tm-button" onClick={() => void download()} disabled={busy} aria-busy={busy} aria-label={name}>
        {t('statements.download')}
      </button>
      {failed && <p role="alert" className="tm-field__error">{t('statements.failed')}</p>}
    </>
  );
}
