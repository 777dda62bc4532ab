import { EmptyState, href, Link, type PageProps, useNavigate, useQuery } from '@teachmarket/shared-kit';
import { Field, QueryView } from '@teachmarket/shared-kit/page-ui';
import { searchUsers } from '@teachmarket/shared-kit/operator';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../ui/DataTable';
import { ListPager } from '../../ui/ListPager';
import { dateTime } from './action-error';
import { OperatorLayout } from './OperatorLayout';
import { UserState } from './UserState';

/** Issue 19: find a user by e-mail address, name or id; the search and the page are URL state (shareable, back button). */
export default function UsersPage({ world, routeId, query }: PageProps) {
  const { t } = useTranslation('operator');
  const q = query.get('q')?.trim() ?? '';
  const page = Math.max(1, Number(query.get('page')) || 1);
  return (
    <OperatorLayout world={world} routeId={routeId} title={t('nav.users')}>
      <SearchForm key={q} world={world} initial={q} />
      <Results world={world} q={q} page={page} />
    </OperatorLayout>
  );
}

function SearchForm({ world, initial }: { world: string; initial: string }) {
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const [q, setQ] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(href('operatorUsers', {}, world, q.trim() ? { query: { q: q.trim() } } : {}));
  };
  return (
    <form role="search" className="tm-operator__search" onSubmit={submit}>
      <Field id="operator-user-search" label={t('users.search')}>
        <input type="search" maxLength={200} autoComplete="off" value={q} onChange={(e) => setQ(e.target.value)} />
      </Field>
      <button type="submit" className="tm-button tm-button--primary">{t('users.submit')}</button>
    </form>
  );
}

function Results({ world, q, page }: { world: string; q: string; page: number }) {
  const { t, i18n } = useTranslation('operator');
  const users = useQuery(['operatorUsers', q, page], () => searchUsers(q, page));
  return (
    <QueryView query={users}>
      {({ items, total, per_page }) => (
        <section aria-labelledby="operator-users-results" className="tm-operator__section">
          <h2 id="operator-users-results">{q ? t('users.results', { q }) : t('users.newest')}</h2>
          {items.length === 0 ? <EmptyState>{t('users.empty', { q })}</EmptyState> : (
            <DataTable
              testId="operator-users"
              rows={items}
              rowKey={(u) => u.id}
              columns={[
                { head: t('users.email'), unlabelled: true, cell: (u) => <Link to={href('operatorUser', { id: u.id }, world)}>{u.email}</Link> },
                { head: t('users.name'), cell: (u) => u.name },
                { head: t('users.roles'), cell: (u) => u.roles.map((r) => t(`roles.${r}`)).join(', ') || '–' },
                { head: t('users.state'), cell: (u) => <UserState user={u} /> },
                { head: t('users.registered'), cell: (u) => dateTime(i18n.language, u.createdAt) },
              ]}
            />
          )}
          <ListPager page={page} total={total} perPage={per_page} label={t('nav.users')}
            to={(p) => href('operatorUsers', {}, world, { query: q ? { q, page: p } : { page: p } })} />
        </section>
      )}
    </QueryView>
  );
}
