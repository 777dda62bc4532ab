import { type FreeDownloadInfo, href, Link, MaterialCard, saveBlob, unavailableWhile } from '@teachmarket/shared-kit';
import { downloadFreeMaterial, getFreeDownload } from '@teachmarket/shared-kit/page-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './account-links.css';
import { useMessage } from './messages';
import { ReadTokenLinkPage } from './token-link-page';
import { apiErrorOf, tokenErrorKey, type MessageKey } from './validate';

/**
 * spec §2 /:world/free-material-download/:token: the free material someone asked for by e-mail.
 * The link works a few times within its lifetime (api free-download.ts), so the page can be reopened.
 */
export function FreeMaterialDownloadPage({ world, token }: { world: string; token: string }) {
  const { t } = useTranslation('service-pages');
  return (
    <ReadTokenLinkPage world={world} token={token} read={getFreeDownload} id="free-title" title={t('links.free.title')}>
      {(info) => <Download world={world} token={token} info={info} />}
    </ReadTokenLinkPage>
  );
}

function Download({ world, token, info }: { world: string; token: string; info: FreeDownloadInfo }) {
  const { t, i18n } = useTranslation('service-pages');
  const msg = useMessage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageKey | 'retry' | null>(null);
  const m = info.material;

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      saveBlob(await downloadFreeMaterial(token), `${m.slug}.pdf`);
    } catch (error) {
      const { status, code } = await apiErrorOf(error);
      setProblem(status === 410 ? tokenErrorKey(code) : 'retry');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tm-account__link-material">
      <MaterialCard material={m} world={world} showFavourite={false} />
      <p>{t('links.free.validUntil', { date: new Date(info.expiresAt).toLocaleDateString(i18n.language) })}</p>
      <button type="button" className="tm-button tm-button--primary" {...unavailableWhile(busy, () => void download())}>
        {t('links.free.download')}
      </button>
      {problem && <p role="alert">{problem === 'retry' ? t('links.free.downloadFailed') : msg(problem)}</p>}
      <p className="tm-account__links">
        <Link to={href('material', { id: String(m.id), slug: m.slug }, world)}>{t('links.openMaterial')}</Link>
      </p>
    </div>
  );
}
