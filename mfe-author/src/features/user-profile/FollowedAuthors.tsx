import {
  EmptyState, ErrorState, getUserFollowings, href, Link, LoadingState, pageOf, Pager, PUBLIC_FRESH_MS,
  resizedImage, useQuery, type UserProfile, type World
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** The authors the member follows, each linking to the author page; the page number is URL state. */
export function FollowedAuthors({ profile, world, query }: { profile: UserProfile; world: World; query: URLSearchParams }) {
  const { t } = useTranslation('author-page');
  const page = pageOf(query, 10000);
  const list = useQuery(['getUserFollowings', profile.id, page], () => getUserFollowings(profile.id, page), { freshFor: PUBLIC_FRESH_MS });
  return (
    <section aria-labelledby="tm-profile-following">
      <h2 id="tm-profile-following">{t('profile.followingTitle', { name: profile.public_name })}</h2>
      {list.status === 'loading' && <LoadingState />}
      {list.status === 'error' && <ErrorState onRetry={list.retry} />}
      {list.status === 'success' &&
        (list.data.items.length === 0 ? (
          <EmptyState>{t('profile.noFollowing', { name: profile.public_name })}</EmptyState>
        ) : (
          <>
            <ul className="tm-user-profile__authors">
              {list.data.items.map((a) => (
                <li key={a.id} className="tm-card tm-user-profile__author">
                  {a.imagePath && <img src={resizedImage(a.imagePath, 'avatar')} alt="" width={48} height={48} />}
                  <div>
                    <Link to={href('author', { id: String(a.id), slug: a.slug }, world)}>{a.publicName}</Link>
                    {a.subtitle && <p className="tm-user-profile__subtitle">{a.subtitle}</p>}
                    <p className="tm-card__meta">{t('materialsCount', { count: a.totalMaterials })}</p>
                  </div>
                </li>
              ))}
            </ul>
            <Pager ns="author-page"
              page={page}
              total={list.data.total}
              perPage={list.data.per_page}
              to={(p) => href('userProfile', { id: String(profile.id), slug: profile.slug }, world, p > 1 ? { query: { page: p } } : {})}
            />
          </>
        ))}
    </section>
  );
}
