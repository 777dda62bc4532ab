import {
  EmptyState, ErrorState, LoadingState, queryPublicFolders, useQuery, PUBLIC_FRESH_MS, type UserProfile,
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** The member's public (not archived) folders with how many materials each holds (spec §7 folders/public/query). */
export function PublicFolders({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('author-page');
  const folders = useQuery(['queryPublicFolders', profile.id], () => queryPublicFolders(profile.id, 1), { freshFor: PUBLIC_FRESH_MS });
  return (
    <section aria-labelledby="tm-profile-folders">
      <h2 id="tm-profile-folders">{t('profile.foldersTitle', { name: profile.public_name })}</h2>
      {folders.status === 'loading' && <LoadingState />}
      {folders.status === 'error' && <ErrorState onRetry={folders.retry} />}
      {folders.status === 'success' &&
        (folders.data.items.length === 0 ? (
          <EmptyState>{t('profile.noFolders', { name: profile.public_name })}</EmptyState>
        ) : (
          <ul className="tm-user-profile__folders">
            {folders.data.items.map((f) => (
              <li key={f.id} className="tm-card tm-user-profile__folder">
                <span className="tm-user-profile__folder-title">{f.title}</span>
                <span className="tm-card__meta">{t('materialsCount', { count: f._total })}</span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
