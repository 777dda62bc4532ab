import { href, Link, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { ForYouRow } from './ForYouRow';
import { MegaMenu } from './mega-menu/MegaMenu';
import { HomeTabContent, type HomeTab } from './tabs/HomeTabs';
import './home.css';

const TABS: readonly HomeTab[] = ['materials', 'blog', 'activity', 'following'];
const HEADINGS = { materials: 'newest', blog: 'blogTitle', activity: 'activityTitle', following: 'followingTitle' } as const;

/** Home (spec §2): hero, "for you" (saved preferences), discovery by school type, grade and subject, and the four tabs. */
export default function HomePage({ world, params }: PageProps) {
  const { t } = useTranslation('home');
  const active: HomeTab = (TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as HomeTab) : 'materials';

  return (
    <div className="tm-home">
      <section className="tm-home__hero">
        <h1 className="tm-page-title">{t('hero.title')}</h1>
        <p>{t('hero.subtitle')}</p>
      </section>
      <ForYouRow world={world} />
      <MegaMenu world={world} />
      <nav className="tm-home__tabs" aria-label={t('tabs.label')}>
        {TABS.map((tab) => (
          <Link
            key={tab}
            to={tab === 'materials' ? href('home', {}, world) : href('home', { tab }, world)}
            aria-current={tab === active ? 'page' : undefined}
            className="tm-home__tab"
          >
            {t(`tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      <h2>{t(HEADINGS[active])}</h2>
      <HomeTabContent key={active} tab={active} world={world} />
    </div>
  );
}
