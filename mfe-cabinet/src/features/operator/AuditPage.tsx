import { type AuditEntry, EmptyState, href, Link, type PageProps, useQuery } from '@teachmarket/shared-kit';
import { QueryView } from '@teachmarket/shared-kit/page-ui';
import { getAuditLog } from '@teachmarket/shared-kit/operator';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { ListPager } from '../../ui/ListPager';
import { dateTime } from './action-error';
import { OperatorLayout } from './OperatorLayout';

/** The state before or after as the API stored it: readable JSON (nothing to show: a dash). */
const shown = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value, null, 2));

/** Issue 19: what operators did, newest first (operator_audit: who, when, what, before and after). */
export default function AuditPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('operator');
  const page = Math.max(1, Number(query.get('page')) || 1);
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('nav.audit')}>
      <Log world={world} page={page} />
    </OperatorLayout>
  );
}

function Subject({ entry, world }: { entry: AuditEntry; world: string }) {
  const { t } = useTranslation('operator');
  const { type, id } = entry.subject;
  if (id === null) return <>–</>;
  const text = t(`audit.subjects.${type}`, { id });
  return type === 'user' ? <Link to={href('operatorUser', { id }, world)}>{text}</Link> : <>{text}</>;
}

function Log({ world, page }: { world: string; page: number }) {
  const { t, i18n } = useTranslation('operator');
  const log = useQuery(['operatorAudit', page], () => getAuditLog(page));
  // Action names are codes (order.mark_paid); the texts live under audit.actions with "_" for ".".
  const actionText = (action: string) => t(`audit.actions.${action.replace(/\./g, '_')}` as 'audit.actions.order_mark_paid', { defaultValue: action });
  return (
    <QueryView query={log}>
      {({ items, total, per_page }) => (items.length === 0 ? <EmptyState>{t('audit.empty')}</EmptyState> : (
        <>
          <DataTable
            testId="operator-audit"
            rows={items}
            rowKey={(e) => e.id}
            columns={[
              { head: t('audit.action'), unlabelled: true, cell: (e) => <strong>{actionText(e.action)}</strong> },
              { head: t('audit.subject'), cell: (e) => <Subject entry={e} world={world} /> },
              { head: t('audit.when'), cell: (e) => <time dateTime={e.createdAt}>{dateTime(i18n.language, e.createdAt, true)}</time> },
              { head: t('audit.who'), cell: (e) => e.operator.email },
              {
                head: t('audit.change'), unlabelled: true, cell: (e) => (
                  <details className="tm-operator__change">
                    <summary>{t('audit.change')}</summary>
                    <div className="tm-operator__diff">
                      <div><h3>{t('audit.before')}</h3><pre>{shown(e.before)}</pre></div>
                      <div><h3>{t('audit.after')}</h3><pre>{shown(e.after)}</pre></div>
                    </div>
                  </details>
                ),
              },
            ]}
          />
          <ListPager page={page} total={total} perPage={per_page} label={t('nav.audit')} to={(p) => href('operatorAudit', {}, world, { query: { page: p } })} />
        </>
      ))}
    </QueryView>
  );
}
