import { href, Link, type Material, MaterialGrid } from '@teachmarket/shared-kit';
import { SanitizedHtml } from '@teachmarket/shared-kit/sanitized-html';
import { useTranslation } from 'react-i18next';

/** Description, files and formats, classification, and what a bundle contains. */
export function Details({ material: m, world }: { material: Material; world: string }) {
  const { t, i18n } = useTranslation('material-page');
  return (
    <>
      <h2>{t('description')}</h2>
      <SanitizedHtml className="tm-material__description" html={m.description} rules="description" />
      <h2>{t('files')}</h2>
      <ul className="tm-material__files">
        {m.materialFiles.map((f, i) => (
          <li key={`${f.type}-${i}`}>
            <span className="tm-pill">{f.type.toUpperCase()}</span> {f.pages !== null && t('pageCount', { count: f.pages })}
          </li>
        ))}
      </ul>
      <dl className="tm-material__facts">
        <dt>{t('materialType')}</dt>
        <dd>{m.materialType.title}</dd>
        {m.subjects.length > 0 && (
          <>
            <dt>{t('subjects')}</dt>
            <dd>{m.subjects.map((s) => s.title).join(', ')}</dd>
          </>
        )}
        {m.grades.length > 0 && (
          <>
            <dt>{t('grades')}</dt>
            <dd>{(m.gradeTitles?.map((g) => g.title) ?? m.grades).join(', ')}</dd>
          </>
        )}
        {m.schoolTypes.length > 0 && (
          <>
            <dt>{t('schoolTypes')}</dt>
            <dd>{m.schoolTypes.map((s) => s.title).join(', ')}</dd>
          </>
        )}
        <dt>{t('published')}</dt>
        <dd>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(m.publishedAt))}</dd>
      </dl>
      {m.bundle && (
        <section aria-labelledby="tm-bundle-title">
          <h2 id="tm-bundle-title">{t('bundle.title')}</h2>
          <MaterialGrid items={m.bundle.items} world={world} />
        </section>
      )}
      {m.containedInBundles.length > 0 && (
        <p className="tm-material__note">
          {t('bundle.containedIn')}{' '}
          {m.containedInBundles.map((b, i) => (
            <span key={b.id}>
              {i > 0 && ', '}
              {/* The bundle's slug is not in this answer; the material route redirects to the canonical slug. */}
              <Link to={href('material', { id: String(b.id), slug: 'bundle' }, world)}>{b.title}</Link>
            </span>
          ))}
        </p>
      )}
    </>
  );
}
