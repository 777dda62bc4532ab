import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MaterialSummary } from '../api-types';
import { formatPrice } from '../format';
import { href } from '../routes';

interface Props {
  material: MaterialSummary;
  world: string;
  /** Cards below the fold load their image lazily (issue 7). */
  eager?: boolean;
}

/** The material card of every list (catalog, author page, cabinet). */
export function MaterialCard({ material, world, eager = false }: Props) {
  const { t } = useTranslation('common');
  const link = href('material', { id: String(material.id), slug: material.slug }, world);
  return (
    <article className="tm-card" data-testid="material-card">
      {material.firstPreviewImage ? (
        <img
          className="tm-card__image"
          src={material.firstPreviewImage.watermarked}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          width={400}
          height={300}
        />
      ) : (
        <div className="tm-card__image" aria-hidden="true" />
      )}
      <div className="tm-card__body">
        <h3 className="tm-card__title">
          <Link to={link}>{material.title}</Link>
        </h3>
        <p className="tm-card__meta">{t('by', { name: material.author.publicName })}</p>
        {material.rating.count > 0 && (
          <p className="tm-card__meta" aria-label={t('ratingLabel', { rating: material.rating.average.toFixed(1) })}>
            ★ {material.rating.average.toFixed(1)} · {t('ratings', { count: material.rating.count })}
          </p>
        )}
        <p className="tm-card__price">
          {material.isFree ? (
            <span className="tm-price tm-price--free">{t('free')}</span>
          ) : (
            <>
              <span className="tm-price">{formatPrice(material.finalPrice, material.currencyCode)}</span>
              {material.discount > 0 && <span className="tm-card__discount"> {t('discount', { percent: material.discount })}</span>}
            </>
          )}
        </p>
      </div>
    </article>
  );
}
