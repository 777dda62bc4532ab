import type { CustomTypeOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from '../router/light';

type Resources = CustomTypeOptions['resources'];
type PagerTexts = { pager: { label: string; previous: string; next: string; position: string } };
/** The namespaces that have the pager texts. */
export type PagerNamespace = { [N in keyof Resources]: Resources[N] extends PagerTexts ? N : never }[keyof Resources];

/**
 * Previous / next links for a paginated list; `to(page)` builds the URL (the page is URL state).
 * The texts are the pager.label, pager.previous, pager.next and pager.position keys of namespace `ns`.
 */
export function Pager({ page, total, perPage, to, ns, className = 'tm-pager' }: {
  page: number;
  total: number;
  perPage: number;
  to: (page: number) => string;
  ns: PagerNamespace;
  className?: string;
}) {
  const { t } = useTranslation(ns);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className={className} aria-label={t('pager.label')}>
      {page > 1 ? <Link to={to(page - 1)} rel="prev">{t('pager.previous')}</Link> : <span />}
      <span>{t('pager.position', { page, pages })}</span>
      {page < pages ? <Link to={to(page + 1)} rel="next">{t('pager.next')}</Link> : <span />}
    </nav>
  );
}

/** The ?page= query value as a page number: 1 when missing or not a positive integer, at most `max`. */
export function pageOf(query: URLSearchParams, max: number): number {
  const n = Number(query.get('page'));
  return Number.isInteger(n) && n > 1 ? Math.min(n, max) : 1;
}
