import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A public URL in a read-only field with a copy button; the result is announced (role=status).
 * `subject` names what the link leads to in the button's accessible name (s17 QA3: a page of "Copy
 * link" buttons told a screen reader nothing apart); default: the field's label.
 */
export function CopyLink({ id, label, url, subject = label }: { id: string; label: string; url: string; subject?: string }) {
  const { t } = useTranslation('cabinet-sales');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className="tm-share-link">
      <label htmlFor={id}>{label}</label>
      <div className="tm-share-link__row">
        <input id={id} type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="tm-button" onClick={() => void copy()} aria-label={t('share.copyNamed', { name: subject })} aria-describedby={status === 'idle' ? undefined : `${id}-status`}>
          {t('share.copy')}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className={status === 'failed' ? 'tm-field__error' : 'tm-settings-ok'}>
        {status === 'copied' ? t('share.copied') : status === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </div>
  );
}
