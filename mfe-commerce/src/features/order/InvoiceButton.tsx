import { useFileDownload, unavailableWhile } from '@teachmarket/shared-kit';
import { downloadInvoice } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';

/** The invoice PDF: fetched with the session (a plain link would not carry the bearer token), then saved. */
export function InvoiceButton({ orderId, number }: { orderId: number; number: string }) {
  const { t } = useTranslation('thank-you-page');
  const { busy, failed, download } = useFileDownload(() => downloadInvoice(orderId), `${number}.pdf`);

  return (
    <div className="tm-order__invoice">
      <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(busy, () => void download())} aria-busy={busy}>
        {busy ? t('invoice.downloading') : t('invoice.download')}
      </button>
      {failed && <p role="alert" className="tm-order__error">{t('invoice.failed')}</p>}
    </div>
  );
}
