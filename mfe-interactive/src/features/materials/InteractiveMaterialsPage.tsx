import {
  EmptyState, ErrorState, href, LoadingState, MaterialGrid, pageOf, type PageProps, Pager, searchMaterials,
  useChangedBeforeHydration, useNavigate, useQuery
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { InteractiveNav } from '../../ui/InteractiveNav';
import '../../ui/interactive.css';

const SORTS = ['newest', 'bestseller', 'rating', 'price_asc', 'price_desc'] as const;
type Sort = (typeof SORTS)[number];
const PER_PAGE = 24;

/** Interactive materials (spec §2 /interactive/materials): every interactive material of the world; sort and page are URL state. */
export default function InteractiveMaterialsPage({ world, query }: PageProps) {
  const { t } = useTranslation('new-interactive');
  const navigate = useNavigate();
  const raw = query.get('sort') ?? '';
  const sort: Sort = (SORTS as readonly string[]).includes(raw) ? (raw as Sort) : 'newest';
  const page = pageOf(query, 400);
  const list = useQuery(['searchMaterials', world, sort, page], () => searchMaterials({ interactive: true, sort, page, per_page: PER_PAGE }));
  const url = (next: { sort: Sort; page: number }) => {
    const q: Record<string, string | number> = {};
    if (next.sort !== 'newest') q['sort'] = next.sort;
    if (next.page > 1) q['page'] = next.page;
    return href('interactiveMaterials', {}, world, { query: q });
  };
  // Issue 15 (s19): an order chosen in the server's HTML before hydration is the one shown.
  const sortControl = useChangedBeforeHydration<HTMLSelectElement>((changed) => {
    for (const select of changed) navigate(url({ sort: select.value as Sort, page: 1 }));
  });
  return (
    <div className="tm-interactive">
      <h1 className="tm-page-title">{t('materials.title')}</h1>
      <InteractiveNav world={world} active="interactiveMaterials" />
      <div className="tm-interactive-toolbar">
        <p className="tm-card__meta" aria-live="polite">
          {list.status === 'success' ? t('materials.count', { n: list.data.total }) : '\u00a0'}
        </p>
        <label>
          {t('materials.sort')}{' '}
          <select ref={sortControl} value={sort} onChange={(e) => navigate(url({ sort: e.target.value as Sort, page: 1 }))}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`materials.sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState onRetry={list.retry} />}
      {list.status === 'success' &&
        (list.data.items.length === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <>
            <MaterialGrid items={list.data.items} world={world} />
            <Pager ns="new-interactive" className="tm-interactive-pager" page={page} total={list.data.total} perPage={PER_PAGE} to={(p) => url({ sort, page: p })} />
          </>
        ))}
    </div>
  );
}
