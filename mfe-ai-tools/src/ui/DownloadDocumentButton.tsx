import { downloadAiDocument, useFileDownload } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

export function DownloadDocumentButton({ id, toolId }: { id: number; toolId: string }) {
  const { t } = useTranslation('ai-tools');
  const { busy, failed, download } = useFileDownload(() => downloadAiDocument(id), `${toolId}-${id}.pdf`);
  return (
    <>
      <button type="button" className="tm-button" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {t('downloadPdf')}
      </button>
      {failed && <span role="alert" className="tm-field__error">{t('errors.download')}</span>}
    </>
  );
}
