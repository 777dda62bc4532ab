import {
  ErrorState, getUserProfile, href, Link, LoadingState, type PageProps, PUBLIC_FRESH_MS, useNavigate, useQuery,
  type UserProfile, type World
} from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../../ui/head';
import { NotFound } from '../../ui/NotFound';
import { TabNav } from '../../ui/TabNav';
import { FollowedAuthors } from './FollowedAuthors';
import { PublicFolders } from './PublicFolders';
import '../../ui/common.css';
import './user-profile.css';

/** Profile tabs; following is the default and has no path segment. */
export const PROFILE_TABS = ['following', 'folders'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
const isTab = (value: string | undefined): value is ProfileTab => (PROFILE_TABS as readonly string[]).includes(value ?? '');

function tabHref(p: UserProfile, tab: ProfileTab, world: World): string {
  const params = { id: String(p.id), slug: p.slug };
  return tab === 'following' ? href('userProfile', params, world) : href('userProfile', { ...params, tab }, world);
}

function ProfileView({ profile: p, tab, world, query }: { profile: UserProfile; tab: ProfileTab; world: World; query: URLSearchParams }) {
  const { t, i18n } = useTranslation(['author-page', 'meta']);
  usePageHead(`${p.public_name} – ${t('meta:userProfile.title')}`, t('meta:userProfile.description'));
  if (p.is_private_profile) {
    // spec §3 is_private_profile: nothing but a short note.
    return (
      <div className="tm-user-profile">
        <header className="tm-user-profile__header">
          <h1 className="tm-page-title">{p.public_name}</h1>
        </header>
        <p className="tm-state" data-testid="private-profile">{t('profile.private')}</p>
      </div>
    );
  }
  const since = p.member_since ? new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric' }).format(new Date(p.member_since)) : null;
  return (
    <div className="tm-user-profile">
      <header className="tm-user-profile__header">
        {p.image_path ? (
          <img className="tm-user-profile__avatar" src={p.image_path} alt="" width={96} height={96} />
        ) : (
          <span className="tm-user-profile__avatar tm-user-profile__initial" aria-hidden="true">{p.public_name.slice(0, 1).toUpperCase()}</span>
        )}
        <div>
          <h1 className="tm-page-title">{p.public_name}</h1>
          <p className="tm-card__meta">
            {since && t('profile.memberSince', { date: since })}
            {p.total_followings !== null && <> · {t('profile.followingCount', { n: p.total_followings })}</>}
          </p>
          {p.is_seller && (
            <Link className="tm-button" to={href('author', { id: String(p.id), slug: p.slug }, world)}>
              {t('profile.authorPage')}
            </Link>
          )}
        </div>
      </header>
      <TabNav
        label={t('profile.tabsLabel')}
        active={tab}
        tabs={PROFILE_TABS.map((id) => ({
          id,
          label: t(`profile.tabs.${id}`),
          to: tabHref(p, id, world),
        }))}
      />
      {tab === 'following' && <FollowedAuthors profile={p} world={world} query={query} />}
      {tab === 'folders' && <PublicFolders profile={p} />}
    </div>
  );
}

/**
 * A member's public profile (spec §2 /{world}/id/:id/:slug/:tab?, noindex-follow): followed authors and public
 * folders as URL tabs. A private profile shows only a note; a wrong slug or tab goes to the canonical URL.
 */
export default function UserProfilePage({ world, params, query }: PageProps) {
  const id = params.id ?? '';
  const navigate = useNavigate();
  const profile = useQuery(['getUserProfile', id], () => getUserProfile(id), { freshFor: PUBLIC_FRESH_MS });
  const loaded = profile.status === 'success' ? profile.data.item : null;
  const tab: ProfileTab = isTab(params.tab) && !loaded?.is_private_profile ? params.tab : 'following';
  // The canonical URL: the right slug, no segment for the default tab (and none at all for a private profile).
  const wrongUrl = loaded !== null && (loaded.slug !== params.slug || (params.tab ?? '') !== (tab === 'following' ? '' : tab));

  useEffect(() => {
    if (loaded && wrongUrl) navigate(tabHref(loaded, tab, world), { replace: true });
  }, [loaded, wrongUrl, tab, world, navigate]);

  if (profile.status === 'loading') return <LoadingState lines={4} />;
  if (profile.status === 'error') {
    return profile.error.code === 'not_found' || profile.error.status === 400 ? <NotFound world={world} /> : <ErrorState onRetry={profile.retry} />;
  }
  return <ProfileView profile={profile.data.item} tab={tab} world={world} query={query} />;
}
