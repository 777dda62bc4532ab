import { href, Link, type World } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

export const INTERACTIVE_SECTIONS = ['interactiveHome', 'interactiveMaterials', 'myInteractives', 'learningRooms', 'courses'] as const;
export type InteractiveSection = (typeof INTERACTIVE_SECTIONS)[number];

/** The interactive area's sections (spec §2 /interactive/*), the current one marked. */
export function InteractiveNav({ world, active }: { world: World; active: InteractiveSection | 'interactive' }) {
  const { t } = useTranslation('new-interactive');
  return (
    <nav className="tm-interactive-nav" aria-label={t('nav.label')}>
      {INTERACTIVE_SECTIONS.map((id) => (
        <Link key={id} to={href(id, {}, world)} className="tm-interactive-nav__link" aria-current={id === active ? 'page' : undefined}>
          {t(`nav.${id}`)}
        </Link>
      ))}
    </nav>
  );
}
