import { useStore } from '@nanostores/react';
import {
  $cart, $cartLoadFailed, EmptyState, ErrorState, formatPrice, href, Link, LoadingState, type PageProps, removeFromCart, retryLoadCart, useLocation,
  unavailableWhile
} from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './cart.css';
import { VoucherForm } from './VoucherForm';

/** Shopping cart (spec §2 commerce): reads the shared cart store the shell loaded. */
export default function CartPage({ world }: PageProps) {
  const { t } = useTranslation(['cart', 'common']);
  const cart = useStore($cart);
  const loadFailed = useStore($cartLoadFailed);
  const [busy, setBusy] = useState<number | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  // Issue 20 (WCAG 2.4.3): a removed line takes its button with it; focus goes to the cart's heading
  // (the header's count says the new number) instead of falling to the page body.
  const heading = useRef<HTMLHeadingElement>(null);
  const [removals, setRemovals] = useState(0);
  useEffect(() => {
    if (removals > 0) heading.current?.focus();
  }, [removals]);
  // Set by the abandoned-cart link (AbandonedCartPage) once it restored the linked cart.
  const restored = Boolean((useLocation().state as { restored?: boolean } | null)?.restored);
  const restoredNote = restored ? <p role="status" className="tm-cart__restored">{t('restore.done')}</p> : null;

  if (!cart.loaded) {
    // A cart that could not be loaded (API unreachable) says so with a retry, instead of a skeleton forever.
    if (!loadFailed) return <LoadingState />;
    return (
      <div className="tm-cart">
        <h1 className="tm-page-title">{t('title')}</h1>
        <ErrorState onRetry={() => void retryLoadCart()} />
      </div>
    );
  }
  if (cart.cartItems.length === 0) {
    return (
      <div className="tm-cart">
        <h1 className="tm-page-title" ref={heading} tabIndex={-1}>{t('title')}</h1>
        {restoredNote}
        <EmptyState action={<Link className="tm-button tm-button--primary" to={href('home', {}, world)}>{t('discover')}</Link>}>
          {t('empty')}
        </EmptyState>
      </div>
    );
  }
  const inBundle = new Set(cart.itemsInBundles.map((b) => b.materialId));
  const remove = async (id: number) => {
    if (busy !== null) return;
    setBusy(id);
    setRemoveFailed(false);
    try {
      await removeFromCart(id);
      setRemovals((n) => n + 1);
    } catch {
      // Issue 20: the line stays (and its button keeps focus); the failure is shown as an alert (read once).
      setRemoveFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="tm-cart">
      <h1 className="tm-page-title" ref={heading} tabIndex={-1}>{t('title')}</h1>
      {restoredNote}
      <p className="tm-card__meta">{t('items', { count: cart.cartItems.length })}</p>
      <ul className="tm-cart__lines">
        {cart.cartItems.map((line) => (
          <li key={line.id} className="tm-cart__line" data-testid="cart-line">
            <Link to={href('material', { id: String(line.id), slug: line.slug }, world)}>{line.title}</Link>
            <span className="tm-price">
              {inBundle.has(line.id) ? t('inBundle') : line.isFree ? t('common:free') : formatPrice(line.finalPrice, line.currencyCode)}
            </span>
            {/* A short visible label; the accessible name says which material goes. */}
            <button type="button" className="tm-button" aria-label={t('remove', { title: line.title })} {...unavailableWhile(busy === line.id, () => void remove(line.id))}>
              {t('removeShort')}
            </button>
          </li>
        ))}
      </ul>
      {removeFailed && <p role="alert" className="tm-cart__error">{t('removeFailed')}</p>}
      <VoucherForm cart={cart} />
      <dl className="tm-cart__sums">
        {cart.totalVoucherDiscount > 0 && (
          <>
            <dt>{t('subtotal')}</dt>
            <dd>{formatPrice(cart.originalPrice, cart.currencyCode)}</dd>
            <dt>{t('discount')}</dt>
            <dd>−{formatPrice(cart.totalVoucherDiscount, cart.currencyCode)}</dd>
          </>
        )}
        <dt className="tm-cart__total">{t('total')}</dt>
        <dd className="tm-cart__total">
          <strong>{formatPrice(cart.finalPrice, cart.currencyCode)}</strong>
        </dd>
      </dl>
      <p className="tm-cart__actions">
        <Link className="tm-button tm-button--primary" to={href('payment', {}, world)}>{t('checkout')}</Link>
      </p>
    </div>
  );
}
