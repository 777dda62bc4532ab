import {
  EmptyState, ErrorState, getFilters, href, Link, LoadingState, MaterialGrid, NotFoundView, type PageProps,
  searchMaterials, setMeta, useQuery, type World
} from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { landingQuery } from './landing-query';
import './landing.css';

/**
 * A landing page for a subject or school type the world does not have: the 404 view with noindex (the
 * shell's Head only knows the route, which is indexable; issue 18, as the material page's NotFound).
 */
function LandingNotFound({ world }: { world: World }) {
  useEffect(() => setMeta('robots', 'noindex,nofollow'), []);
  return <NotFoundView world={world} />;
}

/** Landing pages (spec §2): lessons / tema, school landing, foundation and free materials landing. */
export default function LandingPage({ routeId, world, params }: PageProps) {
  const { t } = useTranslation('landing');
  const q = landingQuery(routeId, params);
  const result = useQuery(['searchMaterials', world, routeId, JSON.stringify(q.params)], () => searchMaterials(q.params));
  // The world's subjects and school types: a landing page for one it does not have does not exist (issue 18).
  const filters = useQuery(['getFilters', world], () => getFilters(), { freshFor: 600_000 });

  if (result.status === 'loading' || filters.status === 'loading') return <LoadingState lines={5} />;
  if (filters.status === 'success') {
    const known = filters.data.items;
    const unknownSubject = q.subjectId !== undefined && !known.subject.some((s) => String(s.id) === q.subjectId);
    const unknownSchool = q.school !== undefined && !known.school_type.some((s) => s.id === q.school);
    if (unknownSubject || unknownSchool) return <LandingNotFound world={world} />;
  }
  if (result.status === 'error') {
    // A school or subject the API does not know (400/404) is a page that does not exist.
    return result.error.status === 400 || result.error.status === 404 ? <LandingNotFound world={world} /> : <ErrorState onRetry={result.retry} />;
  }
  const { items, total, facets } = result.data;
  // The title comes from the facet titles of the result: the API names subjects and school types in the world's language.
  const known = filters.status === 'success' ? filters.data.items : null;
  const subject = (known?.subject ?? facets.subject).find((b) => String(b.id) === q.subjectId)?.title ?? '';
  const school = (known?.school_type ?? facets.school_type).find((b) => b.id === q.school)?.title ?? '';
  let title: string;
  if (q.kind === 'free') title = subject ? t('freeSubjectTitle', { subject }) : t('freeTitle');
  else if (q.kind === 'school') title = subject ? t('schoolSubjectTitle', { school, subject }) : t('schoolTitle', { school });
  else title = t('subjectTitle', { subject });
  return (
    <div className="tm-landing">
      <section className="tm-landing__hero">
        <h1 className="tm-page-title">{title}</h1>
        <p>{t('intro')}</p>
      </section>
      {items.length === 0 ? (
        <EmptyState action={<Link to={href('searchResults', {}, world)}>{t('browseAll')}</Link>}>{t('empty')}</EmptyState>
      ) : (
        <>
          <MaterialGrid items={items} world={world} eagerFirst={1} />
          {total > items.length && (
            <p className="tm-landing__more">
              <Link className="tm-button tm-button--primary" to={href('searchResults', {}, world, { query: q.query })}>
                {t('seeAll', { count: total })}
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
