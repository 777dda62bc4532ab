import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Previous / next links for a paginated list; `to(page)` builds the URL (page is URL state). */
export function Pager({ page, total, perPage, to }: { page: number; total: number; perPage: number; to: (page: number) => string }) {
  const { t } = useTranslation('author-page');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="tm-pager" aria-label={t('pager.label')}>
      {page > 1 ? <Link to={to(page - 1)} rel="prev">{t('pager.previous')}</Link> : <span />}
      <span>{t('pager.position', { page, pages })}</span>
      {page < pages ? <Link to={to(page + 1)} rel="next">{t('pager.next')}</Link> : <span />}
    </nav>
  );
}

/** The ?page= query value as a page number (1 when missing or not a positive integer). */
export function pageOf(query: URLSearchParams): number {
  const n = Number(query.get('page'));
  return Number.isInteger(n) && n > 1 ? Math.min(n, 10000) : 1;
}
