import { useTranslation } from 'react-i18next';
import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { formatPrice } from '@teachmarket/contracts';

type Priced = Pick<MaterialSummary, 'isFree' | 'price' | 'finalPrice' | 'currencyCode' | 'discount' | 'sale'>;

/**
 * The price as every list and page shows it: free, or the final price (spec §5 display rule in
 * formatPrice) with the old price struck through and a discount or sale badge.
 */
export function PriceTag({ material, size = 'normal' }: { material: Priced; size?: 'normal' | 'large' }) {
  const { t } = useTranslation('common');
  if (material.isFree) return <span className="tm-price tm-price--free">{t('free')}</span>;
  const reduced = material.discount > 0 && material.finalPrice < material.price;
  return (
    <span className={`tm-price-tag${size === 'large' ? ' tm-price-tag--large' : ''}`}>
      <span className="tm-price">{formatPrice(material.finalPrice, material.currencyCode)}</span>
      {reduced && (
        <s className="tm-price-tag__old" data-testid="old-price">
          {formatPrice(material.price, material.currencyCode)}
        </s>
      )}
      {reduced && <span className="tm-pill tm-pill--sale">{t('discount', { percent: material.discount })}</span>}
      {material.sale && !reduced && <span className="tm-pill tm-pill--sale">{t('sale')}</span>}
    </span>
  );
}
