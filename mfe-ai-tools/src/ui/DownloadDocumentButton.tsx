import { useFileDownload, unavailableWhile } from '@teachmarket/shared-kit';
import { downloadAiDocument } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';

export function DownloadDocumentButton({ id, toolId }: { id: number; toolId: string }) {
  const { t } = useTranslation('ai-tools');
  const { busy, failed, download } = useFileDownload(() => downloadAiDocument(id), `${toolId}-${id}.pdf`);
  return (
    <>
      {/* Issue 20: aria-disabled while the file is fetched (disabled would drop focus to the page body). */}
      <button type="button" className="tm-button" {...unavailableWhile(busy, () => void download())} aria-busy={busy}>
        {t('downloadPdf')}
      </button>
      {failed && <span role="alert" className="tm-field__error">{t('errors.download')}</span>}
    </>
  );
}
