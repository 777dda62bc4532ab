import { useTranslation } from 'react-i18next';
import { Link } from '../router/light';
import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { formatRating, href } from '@teachmarket/contracts';
import { FavouriteButton } from './FavouriteButton';
import { resizedImage } from './image-url';
import { PriceTag } from './PriceTag';
import './catalog-ui.css';

interface Props {
  material: MaterialSummary;
  world: string;
  /** Cards above the fold load at once; the rest lazily (issue 7 quality bar). */
  eager?: boolean;
  /** The list's first card: its image is the page's largest paint on a phone, fetched before scripts (issue 15). */
  priority?: boolean;
  /** Lists where a favourite toggle makes no sense (e.g. bought materials) can hide it. */
  showFavourite?: boolean;
}

/** The material card of every list (catalog, author page, cabinet). */
export function MaterialCard({ material, world, eager = false, priority = false, showFavourite = true }: Props) {
  const { t, i18n } = useTranslation('common');
  const link = href('material', { id: String(material.id), slug: material.slug }, world);
  const best = material.bestInCategories[0];
  return (
    <article className="tm-card tm-card--material" data-testid="material-card">
      <div className="tm-card__media">
        {material.firstPreviewImage ? (
          <img
            className="tm-card__image"
            src={resizedImage(material.firstPreviewImage.watermarked, 'card')}
            alt=""
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            width={400}
            height={300}
          />
        ) : (
          <div className="tm-card__image" aria-hidden="true" />
        )}
        <div className="tm-card__badges">
          {/* The API names the category in full, e.g. "Bestseller in Physik". */}
          {best && <span className="tm-pill tm-pill--best">{best}</span>}
        </div>
        {showFavourite && (
          <div className="tm-card__fav">
            <FavouriteButton materialId={material.id} title={material.title} />
          </div>
        )}
      </div>
      <div className="tm-card__body">
        <h3 className="tm-card__title">
          <Link to={link}>{material.title}</Link>
        </h3>
        <p className="tm-card__meta">{t('by', { name: material.author.publicName })}</p>
        {material.rating.count > 0 && (
          <p className="tm-card__meta">
            <span aria-hidden="true">★ {formatRating(material.rating.average, i18n.language)} · </span>
            <span className="tm-visually-hidden">{t('ratingLabel', { rating: formatRating(material.rating.average, i18n.language) })} · </span>
            {t('ratings', { count: material.rating.count })}
          </p>
        )}
        <p className="tm-card__price">
          <PriceTag material={material} />
        </p>
      </div>
    </article>
  );
}
