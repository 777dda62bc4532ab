import { useStore } from '@nanostores/react';
import { $user, type SchoolMember, useSubmit } from '@teachmarket/shared-kit';
import { removeSchoolMember, transferSchoolAdmin } from '@teachmarket/shared-kit/page-api';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirm } from './Confirm';
import { refreshUser } from '../../lib/refresh-user';

type Pending = { kind: 'remove' | 'transfer'; member: SchoolMember } | null;

/** The school's members, the admin first; the admin removes members or hands over the admin role (after confirming). */
export function Members({ members, isAdmin, onChanged }: { members: SchoolMember[]; isAdmin: boolean; onChanged: () => void }) {
  const { t } = useTranslation('my-school');
  const me = useStore($user)?.id;
  const [pending, setPending] = useState<Pending>(null);
  const { status, busy, run } = useSubmit();
  // s16 QA2: after cancel the focus goes back to the button that asked, after a change to the list's heading.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusTo, setFocusTo] = useState<string | null>(null);
  useEffect(() => {
    if (focusTo === null) return;
    (focusTo === 'heading' ? heading.current : buttons.current.get(focusTo))?.focus();
    setFocusTo(null);
  }, [focusTo]);
  const keep = (key: string) => (el: HTMLButtonElement | null) => { if (el) buttons.current.set(key, el); else buttons.current.delete(key); };
  const confirm = async ({ kind, member }: NonNullable<Pending>) => {
    const done = await run(async () => {
      if (kind === 'remove') return removeSchoolMember(member.id);
      const answer = await transferSchoolAdmin(member.id);
      // spec §3 schoolAccount.role changes for the current user: the session's user is read again.
      await refreshUser();
      return answer;
    });
    if (done === undefined) return;
    setPending(null);
    setFocusTo('heading');
    onChanged();
  };
  return (
    <section className="tm-my-school__section" aria-labelledby="my-school-members">
      <h2 id="my-school-members" tabIndex={-1} ref={heading}>{t('members.title')}</h2>
      <ul className="tm-my-school__list">
        {members.map((m) => (
          <li key={m.id} className="tm-my-school__row" data-testid="school-member">
            <div>
              <strong>{m.publicName}</strong>{m.id === me && <> {t('members.you')}</>}
              {m.email && <span className="tm-settings-note"> {m.email}</span>}
              {m.role === 'master' && <span className="tm-my-school__badge">{t('members.admin')}</span>}
            </div>
            {isAdmin && m.id !== me && pending?.member.id !== m.id && (
              <div className="tm-my-school__actions">
                <button ref={keep(`transfer-${m.id}`)} type="button" className="tm-button" onClick={() => setPending({ kind: 'transfer', member: m })}>{t('members.makeAdmin')}</button>
                <button ref={keep(`remove-${m.id}`)} type="button" className="tm-button" onClick={() => setPending({ kind: 'remove', member: m })}>{t('members.remove')}</button>
              </div>
            )}
            {pending?.member.id === m.id && (
              <Confirm
                id={`member-confirm-${m.id}`} busy={busy} onConfirm={() => void confirm(pending)} onCancel={() => { setPending(null); setFocusTo(`${pending.kind}-${m.id}`); }}
                question={t(pending.kind === 'remove' ? 'members.confirmRemove' : 'members.confirmTransfer', { name: m.publicName })}
              />
            )}
          </li>
        ))}
      </ul>
      {status === 'failed' && <p role="alert" className="tm-field__error">{t('members.failed')}</p>}
    </section>
  );
}
