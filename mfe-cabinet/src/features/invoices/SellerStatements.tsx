import { ErrorState, formatPrice, LoadingState, useFileDownload, useQuery, type SellerStatement, unavailableWhile } from '@teachmarket/shared-kit';
import { downloadSellerStatement, getSellerStatements } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';

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
    <DataTable
      testId="seller-statements"
      rows={items}
      rowKey={(s) => s.month}
      rowProps={(s) => ({ className: s.running ? 'tm-statement-row--running' : undefined })}
      columns={[
        {
          head: t('money.month'), unlabelled: true,
          cell: (s) => <>{month(s.month)}{s.running && <> <span className="tm-statement-running">{t('statements.running')}</span></>}</>,
        },
        {
          head: t('statements.number'),
          cell: (s) => s.number ?? <span className="tm-muted">{t(s.running ? 'statements.runningNumber' : 'statements.notIssued')}</span>,
        },
        {
          head: t('money.net'), amount: true,
          cell: (s) => (s.totals.length ? s.totals.map((x) => formatPrice(x.net, x.currencyCode)).join(' · ') : <span className="tm-muted">{t('statements.noSalesYet')}</span>),
        },
        { head: t('statements.download'), hiddenHead: true, unlabelled: true, cell: (s) => <StatementDownload statement={s} label={month(s.month)} /> },
      ]}
    />
  );
}

function StatementDownload({ statement, label }: { statement: SellerStatement; label: string }) {
  const { t } = useTranslation('cabinet-sales');
  const fileName = statement.number ?? `statement-${statement.month}${statement.running ? '-provisional' : ''}`;
  const { busy, failed, download } = useFileDownload(() => downloadSellerStatement(statement.month), `${fileName}.pdf`);
  const name = t(statement.running ? 'statements.downloadRunningLabel' : 'statements.downloadLabel', { month: label });
  return (
    <>
      <button type="button" className="tm-button" {...unavailableWhile(busy, () => void download())} aria-busy={busy} aria-label={name}>
        {t('statements.download')}
      </button>
      {failed && <p role="alert" className="tm-field__error">{t('statements.failed')}</p>}
    </>
  );
}
