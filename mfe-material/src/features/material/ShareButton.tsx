import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Share link: the system share sheet where there is one (phones), else copy the URL. `url` may be a
 * path (a server-rendered page does not know the visitor's origin): it is made absolute on click.
 */
export function ShareButton({ url: given, title }: { url: string; title: string }) {
  const { t } = useTranslation('material-page');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [url, setUrl] = useState(given);
  const share = async () => {
    const url = new URL(given, window.location.href).href;
    setUrl(url);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ url, title });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch (error) {
      // The person closing the share sheet is not a failure.
      if ((error as Error)?.name !== 'AbortError') setStatus('failed');
    }
  };
  return (
    <>
      <button type="button" className="tm-button" onClick={share}>
        {t('actions.share')}
      </button>
      {status !== 'idle' && (
        <span role="status" className="tm-material__note">
          {status === 'copied' ? t('actions.linkCopied') : t('actions.shareFailed', { url })}
        </span>
      )}
    </>
  );
}
