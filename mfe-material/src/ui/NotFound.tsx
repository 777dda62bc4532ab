import { href } from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An unknown material id: the 404 view with noindex (issue 7). */
export function NotFound({ world }: { world: string }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.querySelector('meta[name="robots"]')?.setAttribute('content', 'noindex,nofollow');
  }, []);
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
