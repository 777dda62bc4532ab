import {
  EmptyState, ErrorState, getMegaMenu, href, Link, LoadingState, type MegaMenuResponse, PUBLIC_FRESH_MS,
  useQuery
} from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import { TOUR_SCHOOL_TYPES } from '../feature-tour';

interface SliderProps {
  world: string;
  /** A link was followed: the tour has done its job (it closes as finished). */
  onLeave: () => void;
}

/** spec §2 school-type slider: one chip per school type, each opening the search filtered by it. */
export function SchoolTypeSlider({ world, onLeave }: SliderProps) {
  const { t } = useTranslation('second-home');
  return (
    <ul className="tm-tour__slider" aria-label={t('tour.schoolTypes.sliderLabel')}>
      {TOUR_SCHOOL_TYPES.map((type) => (
        <li key={type}>
          <Link
            className="tm-tour__chip"
            to={href('searchResults', {}, world, { query: type === 'all' ? {} : { school_type: type } })}
            onClick={onLeave}
          >
            {t(`tour.schoolType.${type}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const MAX_SUBJECTS = 12;

/** The subjects with most materials across school types (the API sorts by title). */
function topSubjects(menu: MegaMenuResponse) {
  return menu.items
    .flatMap((school) => school.subjects.map((subject) => ({ school, subject })))
    .sort((a, b) => b.subject.materialsCount - a.subject.materialsCount)
    .slice(0, MAX_SUBJECTS);
}

/** spec §2 subject slider with breadcrumbs (school type › subject), each level a search link. */
export function SubjectSlider({ world, onLeave }: SliderProps) {
  const { t } = useTranslation('second-home');
  const menu = useQuery(['getMegaMenu', world], () => getMegaMenu(), { freshFor: PUBLIC_FRESH_MS });
  if (menu.status === 'loading') return <LoadingState lines={2} />;
  if (menu.status === 'error') return <ErrorState onRetry={menu.retry} />;
  const items = topSubjects(menu.data);
  if (items.length === 0) return <EmptyState>{t('tour.subjects.empty')}</EmptyState>;
  return (
    <ul className="tm-tour__slider" aria-label={t('tour.subjects.sliderLabel')}>
      {items.map(({ school, subject }) => (
        <li key={`${school.type}-${subject.id}`} className="tm-tour__subject">
          <ol className="tm-tour__crumbs" aria-label={t('tour.subjects.breadcrumb', { school: school.schoolName, subject: subject.title })}>
            <li>
              <Link to={href('searchResults', {}, world, { query: { school_type: school.type } })} onClick={onLeave}>
                {school.schoolName}
              </Link>
            </li>
            <li>
              <Link to={href('searchResults', {}, world, { query: { school_type: school.type, subject: subject.id } })} onClick={onLeave}>
                {subject.title}
              </Link>
            </li>
          </ol>
        </li>
      ))}
    </ul>
  );
}
