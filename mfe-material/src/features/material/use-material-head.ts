import { type Material, setMeta } from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shell's Head sets a generic title for the route; once the material is loaded the page sets
 * its own from meta:material.* and publishes schema.org Product / Offer / AggregateRating.
 */
/** `pagePath`: the material's path; the structured data names it on this page's origin. */
export function useMaterialHead(material: Material | null, pagePath: string): void {
  const { t, i18n } = useTranslation('meta');
  useEffect(() => {
    if (!material) return undefined;
    const values = { title: material.title, author: material.author.publicName };
    document.title = t('material.title', values);
    setMeta('description', t('material.description', values));
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.tm = 'material';
    script.textContent = JSON.stringify(structuredData(material, new URL(pagePath, window.location.origin).href));
    document.head.querySelector('script[data-tm="material"]')?.remove();
    document.head.appendChild(script);
    return () => script.remove();
  }, [material, pagePath, t, i18n.language]);
}

export function structuredData(m: Material, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: m.title,
    url,
    sku: String(m.id),
    ...(m.firstPreviewImage ? { image: m.firstPreviewImage.watermarked } : {}),
    brand: { '@type': 'Person', name: m.author.publicName },
    offers: {
      '@type': 'Offer',
      price: m.finalPrice.toFixed(2),
      priceCurrency: m.currencyCode,
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(m.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: m.rating.average, reviewCount: m.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
