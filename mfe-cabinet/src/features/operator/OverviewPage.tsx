import {
  href, Link, type PageProps, useQuery,
} from '@teachmarket/shared-kit';
import { getOperatorOrders, getVerificationRequests } from '@teachmarket/shared-kit/operator';
import { useTranslation } from 'react-i18next';
import { OperatorLayout } from './OperatorLayout';

/** How many are open, or nothing while it loads or when it cannot be read (the section itself says why). */
function OpenCount({ total }: { total: number | null }) {
  const { t } = useTranslation('operator');
  if (total === null) return null;
  return <span className={total > 0 ? 'tm-operator__count tm-operator__count--open' : 'tm-operator__count'}>{t('overview.open', { n: total })}</span>;
}

/** The console's start: each section with what it is for and, for the queues, how much waits. */
export default function OverviewPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('operator');
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('title')}>
      <Sections world={world} />
    </OperatorLayout>
  );
}

function Sections({ world }: { world: string }) {
  const { t } = useTranslation('operator');
  const schools = useQuery(['operatorVerificationRequests', 1], () => getVerificationRequests(1));
  const orders = useQuery(['operatorOrders', 1], () => getOperatorOrders(1));
  const totalOf = (q: typeof schools | typeof orders) => (q.status === 'success' ? q.data.total : null);
  const cards = [
    { route: 'operatorSchools', title: t('nav.schools'), text: t('overview.schools'), total: totalOf(schools) },
    { route: 'operatorOrders', title: t('nav.orders'), text: t('overview.orders'), total: totalOf(orders) },
    { route: 'operatorMoney', title: t('nav.money'), text: t('overview.money'), total: null },
    { route: 'operatorUsers', title: t('nav.users'), text: t('overview.users'), total: null },
    { route: 'operatorAudit', title: t('nav.audit'), text: t('overview.audit'), total: null },
    { route: 'operatorModeration', title: t('nav.moderation'), text: t('overview.moderation'), total: null },
    { route: 'operatorRemotes', title: t('nav.remotes'), text: t('overview.remotes'), total: null },
  ] as const;
  return (
    <>
      <p className="tm-settings-note">{t('overview.intro')}</p>
      <ul className="tm-operator__cards">
        {cards.map((c) => (
          <li key={c.route} className="tm-operator__card">
            <h2><Link to={href(c.route, {}, world)}>{c.title}</Link></h2>
            <p>{c.text}</p>
            <OpenCount total={c.total} />
          </li>
        ))}
      </ul>
    </>
  );
}
