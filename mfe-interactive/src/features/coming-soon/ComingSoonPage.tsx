import { href, Link, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { InteractiveNav } from '../../ui/InteractiveNav';
import '../../ui/interactive.css';

/**
 * Learning rooms and courses (spec §2 /interactive/learning-rooms, /interactive/courses). Neither has a data
 * model yet, so the page says honestly that they are coming, and leads to the interactive materials that exist.
 */
export default function ComingSoonPage({ world, routeId }: PageProps) {
  const { t } = useTranslation('new-interactive');
  const section = routeId === 'courses' ? 'courses' : 'learningRooms';
  return (
    <div className="tm-interactive">
      <h1 className="tm-page-title">{t(`soon.${section}.title`)}</h1>
      <InteractiveNav world={world} active={section} />
      <div className="tm-state tm-interactive-soon" data-testid="coming-soon">
        <p>{t(`soon.${section}.what`)}</p>
        <p>
          <strong>{t('soon.notYet')}</strong>
        </p>
        <Link className="tm-button tm-button--primary" to={href('interactiveMaterials', {}, world)}>
          {t('home.browse')}
        </Link>
      </div>
    </div>
  );
}
