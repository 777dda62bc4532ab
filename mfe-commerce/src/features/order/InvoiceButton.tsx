import { downloadInvoice } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The invoice PDF: fetched with the session (a plain link would not carry the bearer token), then saved. */
export function InvoiceButton({ orderId, number }: { orderId: number; number: string }) {
  const { t } = useTranslation('thank-you-page');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const url = URL.createObjectURL(await downloadInvoice(orderId));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${number}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tm-order__invoice">
      <button type="button" className="tm-button tm-button--primary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? t('invoice.downloading') : t('invoice.download')}
      </button>
      {failed && <p role="alert" className="tm-order__error">{t('invoice.failed')}</p>}
    </div>
  );
}
