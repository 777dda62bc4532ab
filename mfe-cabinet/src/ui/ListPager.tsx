import { useTranslation } from 'react-i18next';
import { Link } from '@teachmarket/shared-kit';

interface Props {
  page: number;
  total: number;
  perPage: number;
  /** The URL of a page (the page is URL state). */
  to: (page: number) => string;
  label: string;
}

/** Previous / next links of a paged list in the seller cabinet. */
export function ListPager({ page, total, perPage, to, label }: Props) {
  const { t } = useTranslation('cabinet-sales');
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className="tm-settings-pager" aria-label={label}>
      {page > 1 && <Link className="tm-button" to={to(page - 1)} rel="prev">{t('pager.previous')}</Link>}
      <span>{t('pager.position', { page, pages })}</span>
      {page < pages && <Link className="tm-button" to={to(page + 1)} rel="next">{t('pager.next')}</Link>}
    </nav>
  );
}
