import { href, Link, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';
import './thank-you.css';

/** Thank-you page (spec §2 commerce; the promote-app banner also shows here): links on from a purchase. */
export default function ThankYouPage({ world, query }: PageProps) {
  const { t } = useTranslation('thank-you-page');
  const order = Number(query.get('order'));
  return (
    <section className="tm-state" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className="tm-page-title">{t('thankYou.title')}</h1>
      <p>{t('thankYou.body')}</p>
      <p className="tm-thanks__links">
        {Number.isInteger(order) && order > 0 && (
          <Link className="tm-button tm-button--primary" to={href('orderConfirmation', {}, world, { query: { order: String(order) } })}>{t('thankYou.orders')}</Link>
        )}
        <Link className="tm-button" to={href('boughtMaterials', {}, world)}>{t('boughtMaterials')}</Link>
        <Link className="tm-button" to={href('home', {}, world)}>{t('continue')}</Link>
      </p>
    </section>
  );
}
