import { useTranslation } from 'react-i18next';
import { downloadMaterial } from '../api/endpoints/catalog';
import { useFileDownload } from './file-download';
import { unavailableWhile } from './unavailable';

/** Downloads a bought material's PDF (the request carries the session, so a plain link would not do). */
export function DownloadButton({ materialId, slug, primary = false }: { materialId: number; slug: string; primary?: boolean }) {
  const { t } = useTranslation(['cabinet-materials', 'common']);
  const { busy, failed, download } = useFileDownload(() => downloadMaterial(materialId), `${slug}.pdf`);

  return (
    <>
      <button type="button" className={`tm-button${primary ? ' tm-button--primary' : ''}`} {...unavailableWhile(busy, () => void download())} aria-busy={busy || undefined} data-testid="download">
        {t('download')}
      </button>
      {failed && (
        <span role="alert" className="tm-fav__error">
          {t('common:apiError.title')}
        </span>
      )}
    </>
  );
}
