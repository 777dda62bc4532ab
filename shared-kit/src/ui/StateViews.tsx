import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading skeleton for a list or a page section. */
export function LoadingState({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="tm-skeleton" role="status" aria-live="polite">
      <span className="tm-visually-hidden">{t('loading')}</span>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={`tm-skeleton__bar${i === 0 ? ' tm-skeleton__bar--title' : ''}`} />
      ))}
    </div>
  );
}

/** An API call failed: say so and offer a retry (never a blank area). */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="tm-state" role="alert" data-testid="api-error">
      <h2>{t('apiError.title')}</h2>
      <p>{t('apiError.body')}</p>
      <button type="button" className="tm-button tm-button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="tm-state" data-testid="empty-state">
      <p>{children}</p>
      {action}
    </div>
  );
}
