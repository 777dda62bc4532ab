import { apiErrorBody, Field, inviteColleague, type Referral } from '@teachmarket/shared-kit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The API's refusals the form explains (api/src/routes/referrals/referrals.ts). */
const KNOWN = ['own_email', 'already_invited', 'already_registered', 'rate_limited'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string | null): code is Known => (KNOWN as readonly (string | null)[]).includes(code);

/** Invite a colleague by e-mail: one invitation per address, a limited number per day. */
export function InviteForm({ perDay, onSent }: { perDay: number; onSent: (invitation: Referral) => void }) {
  const { t } = useTranslation('cabinet-materials');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    setSent(null);
    if (!EMAIL.test(value)) return setError(t('invitation.errors.invalidEmail'));
    setBusy(true);
    try {
      const { item } = await inviteColleague(value);
      setSent(item.email ?? value);
      setEmail('');
      setError(null);
      onSent(item);
    } catch (e) {
      const { code, field } = apiErrorBody(e);
      if (isKnown(code)) setError(t(`invitation.errors.${code}`));
      else if (field === 'email') setError(t('invitation.errors.invalidEmail'));
      else setError(t('invitation.errors.failed'));
    }
    setBusy(false);
  };
  return (
    <section aria-labelledby="invitation-invite">
      <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id="invitation-invite">{t('invitation.formTitle')}</h2>
        <Field id="invitation-email" label={t('invitation.email')} error={error} hint={t('invitation.limit', { limit: perDay })}>
          <input type="email" autoComplete="off" maxLength={254} value={email} onChange={(e) => { setEmail(e.target.value); setError(null); }} />
        </Field>
        {sent && <p role="status" className="tm-settings-ok">{t('invitation.sent', { email: sent })}</p>}
        <button type="submit" className="tm-button tm-button--primary" disabled={busy}>{t('invitation.send')}</button>
      </form>
    </section>
  );
}
