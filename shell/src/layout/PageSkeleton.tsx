import { useTranslation } from 'react-i18next';

/** Loading state of the page area while a remote or its data arrives. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="tm-skeleton" role="status" aria-live="polite">
      <span className="tm-visually-hidden">{t('loading')}</span>
      <div className="tm-skeleton__bar tm-skeleton__bar--title" />
      <div className="tm-skeleton__bar" />
      <div className="tm-skeleton__bar" />
      <div className="tm-skeleton__bar tm-skeleton__bar--short" />
    </div>
  );
}
