import { useFileDownload, type SalesExportView, unavailableWhile } from '@teachmarket/shared-kit';
import { downloadSalesExport } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import type { SalesState } from '../../lib/sales-query';

/** The CSV export of the chosen range (fetched with the session, then saved). */
function ExportButton({ state, view }: { state: SalesState; view: SalesExportView }) {
  const { t } = useTranslation('cabinet-sales');
  const name = `teachmarket-${view}-${state.from || 'start'}-${state.to || 'today'}.csv`;
  const { busy, failed, download } = useFileDownload(() => downloadSalesExport(state, view), name);
  return (
    <>
      <button type="button" className="tm-button" {...unavailableWhile(busy, () => void download())} aria-busy={busy}>
        {t(view === 'sales' ? 'money.exportSales' : 'money.exportMonths')}
      </button>
      {failed && <p role="alert" className="tm-field__error">{t('money.exportFailed')}</p>}
    </>
  );
}

export function ExportButtons({ state }: { state: SalesState }) {
  return (
    <div className="tm-sales-export">
      <ExportButton state={state} view="sales" />
      <ExportButton state={state} view="months" />
    </div>
  );
}
