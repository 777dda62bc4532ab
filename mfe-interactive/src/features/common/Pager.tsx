import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Previous / next links; `to(page)` builds the URL (the page is URL state). */
export function Pager({ page, total, perPage, to }: { page: number; total: number; perPage: number; to: (page: number) => string }) {
  const { t } = useTranslation('new-interactive');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="tm-interactive-pager" aria-label={t('pager.label')}>
      {page > 1 ? <Link to={to(page - 1)} rel="prev">{t('pager.previous')}</Link> : <span />}
      <span>{t('pager.position', { page, pages })}</span>
      {page < pages ? <Link to={to(page + 1)} rel="next">{t('pager.next')}</Link> : <span />}
    </nav>
  );
}

/** ?page= as a page number (1 when missing or not a positive integer; capped like the API's search window). */
export function pageOf(query: URLSearchParams): number {
  const n = Number(query.get('page'));
  return Number.isInteger(n) && n > 1 ? Math.min(n, 400) : 1;
}
