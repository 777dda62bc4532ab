import { type Referral, unavailableWhile } from '@teachmarket/shared-kit';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { inviteColleague } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { useEmailInvite } from '../../lib/use-email-invite';

/** The API's refusals the form explains (api/src/routes/referrals/referrals.ts). */
const KNOWN = ['own_email', 'already_invited', 'already_registered', 'rate_limited'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string | null): code is Known => (KNOWN as readonly (string | null)[]).includes(code);

/** Invite a colleague by e-mail: one invitation per address, a limited number per day. */
export function InviteForm({ perDay, onSent }: { perDay: number; onSent: (invitation: Referral) => void }) {
  const { t } = useTranslation('cabinet-materials');
  const { email, setEmail, error, sent, busy, submit, inputRef } = useEmailInvite({
    send: async (value) => {
      const { item } = await inviteColleague(value);
      onSent(item);
      return item.email ?? value;
    },
    invalidEmail: t('invitation.errors.invalidEmail'),
    known: (code) => (isKnown(code) ? t(`invitation.errors.${code}`) : null),
    failed: t('invitation.errors.failed'),
  });
  return (
    <section aria-labelledby="invitation-invite">
      <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
        <h2 id="invitation-invite">{t('invitation.formTitle')}</h2>
        <Field id="invitation-email" label={t('invitation.email')} error={error} hint={t('invitation.limit', { limit: perDay })}>
          <input ref={inputRef} type="email" autoComplete="off" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        {sent && <p role="status" className="tm-settings-ok">{t('invitation.sent', { email: sent })}</p>}
        <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{t('invitation.send')}</button>
      </form>
    </section>
  );
}
