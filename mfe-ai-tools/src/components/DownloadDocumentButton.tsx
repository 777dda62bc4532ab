import { downloadAiDocument } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from './download';

export function DownloadDocumentButton({ id, toolId }: { id: number; toolId: string }) {
  const { t } = useTranslation('ai-tools');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await downloadAiDocument(id), `${toolId}-${id}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="tm-button" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {t('downloadPdf')}
      </button>
      {failed && <span role="alert" className="tm-field__error">{t('errors.download')}</span>}
    </>
  );
}
