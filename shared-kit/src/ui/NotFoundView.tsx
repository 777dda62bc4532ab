import { Link } from '../router/light';
import { useTranslation } from 'react-i18next';
import { href } from '@teachmarket/contracts';
import type { World } from '@teachmarket/contracts';

/**
 * The 404 view (issue 3): unknown world, unknown path, malformed params, or an id the API does
 * not know. Whoever renders it also sets robots to noindex (the shell's Head does for notFound).
 */
export function NotFoundView({ world }: { world: World }) {
  const { t } = useTranslation('common');
  return (
    <section className="tm-not-found" data-testid="not-found">
      <p className="tm-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="tm-button tm-button--primary" to={href('home', {}, world)}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
