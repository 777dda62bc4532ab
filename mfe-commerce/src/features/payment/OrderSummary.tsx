import { type Cart, formatPrice, href, Link } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** spec §3 Cart: lines, originalPrice, voucher discount, usedCredits and finalPrice as the API priced them. */
export function OrderSummary({ cart, world }: { cart: Cart; world: string }) {
  const { t } = useTranslation('payment');
  const money = (value: number) => formatPrice(value, cart.currencyCode);
  const inBundle = new Set(cart.itemsInBundles.map((b) => b.materialId));
  return (
    <section className="tm-pay__box" aria-labelledby="pay-summary">
      <h2 id="pay-summary">{t('summary')}</h2>
      <ul className="tm-pay__lines">
        {cart.cartItems.map((item) => (
          <li key={item.id}>
            <span>{item.title}</span>
            <span>{inBundle.has(item.id) ? t('inBundle') : money(item.finalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="tm-pay__totals">
        <dt>{t('subtotal')}</dt>
        <dd>{money(cart.originalPrice)}</dd>
        {cart.voucher && (
          <>
            <dt>{t('voucher', { code: cart.voucher.code })}</dt>
            <dd>−{money(cart.totalVoucherDiscount)}</dd>
          </>
        )}
        {cart.usedCredits > 0 && (
          <>
            <dt>{t('credits')}</dt>
            <dd>−{money(cart.usedCredits)}</dd>
          </>
        )}
        <dt className="tm-pay__total">{t('total')}</dt>
        <dd className="tm-pay__total" data-testid="pay-total">{money(cart.finalPrice)}</dd>
      </dl>
      <Link to={href('shoppingCart', {}, world)}>{t('editCart')}</Link>
    </section>
  );
}
