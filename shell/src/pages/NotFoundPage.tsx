import { href } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** spec/issue 3: unknown world, unknown path or malformed params show this page with noindex. */
export function NotFoundPage({ world }: { world: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="tm-not-found" data-testid="not-found">
      <p className="tm-not-found__code" aria-hidden="true">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="tm-button tm-button--primary" to={href('home', {}, world)}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
