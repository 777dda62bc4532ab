import { getMegaMenu, href, Link, PUBLIC_FRESH_MS, type SchoolClassification, useQuery } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './mega-menu.css';

const search = (world: string, query: Record<string, string>) => href('searchResults', {}, world, { query });

function SchoolPanel({ school, world }: { school: SchoolClassification; world: string }) {
  const { t } = useTranslation('home');
  return (
    <div className="tm-mega__panel" role="tabpanel" aria-label={school.schoolName}>
      <Link className="tm-mega__all" to={search(world, { school_type: school.type })}>
        {t('megaMenu.all', { school: school.schoolName })}
      </Link>
      {school.grades.length > 0 && (
        <div>
          <h3>{t('megaMenu.grades')}</h3>
          <ul>
            {school.grades.map((g) => (
              <li key={g.id}>
                <Link to={search(world, { school_type: school.type, class_grade: String(g.id) })}>{g.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h3>{t('megaMenu.subjects')}</h3>
        <ul>
          {school.subjects.map((s) => (
            <li key={s.id}>
              <Link to={search(world, { school_type: school.type, subject: String(s.id) })}>
                {/* The count is a count, not part of the name ("Biologie 1" read like a course level, s16 QA row 18): a badge, read as "12 materials". */}
                {s.title}
                <span className="tm-mega__count" aria-hidden="true">{s.materialsCount}</span>
                <span className="tm-visually-hidden"> {t('megaMenu.materialsCount', { count: s.materialsCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * spec §2 guided tour: discover materials by school type, grade and subject (v3/mega-menu/get-subjects).
 * A failed load hides the section: search and the tabs still work (spec §8: such loads are ignored).
 */
export function MegaMenu({ world }: { world: string }) {
  const { t } = useTranslation('home');
  const menu = useQuery(['getMegaMenu', world], () => getMegaMenu(), { freshFor: PUBLIC_FRESH_MS });
  const [active, setActive] = useState(0);
  // While it loads, the section holds about its final height (issue 16: the tabs below must not jump).
  if (menu.status === 'loading') {
    return (
      <section className="tm-mega tm-mega--pending" aria-labelledby="tm-mega-title" aria-busy="true">
        <h2 id="tm-mega-title">{t('megaMenu.title')}</h2>
        <div className="tm-skeleton tm-mega__skeleton">
          <div className="tm-skeleton__bar tm-skeleton__bar--short" />
          <div className="tm-skeleton__bar" />
          <div className="tm-skeleton__bar" />
          <div className="tm-skeleton__bar tm-skeleton__bar--short" />
        </div>
      </section>
    );
  }
  if (menu.status !== 'success' || menu.data.items.length === 0) return null;
  const schools = menu.data.items;
  const current = schools[Math.min(active, schools.length - 1)];
  return (
    <section className="tm-mega" aria-labelledby="tm-mega-title">
      <h2 id="tm-mega-title">{t('megaMenu.title')}</h2>
      <div className="tm-mega__types" role="tablist" aria-label={t('megaMenu.schoolTypes')}>
        {schools.map((s, i) => (
          <button key={s.type} type="button" role="tab" aria-selected={i === active} className="tm-mega__type" onClick={() => setActive(i)}>
            {s.schoolName}
          </button>
        ))}
      </div>
      {current && <SchoolPanel school={current} world={world} />}
    </section>
  );
}
