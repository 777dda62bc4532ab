import { useStore } from '@nanostores/react';
import { $cart, addToCart, ErrorState, formatPrice, getMaterial, href, LoadingState, useApi, type PageProps } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFound } from './NotFound';
import './material.css';

/** Material page (spec §2): title, author, preview, description, files, price and add to cart. */
export default function MaterialPage({ world, params }: PageProps) {
  const { t, i18n } = useTranslation(['material-page', 'common']);
  const id = params.id ?? '';
  const result = useApi((signal) => getMaterial(id, signal), [id, world]);
  const cart = useStore($cart);
  const [adding, setAdding] = useState(false);

  if (result.status === 'loading') return <LoadingState lines={6} />;
  if (result.status === 'error') {
    return result.error.code === 'not_found' ? <NotFound world={world} /> : <ErrorState onRetry={result.retry} />;
  }
  const m = result.data.item;
  const inCart = cart.cartItems.some((line) => line.id === m.id);
  const add = async () => {
    setAdding(true);
    try {
      await addToCart(m.id);
    } finally {
      setAdding(false);
    }
  };

  return (
    <article className="tm-material">
      <div className="tm-material__media">
        {m.firstPreviewImage && <img src={m.firstPreviewImage.watermarked} alt="" className="tm-material__preview" height={500} />}
      </div>
      <div className="tm-material__main">
        <h1 className="tm-page-title">{m.title}</h1>
        <p className="tm-material__author">
          <Link to={href('author', { id: String(m.author.id), slug: m.author.slug }, world)}>
            {t('common:by', { name: m.author.publicName })}
          </Link>
        </p>
        <div className="tm-material__buy">
          <p className="tm-material__price">
            <span className="tm-visually-hidden">{t('price')}: </span>
            {m.isFree ? t('common:free') : formatPrice(m.finalPrice, m.currencyCode)}
            {m.discount > 0 && !m.isFree && <s className="tm-material__old-price">{formatPrice(m.price, m.currencyCode)}</s>}
          </p>
          {inCart ? (
            <Link className="tm-button" to={href('shoppingCart', {}, world)}>
              {t('inCart')}
            </Link>
          ) : (
            <button type="button" className="tm-button tm-button--primary" onClick={add} disabled={adding}>
              {t('addToCart')}
            </button>
          )}
        </div>
        <h2>{t('description')}</h2>
        {/* The API sanitises descriptions to p, ul, li, strong and em (issue 7 adds DOMPurify here too). */}
        <div className="tm-material__description" dangerouslySetInnerHTML={{ __html: m.description }} />
        <h2>{t('files')}</h2>
        <ul>
          {m.materialFiles.map((f, i) => (
            <li key={`${f.type}-${i}`}>{f.type.toUpperCase()}</li>
          ))}
        </ul>
        <p className="tm-card__meta">{t('publishedAt', { date: new Intl.DateTimeFormat(i18n.language).format(new Date(m.publishedAt)) })}</p>
      </div>
    </article>
  );
}
