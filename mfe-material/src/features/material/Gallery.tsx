import { resizedImage, type PreviewImage } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Watermarked previews (spec §9: height capped at 500), one at a time so a person can page through them on a phone. */
export function Gallery({ previews, title }: { previews: PreviewImage[]; title: string }) {
  const { t } = useTranslation('material-page');
  const [index, setIndex] = useState(0);
  if (!previews.length) return <div className="tm-gallery tm-gallery--empty" aria-hidden="true" />;
  const count = previews.length;
  const current = previews[Math.min(index, count - 1)];
  return (
    <section className="tm-gallery" aria-roledescription="carousel" aria-label={t('gallery.label')}>
      {current && (
        <img
          className="tm-gallery__image"
          src={resizedImage(current.watermarked, 'preview')}
          alt={t('gallery.image', { title, page: index + 1, pages: count })}
          height={500}
          loading={index === 0 ? 'eager' : 'lazy'}
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
