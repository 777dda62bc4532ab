import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Share link: the system share sheet where there is one (phones), else copy the URL. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('material-page');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const share = async () => {
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
