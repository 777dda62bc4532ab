import { formatPrice, href, invalidateQueries, Link, type OperatorUserDetail, type PageProps, useQuery } from '@teachmarket/shared-kit';
import { QueryView } from '@teachmarket/shared-kit/page-ui';
import { getOperatorUser, lockUser, resendConfirmation, unlockUser } from '@teachmarket/shared-kit/operator';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { actionError, dateTime } from './action-error';
import { ConfirmStep } from './ConfirmStep';
import { OperatorLayout } from './OperatorLayout';
import { UserState } from './UserState';
import { useNotice } from './use-notice';

const AFTER_ACTION = ['operatorUser', 'operatorUsers', 'operatorAudit'];

/** Issue 19: one user: account, roles, school, lock, the newest orders; login-as, lock / unlock, confirmation mail again. */
export default function UserPage({ world, routeId, params }: PageProps) {
  const { t } = useTranslation('operator');
  const id = Number(params.id);
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('user.title', { id })}>
      <p><Link to={href('operatorUsers', {}, world)}>{t('user.back')}</Link></p>
      <Detail id={id} world={world} />
    </OperatorLayout>
  );
}

function Detail({ id, world }: { id: number; world: string }) {
  const detail = useQuery(['operatorUser', id], () => getOperatorUser(id));
  // The outcome of the last action lives above the account: the account is read again after each
  // action (and shows its skeleton meanwhile), and the message must outlast that.
  const { notice, show, ref: noticeRef } = useNotice();
  // Issue 20 (2.4.3): the button that was pressed goes away with the skeleton while the account is read
  // again, and lock swaps itself for unlock. So focus goes to the outcome message at once, and once the
  // new account is shown to the button of the new state (`next`, e.g. unlock after lock) if there is
  // one; never the page body.
  const [refocus, setRefocus] = useState<{ next: string; after: unknown } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const shown = detail.status === 'success' ? detail.data : undefined;
  useEffect(() => {
    if (!refocus || shown === undefined || shown === refocus.after) return;
    setRefocus(null);
    if (refocus.next) area.current?.querySelector<HTMLElement>(`[data-action="${refocus.next}"]`)?.focus();
  }, [refocus, shown]);
  const onDone = (text: string, next: string | null) => {
    show(text);
    setRefocus({ next: next ?? '', after: shown });
  };
  return (
    <>
      <p className="tm-settings-ok" role="status" tabIndex={-1} ref={noticeRef}>{notice}</p>
      <div ref={area}>
        <QueryView query={detail}>{({ item }) => <Account detail={item} world={world} onDone={onDone} />}</QueryView>
      </div>
    </>
  );
}

function Account({ detail, world, onDone }: { detail: OperatorUserDetail; world: string; onDone: (text: string, next: string | null) => void }) {
  const { t, i18n } = useTranslation('operator');
  const { user, school } = detail;
  /** Runs an action; `next` names the button that takes focus once the account is read again. */
  const run = async (action: () => Promise<unknown>, done: string, next: string) => {
    try {
      await action();
      onDone(done, next);
      invalidateQueries(...AFTER_ACTION);
      return null;
    } catch (error) {
      const { message, stale } = actionError(t, error, AFTER_ACTION);
      if (!stale) return message;
      // The account changed meanwhile (it is read again): the message says so and takes focus after.
      onDone(message, null);
      return null;
    }
  };
  const isOperator = user.roles.includes('operator');
  return (
    <>
      <section className="tm-operator__item" aria-labelledby="operator-user-name">
        <h2 id="operator-user-name">{user.name}</h2>
        <dl className="tm-operator__facts">
          <div><dt>{t('users.email')}</dt><dd>{user.email}</dd></div>
          <div><dt>{t('users.state')}</dt><dd><UserState user={user} /></dd></div>
          <div><dt>{t('users.roles')}</dt><dd>{user.roles.map((r) => t(`roles.${r}`)).join(', ') || '–'}</dd></div>
          <div><dt>{t('user.confirmed')}</dt><dd>{user.confirmed ? t('user.yes') : t('user.no')}</dd></div>
          <div><dt>{t('user.world')}</dt><dd>{user.world.toUpperCase()}</dd></div>
          <div><dt>{t('users.registered')}</dt><dd>{dateTime(i18n.language, user.createdAt)}</dd></div>
          <div>
            <dt>{t('user.school')}</dt>
            <dd>{school ? `${school.name} (${t(`roles.${school.role === 'master' ? 'school_admin' : 'school_member'}`)}, ${school.verified ? t('user.verified') : t('user.notVerified')})` : t('user.noSchool')}</dd>
          </div>
        </dl>
        {user.lockedAt && <p className="tm-operator__locked">{t('user.lockedSince', { date: dateTime(i18n.language, user.lockedAt, true), reason: detail.lockedReason ?? '' })}</p>}
        <div className="tm-operator__actions">
          {/* Login-as (spec §6) is the shell's page: this leads there for this user, and the page asks to
              confirm before the operator's session is swapped. Not for operators (the API refuses) or
              locked accounts (no login of any kind). */}
          {!isOperator && !user.lockedAt && (
            <Link className="tm-button" to={href('loginAs', {}, world, { query: { user: String(user.id) } })}>{t('user.loginAs')}</Link>
          )}
          {!isOperator && !user.lockedAt && (
            <ConfirmStep danger name="lock" label={t('user.lock')} question={t('user.lockQuestion', { email: user.email })} reasonLabel={t('confirm.reason')}
              onConfirm={(reason) => run(() => lockUser(user.id, reason), t('user.didLock'), 'unlock')} />
          )}
          {user.lockedAt && (
            <ConfirmStep name="unlock" label={t('user.unlock')} question={t('user.unlockQuestion', { email: user.email })}
              onConfirm={() => run(() => unlockUser(user.id), t('user.didUnlock'), 'lock')} />
          )}
          {!user.confirmed && (
            <ConfirmStep name="resend" label={t('user.resend')} question={t('user.resendQuestion', { email: user.email })}
              onConfirm={() => run(() => resendConfirmation(user.id), t('user.resent', { email: user.email }), 'resend')} />
          )}
        </div>
      </section>
      <Orders detail={detail} />
    </>
  );
}

function Orders({ detail }: { detail: OperatorUserDetail }) {
  const { t, i18n } = useTranslation('operator');
  const { orders, ordersTotal } = detail;
  return (
    <section className="tm-operator__section" aria-labelledby="operator-user-orders">
      <h2 id="operator-user-orders">{t('user.orders')}</h2>
      {orders.length === 0 ? <p className="tm-settings-note">{t('user.noOrders')}</p> : (
        <>
          {ordersTotal > orders.length && <p className="tm-settings-note">{t('user.ordersShown', { shown: orders.length, all: ordersTotal })}</p>}
          <DataTable
            testId="operator-user-orders"
            rows={orders}
            rowKey={(o) => o.id}
            columns={[
              { head: t('orders.invoice'), unlabelled: true, cell: (o) => <strong>{o.invoiceNumber}</strong> },
              { head: t('user.ordered'), cell: (o) => dateTime(i18n.language, o.createdAt) },
              { head: t('orders.total'), amount: true, cell: (o) => formatPrice(o.total, o.currencyCode) },
              { head: t('user.state'), cell: (o) => t(`orderState.${o.status}`) },
            ]}
          />
        </>
      )}
    </section>
  );
}
