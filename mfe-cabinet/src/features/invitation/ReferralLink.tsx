import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The personal sign-up link, with a copy button (and the text selected when the clipboard is not available). */
export function ReferralLink({ link }: { link: string }) {
  const { t } = useTranslation('cabinet-materials');
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('ok');
    } catch {
      input.current?.select();
      setCopied('failed');
    }
  };
  return (
    <section className="tm-settings-form" aria-labelledby="invitation-link">
      <h2 id="invitation-link">{t('invitation.linkTitle')}</h2>
      <div className="tm-field">
        <label htmlFor="referral-link">{t('invitation.linkLabel')}</label>
        <div className="tm-invitation__copy">
          <input id="referral-link" ref={input} type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="tm-button" onClick={() => void copy()}>{t('invitation.copy')}</button>
        </div>
      </div>
      <p role="status" className={copied === 'failed' ? 'tm-field__error' : 'tm-settings-ok'}>
        {copied === 'ok' ? t('invitation.copied') : copied === 'failed' ? t('invitation.copyFailed') : ''}
      </p>
    </section>
  );
}
