import { buildHref, Link, NotFoundView, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { CONTENT_PAGES, isContentPageId, type Cta } from './content-pages';
import './content.css';

const SECTIONS = ['s1', 's2'] as const;

/**
 * One data-driven page for the information routes without a page of their own (spec §2
 * "Information", seller info, step pages): title, lead, two sections and the page's links.
 */
export default function ContentPage({ routeId, world }: PageProps) {
  const { t } = useTranslation(['info', 'meta']);
  // The route table maps only the ids of CONTENT_PAGES here; anything else is a wiring mistake.
  if (!isContentPageId(routeId)) return <NotFoundView world={world} />;
  const id = routeId;
  const ctas = CONTENT_PAGES[id];
  return (
    <article className="tm-info-page" aria-labelledby="tm-info-title">
      <h1 id="tm-info-title" className="tm-page-title">{t(`pages.${id}.title`)}</h1>
      <p className="tm-info-page__lead">{t(`meta:${id}.description`)}</p>
      {SECTIONS.map((s) => (
        <section key={s} className="tm-info-page__section" aria-labelledby={`tm-info-${s}`}>
          <h2 id={`tm-info-${s}`}>{t(`pages.${id}.${s}.title`)}</h2>
          <p>{t(`pages.${id}.${s}.body`)}</p>
        </section>
      ))}
      {ctas.length > 0 && (
        <p className="tm-info-page__actions">
          {ctas.map((cta, i) => (
            <CtaLink key={cta.label} cta={cta} world={world} primary={i === 0} />
          ))}
        </p>
      )}
    </article>
  );
}

function CtaLink({ cta, world, primary }: { cta: Cta; world: string; primary: boolean }) {
  const { t } = useTranslation('info');
  const className = `tm-button${primary ? ' tm-button--primary' : ''}`;
  if ('external' in cta) {
    return (
      <a className={className} href={cta.external} target="_blank" rel="noopener noreferrer">
        {t(`cta.${cta.label}`)}
      </a>
    );
  }
  return (
    <Link className={className} to={buildHref(cta.to, cta.params ?? {}, world, { query: cta.query })}>
      {t(`cta.${cta.label}`)}
    </Link>
  );
}
