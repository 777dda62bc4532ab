import { useFileDownload, type Order, unavailableWhile } from '@teachmarket/shared-kit';
import { downloadInvoice } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';

/** The PDF needs the session (a plain link would not carry the bearer token): fetched, then saved. */
export function InvoiceDownload({ order }: { order: Order }) {
  const { t } = useTranslation('cabinet-settings');
  const { busy, failed, download } = useFileDownload(() => downloadInvoice(order.id), `${order.invoice.number}.pdf`);
  return (
    <>
      <button type="button" className="tm-button" {...unavailableWhile(busy, () => void download())} aria-busy={busy}
        aria-label={t('invoices.downloadLabel', { number: order.invoice.number })}>
        {t('invoices.download')}
      </button>
      {failed && <p role="alert" className="tm-field__error">{t('invoices.downloadFailed')}</p>}
    </>
  );
}
