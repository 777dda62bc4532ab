import { useStore } from '@nanostores/react';
import {
  EmptyState, ErrorState, href, Link, LoadingState, MaterialGrid, type MyInteractiveScope, pageOf, type PageProps, Pager, $session, useQuery, type World
} from '@teachmarket/shared-kit';
import { getMyInteractives } from '@teachmarket/shared-kit/page-api';
import { MY_INTERACTIVE_SCOPES } from '@teachmarket/contracts/rules/profiles';
import { useTranslation } from 'react-i18next';
import { InteractiveNav } from '../../ui/InteractiveNav';
import '../../ui/interactive.css';

const url = (world: World, scope: MyInteractiveScope, page: number) => {
  const q: Record<string, string | number> = {};
  if (scope !== 'all') q['scope'] = scope;
  if (page > 1) q['page'] = page;
  return href('myInteractives', {}, world, { query: q });
};

function MyList({ world, scope, page }: { world: World; scope: MyInteractiveScope; page: number }) {
  const { t } = useTranslation('new-interactive');
  const list = useQuery(['getMyInteractives', scope, page], () => getMyInteractives(scope, page));
  if (list.status === 'loading') return <LoadingState />;
  if (list.status === 'error') return <ErrorState onRetry={list.retry} />;
  if (list.data.items.length === 0) {
    return (
      <EmptyState action={<Link className="tm-button tm-button--primary" to={href('interactiveMaterials', {}, world)}>{t('home.browse')}</Link>}>
        {t(`mine.empty.${scope}`)}
      </EmptyState>
    );
  }
  return (
    <>
      <MaterialGrid items={list.data.items} world={world} />
      <Pager ns="new-interactive" className="tm-interactive-pager" page={page} total={list.data.total} perPage={list.data.per_page} to={(p) => url(world, scope, p)} />
    </>
  );
}

/** My interactives (spec §2 /interactive/my-interactives, noindex, logged in): the interactive materials the user bought or wrote. */
export default function MyInteractivesPage({ world, query }: PageProps) {
  const { t } = useTranslation(['new-interactive', 'common']);
  const session = useStore($session);
  const raw = query.get('scope') ?? '';
  const scope: MyInteractiveScope = (MY_INTERACTIVE_SCOPES as readonly string[]).includes(raw) ? (raw as MyInteractiveScope) : 'all';
  const page = pageOf(query, 400);
  return (
    <div className="tm-interactive">
      <h1 className="tm-page-title">{t('mine.title')}</h1>
      <InteractiveNav world={world} active="myInteractives" />
      {session.status === 'validating' && <LoadingState />}
      {session.status === 'anonymous' && (
        <EmptyState action={<Link className="tm-button tm-button--primary" to={href('login', {}, world)}>{t('common:login')}</Link>}>
          {t('mine.loginRequired')}
        </EmptyState>
      )}
      {session.status === 'loggedIn' && (
        <>
          <nav className="tm-interactive-scopes" aria-label={t('mine.scopesLabel')}>
            {MY_INTERACTIVE_SCOPES.map((s) => (
              <Link key={s} to={url(world, s, 1)} aria-current={s === scope ? 'page' : undefined}>
                {t(`mine.scopes.${s}`)}
              </Link>
            ))}
          </nav>
          <MyList world={world} scope={scope} page={page} />
        </>
      )}
    </div>
  );
}
