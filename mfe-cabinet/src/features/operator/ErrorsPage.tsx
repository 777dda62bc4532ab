import { EmptyState, href, Link, type PageProps, useQuery } from '@teachmarket/shared-kit';
import { QueryView } from '@teachmarket/shared-kit/page-ui';
import { getClientErrors } from '@teachmarket/shared-kit/operator';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';

type ClientErrorGroup = Awaited<ReturnType<typeof getClientErrors>>['groups'][number];
import { dateTime } from './action-error';
import { OperatorLayout } from './OperatorLayout';

/** The time windows the view offers (hours). */
const WINDOWS = [1, 24, 168] as const;

/** Reports per hour as a row of bars (the newest hour last), with the numbers for screen readers. */
function Hours({ group }: { group: ClientErrorGroup }) {
  const { t, i18n } = useTranslation('operator');
  const max = Math.max(...group.perHour.map((h) => h.count), 1);
  const hour = (iso: string) => new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'numeric', hour: 'numeric' }).format(new Date(iso));
  return (
    <ul className="tm-operator__hours" aria-label={t('clientErrors.perHour')}>
      {group.perHour.map((h) => (
        <li key={h.hour} title={`${hour(h.hour)}: ${h.count}`}>
          <span className="tm-operator__bar" style={{ height: `${Math.max(12, (h.count / max) * 100)}%` }} aria-hidden="true" />
          <span className="tm-visually-hidden">{t('clientErrors.hourCount', { hour: hour(h.hour), count: h.count })}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue 19 "errors and slowness": what the browsers reported (client errors, remote load failures
 * per remote and version, slow requests), grouped, newest hours last, so a bad canary stands out.
 */
export default function ErrorsPage({ world, routeId, query }: PageProps) {
  const { t, i18n } = useTranslation('operator');
  const asked = Number(query.get('hours'));
  const hours = (WINDOWS as readonly number[]).includes(asked) ? asked : 24;
  const errors = useQuery(['operatorErrors', hours], () => getClientErrors(hours), { freshFor: 15_000 });
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('nav.clientErrors')}>
      <nav className="tm-operator__windows" aria-label={t('clientErrors.window')}>
        {WINDOWS.map((h) => (
          <Link key={h} to={href('operatorErrors', {}, world, { query: { hours: h } })} aria-current={h === hours ? 'page' : undefined}>
            {t('clientErrors.lastHours', { count: h })}
          </Link>
        ))}
      </nav>
      <QueryView query={errors}>
        {({ groups, total }) => (groups.length === 0 ? <EmptyState>{t('clientErrors.empty')}</EmptyState> : (
          <>
            <p>{t('clientErrors.total', { count: total })}</p>
            <DataTable
              testId="operator-errors"
              rows={groups}
              rowKey={(g) => `${g.code}|${g.remote ?? ''}|${g.version ?? ''}`}
              columns={[
                { head: t('clientErrors.kind'), unlabelled: true, cell: (g) => <strong>{t(`clientErrors.kinds.${g.code}` as 'clientErrors.kinds.client_error', { defaultValue: g.code })}</strong> },
                { head: t('clientErrors.remote'), cell: (g) => g.remote ?? '–' },
                { head: t('clientErrors.version'), cell: (g) => g.version ?? '–' },
                { head: t('clientErrors.count'), cell: (g) => g.count },
                { head: t('clientErrors.worlds'), cell: (g) => (g.worlds.length ? g.worlds.join(', ') : '–') },
                { head: t('clientErrors.last'), cell: (g) => <time dateTime={g.lastAt}>{dateTime(i18n.language, g.lastAt, true)}</time> },
                { head: t('clientErrors.perHour'), unlabelled: true, cell: (g) => <Hours group={g} /> },
                { head: t('clientErrors.message'), cell: (g) => <span className="tm-operator__message">{g.message}</span> },
              ]}
            />
          </>
        ))}
      </QueryView>
    </OperatorLayout>
  );
}
