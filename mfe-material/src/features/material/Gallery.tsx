import { resizedImage, type PreviewImage } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A preview page; the material page sends its pixel size, the card's first image has none. */
type GalleryPage = PreviewImage & { width?: number; height?: number };

/** spec §9: A4 portrait at the capped height of 500, for a page whose size is not known. */
const DEFAULT_SIZE = { width: 354, height: 500 };

/**
 * Watermarked previews (spec §9: height capped at 500), one at a time so a person can page through
 * them on a phone. The image's width and height reserve its space before it loads (no layout shift).
 */
export function Gallery({ previews, title }: { previews: GalleryPage[]; title: string }) {
  const { t } = useTranslation('material-page');
  const [index, setIndex] = useState(0);
  if (!previews.length) return <div className="tm-gallery tm-gallery--empty" aria-hidden="true" />;
  const count = previews.length;
  const current = previews[Math.min(index, count - 1)];
  return (
    <section className="tm-gallery" aria-roledescription="carousel" aria-label={t('gallery.label')}>
      {current && (
        <img
          key={current.watermarked}
          className="tm-gallery__image"
          src={resizedImage(current.watermarked, 'preview')}
          alt={t('gallery.image', { title, page: index + 1, pages: count })}
          width={current.width ?? DEFAULT_SIZE.width}
          height={current.height ?? DEFAULT_SIZE.height}
          loading={index === 0 ? 'eager' : 'lazy'}
          // The first page is the material page's largest paint: fetched before the scripts (issue 15).
          fetchPriority={index === 0 ? 'high' : undefined}
        />
      )}
      {count > 1 && (
        <div className="tm-gallery__nav">
          <button type="button" className="tm-button" onClick={() => setIndex((i) => (i - 1 + count) % count)} aria-label={t('gallery.previous')}>
            ‹
          </button>
          <span aria-live="polite">{t('gallery.position', { page: index + 1, pages: count })}</span>
          <button type="button" className="tm-button" onClick={() => setIndex((i) => (i + 1) % count)} aria-label={t('gallery.next')}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
