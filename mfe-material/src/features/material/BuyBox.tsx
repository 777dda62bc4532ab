import { useStore } from '@nanostores/react';
import {
  addToCart, $cart, DownloadButton, FavouriteButton, href, Link, type Material, PriceTag, useNavigate
} from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderPicker } from './FolderPicker';
import { ShareButton } from './ShareButton';

/** Price and actions: cart, buy now, favourite, folder, share; a bought material offers its download place instead. */
export function BuyBox({ material: m, world, pageUrl }: { material: Material; world: string; pageUrl: string }) {
  const { t } = useTranslation('material-page');
  const cart = useStore($cart);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const inCart = cart.cartItems.some((line) => line.id === m.id);

  const add = async (thenPay: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      if (!inCart) await addToCart(m.id);
      // Buy now: into the cart and on to checkout, which starts at the cart until the payment page exists.
      if (thenPay) navigate(href('shoppingCart', {}, world));
    } catch {
      setFailed(true);
    } finally {
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
      ) : (
        <div className="tm-material__actions">
          {inCart ? (
            <Link className="tm-button" to={href('shoppingCart', {}, world)}>
              {t('inCart')}
            </Link>
          ) : (
            <button type="button" className="tm-button tm-button--primary" onClick={() => add(false)} disabled={busy}>
              {t('addToCart')}
            </button>
          )}
          <button type="button" className="tm-button" onClick={() => add(true)} disabled={busy}>
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
