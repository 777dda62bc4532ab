import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadMaterial } from '../api/endpoints/catalog';

/** Downloads a bought material's PDF (the request carries the session, so a plain link would not do). */
export function DownloadButton({ materialId, slug, primary = false }: { materialId: number; slug: string; primary?: boolean }) {
  const { t } = useTranslation(['cabinet-materials', 'common']);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const blob = await downloadMaterial(materialId);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${slug}.pdf`;
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
    <>
      <button type="button" className={`tm-button${primary ? ' tm-button--primary' : ''}`} onClick={() => void download()} disabled={busy} data-testid="download">
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
