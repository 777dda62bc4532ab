import {
  downloadSellerStatement, ErrorState, formatPrice, getSellerStatements, LoadingState, useApi, useFileDownload, type SellerStatement,
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/**
 * A seller's tax documents (issue 12): the monthly payout statement (self-billed credit note) of
 * every closed month with earned sales; its sequential number is issued on the first download.
 */
export function SellerStatements() {
  const { t } = useTranslation('cabinet-sales');
  const statements = useApi((signal) => getSellerStatements(signal), []);
  return (
    <section className="tm-statements" aria-labelledby="seller-statements">
      <h2 id="seller-statements">{t('statements.title')}</h2>
      <p className="tm-settings-note">{t('statements.intro')}</p>
      {statements.status === 'loading' && <LoadingState lines={2} />}
      {statements.status === 'error' && <ErrorState onRetry={statements.retry} />}
      {statements.status === 'success' && (statements.data.items.length === 0
        ? <p>{t('statements.empty')}</p>
        : <StatementTable items={statements.data.items} />)}
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
          <tr key={s.month}>
            <td>{month(s.month)}</td>
            <td data-label={t('statements.number')}>{s.number ?? <span className="tm-muted">{t('statements.notIssued')}</span>}</td>
            <td className="tm-amount" data-label={t('money.net')}>{s.totals.map((x) => formatPrice(x.net, x.currencyCode)).join(' · ')}</td>
            <td><StatementDownload statement={s} label={month(s.month)} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StatementDownload({ statement, label }: { statement: SellerStatement; label: string }) {
  const { t } = useTranslation('cabinet-sales');
  const { busy, failed, download } = useFileDownload(() => downloadSellerStatement(statement.month), `${statement.number ?? `statement-${statement.month}`}.pdf`);
  return (
    <>
      <button type="button" className="tm-button" onClick={() => void download()} disabled={busy} aria-busy={busy} aria-label={t('statements.downloadLabel', { month: label })}>
        {t('statements.download')}
      </button>
      {failed && <p role="alert" className="tm-field__error">{t('statements.failed')}</p>}
    </>
  );
}
