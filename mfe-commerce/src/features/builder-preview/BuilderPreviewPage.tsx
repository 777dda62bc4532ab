import { href, Link, type PageProps } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/**
 * spec §2 "Builder preview /de/builder-preview": the address where a page built by an editor in a page builder is
 * previewed. Teachmarket has no page builder and no model of such pages (nothing in the API or the spec describes
 * one), so the page says what the address is for instead of answering 404.
 */
export default function BuilderPreviewPage({ world }: PageProps) {
  const { t } = useTranslation(['cart', 'common']);
  return (
    <section className="tm-state" aria-labelledby="builder-preview-title">
      <h1 id="builder-preview-title" className="tm-page-title">{t('builderPreview.title')}</h1>
      <p>{t('builderPreview.body')}</p>
      <Link className="tm-button tm-button--primary" to={href('home', {}, world)}>{t('common:notFound.home')}</Link>
    </section>
  );
}
