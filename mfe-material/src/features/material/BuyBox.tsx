import { useStore } from '@nanostores/react';
import {
  addToCart, announce, $cart, DownloadButton, FavouriteButton, href, Link, type Material, PriceTag, useNavigate, useSession
} from '@teachmarket/shared-kit';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderPicker } from './FolderPicker';
import { ShareButton } from './ShareButton';

/** Price and actions: cart, buy now, favourite, folder, share; a bought material offers its download place instead. */
export function BuyBox({ material: m, world, pageUrl }: { material: Material; world: string; pageUrl: string }) {
  const { t } = useTranslation('material-page');
  const session = useSession();
  const cart = useStore($cart);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const inCart = cart.cartItems.some((line) => line.id === m.id);
  // The author is not offered to buy their own material (the order was refused only at the last step,
  // own_material); they get the way to edit it instead.
  const own = session.status === 'loggedIn' && session.userId === m.author.id;
  // Issue 20 (WCAG 2.4.3): "add to cart" becomes the "in your cart" link in its place; focus goes
  // with it instead of falling to the page body. The buttons are aria-disabled (not disabled) while
  // sending for the same reason.
  const sending = useRef(false);
  const addedHere = useRef(false);
  const cartLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (inCart && addedHere.current) {
      addedHere.current = false;
      cartLink.current?.focus();
    }
  }, [inCart]);

  const add = async (thenPay: boolean) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailed(false);
    try {
      if (!inCart) {
        addedHere.current = !thenPay;
        await addToCart(m.id);
        announce(t('actions.added', { title: m.title }));
      }
      // Buy now: into the cart and on to checkout, which starts at the cart until the payment page exists.
      if (thenPay) navigate(href('shoppingCart', {}, world));
    } catch {
      addedHere.current = false;
      // Shown beside the buttons as an alert, which is read once (issue 20: not announced as well).
      setFailed(true);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="tm-material__buy" data-testid="buy-box">
      <p className="tm-material__price">
        <span className="tm-visually-hidden">{t('price')}: </span>
        <PriceTag material={m} size="large" />
      </p>
      {m.bundle && m.bundle.saving > 0 && (
        <p className="tm-material__note">{t('bundle.saving', { percent: Math.round((m.bundle.saving / m.bundle.itemsPrice) * 100) })}</p>
      )}
      {m.purchase_id !== null ? (
        <>
          <p className="tm-material__note" role="status">
            {t('actions.bought')}
          </p>
          <DownloadButton materialId={m.id} slug={m.slug} primary />
          <Link className="tm-button" to={href('boughtMaterials', {}, world)}>
            {t('actions.download')}
          </Link>
        </>
      ) : m.isFree ? (
        // A free material is not bought (the API refuses it in a cart): a signed-in teacher downloads it
        // here, anyone else asks for the link by mail (FreeDownloadForm).
        session.status === 'loggedIn' && <DownloadButton materialId={m.id} slug={m.slug} primary />
      ) : own ? (
        <>
          <p className="tm-material__note">{t('actions.own')}</p>
          <Link className="tm-button tm-button--primary" to={href('firstUpload', { materialId: String(m.id) }, world)}>
            {t('actions.edit')}
          </Link>
        </>
      ) : (
        <div className="tm-material__actions">
          {inCart ? (
            <Link className="tm-button" to={href('shoppingCart', {}, world)} ref={cartLink}>
              {t('inCart')}
            </Link>
          ) : (
            <button type="button" className="tm-button tm-button--primary" onClick={() => add(false)} aria-disabled={busy || undefined}>
              {t('addToCart')}
            </button>
          )}
          <button type="button" className="tm-button" onClick={() => add(true)} aria-disabled={busy || undefined}>
            {t('actions.buyNow')}
          </button>
        </div>
      )}
      {failed && (
        <p role="alert" className="tm-material__error">
          {t('actions.cartFailed')}
        </p>
      )}
      <div className="tm-material__secondary">
        <FavouriteButton materialId={m.id} title={m.title} variant="full" />
        <ShareButton url={pageUrl} title={m.title} />
      </div>
      <FolderPicker materialId={m.id} world={world} />
    </div>
  );
}
