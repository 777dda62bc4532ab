import { type SchoolInvitation, useSubmit, unavailableWhile } from '@teachmarket/shared-kit';
import { inviteSchoolMember, withdrawSchoolInvitation } from '@teachmarket/shared-kit/page-api';
import { Field } from '@teachmarket/shared-kit/page-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailInvite } from '../../lib/use-email-invite';
import { Confirm } from './Confirm';

const KNOWN = ['already_invited', 'already_in_school'] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string | null): code is Known => (KNOWN as readonly (string | null)[]).includes(code);

/** The admin invites a colleague by e-mail (POST /v3/schools/invitations). */
export function InviteForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('my-school');
  const { email, setEmail, error, sent, busy, submit, inputRef } = useEmailInvite({
    send: async (value) => {
      await inviteSchoolMember(value);
      onSent();
      return value;
    },
    invalidEmail: t('invite.errors.email'),
    known: (code) => (isKnown(code) ? t(`invite.errors.${code}`) : null),
    failed: t('members.failed'),
  });
  return (
    <section className="tm-my-school__section" aria-labelledby="my-school-invite">
      <h2 id="my-school-invite">{t('invite.title')}</h2>
      <form className="tm-settings-form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="tm-settings-note">{t('invite.intro')}</p>
        <Field id="invite-email" label={t('invite.email')} error={error}>
          <input ref={inputRef} type="email" autoComplete="off" maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        {sent && <p role="status" className="tm-settings-ok">{t('invite.sent', { email: sent })}</p>}
        <button type="submit" className="tm-button tm-button--primary" {...unavailableWhile(busy)}>{t('invite.submit')}</button>
      </form>
    </section>
  );
}

/** Open invitations (admin only), each withdrawable after confirming. */
export function PendingInvitations({ invitations, onChanged }: { invitations: SchoolInvitation[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation('my-school');
  const [confirming, setConfirming] = useState<number | null>(null);
  const { status, busy, run } = useSubmit();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const withdraw = async (id: number) => {
    if ((await run(() => withdrawSchoolInvitation(id))) === undefined) return;
    setConfirming(null);
    onChanged();
  };
  return (
    <section className="tm-my-school__section" aria-labelledby="my-school-invitations">
      <h2 id="my-school-invitations">{t('invitations.title')}</h2>
      {invitations.length === 0 ? <p className="tm-settings-note">{t('invitations.empty')}</p> : (
        <ul className="tm-my-school__list">
          {invitations.map((i) => (
            <li key={i.id} className="tm-my-school__row" data-testid="school-invitation">
              <div>
                <strong>{i.email}</strong>
                <span className="tm-settings-note"> {t('invitations.sent', { date: format.format(new Date(i.createdAt)) })}</span>
                {i.newAccount && <span className="tm-my-school__badge">{t('invitations.newAccount')}</span>}
                {i.expired && <span className="tm-my-school__badge tm-my-school__badge--unverified">{t('invitations.expired')}</span>}
              </div>
              {confirming === i.id ? (
                <Confirm
                  id={`invitation-confirm-${i.id}`} busy={busy} question={t('invitations.confirmWithdraw', { email: i.email })}
                  onConfirm={() => void withdraw(i.id)} onCancel={() => setConfirming(null)}
                />
              ) : (
                <button type="button" className="tm-button" onClick={() => setConfirming(i.id)}>{t('invitations.withdraw')}</button>
              )}
            </li>
          ))}
        </ul>
      )}
      {status === 'failed' && <p role="alert" className="tm-field__error">{t('members.failed')}</p>}
    </section>
  );
}
