import { ErrorState, href, Link, LoadingState, type PageProps, PUBLIC_FRESH_MS, TERMS_ANCHORS, useQuery } from '@teachmarket/shared-kit';
import { getTerms } from '@teachmarket/shared-kit/page-api';
import { useTranslation } from 'react-i18next';
import { useScrollToHash } from './use-scroll-to-hash';
import './terms.css';

/**
 * Terms and conditions (spec §2). The version and its publication date come from the API
 * (/v3/terms/get, the version users accept); the section texts from the info namespace. Each
 * spec §2 anchor is a section id, so href('terms', {}, world, { hash }) links straight to it.
 * The consent modal stays away from this route (shell NO_CONSENT_ROUTES, spec §2).
 */
export default function TermsPage({ world }: PageProps) {
  const { t, i18n } = useTranslation('info');
  const terms = useQuery(['getTerms'], () => getTerms(), { freshFor: PUBLIC_FRESH_MS });
  useScrollToHash();
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <article className="tm-terms" aria-labelledby="tm-terms-title">
      <h1 id="tm-terms-title" className="tm-page-title">{t('terms.title')}</h1>
      <div className="tm-terms__version">
        {terms.status === 'loading' && <LoadingState lines={1} />}
        {terms.status === 'error' && <ErrorState onRetry={terms.retry} />}
        {terms.status === 'success' && (
          <p data-testid="terms-version">
            {t('terms.version', { version: terms.data.item.version, date: date(terms.data.item.publishedAt) })}
          </p>
        )}
      </div>
      <nav className="tm-terms__toc" aria-labelledby="tm-terms-toc">
        <h2 id="tm-terms-toc">{t('toc')}</h2>
        <ol>
          {TERMS_ANCHORS.map((anchor) => (
            <li key={anchor}>
              <Link to={href('terms', {}, world, { hash: anchor })}>{t(`terms.sections.${anchor}.title`)}</Link>
            </li>
          ))}
        </ol>
      </nav>
      {TERMS_ANCHORS.map((anchor) => (
        <section key={anchor} id={anchor} className="tm-terms__section" aria-labelledby={`${anchor}-title`} tabIndex={-1}>
          <h2 id={`${anchor}-title`}>{t(`terms.sections.${anchor}.title`)}</h2>
          <p>{t(`terms.sections.${anchor}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
