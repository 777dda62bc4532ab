import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a loading state waits before it says the server is slow (s16 QA row 3). */
export const SLOW_LOAD_MS = 8_000;

/**
 * Loading skeleton for a list or a page section. The HTTP client has no timeout (spec §9), so when the
 * API hangs a read could load for ever without a word (s16 QA row 3): after SLOW_LOAD_MS the state says
 * the server is taking longer than usual, with "Try again" (`onRetry`, offered when `canRetry()` then
 * says there is something to ask again). The skeleton stays: an answer that comes later replaces it.
 * Without state of its own, so the narrow entry `page-ui` (QueryView) may hold it; pages use
 * LoadingState (./LoadingState), which asks again for the reads still waiting.
 */
export function LoadingView({ lines = 3, onRetry, canRetry }: { lines?: number; onRetry?: () => void; canRetry?: () => boolean }) {
  const { t } = useTranslation('common');
  const [slow, setSlow] = useState<'notice' | 'retry' | null>(null);
  const retryable = onRetry !== undefined;
  useEffect(() => {
    const timer = setTimeout(() => setSlow(retryable && (canRetry?.() ?? true) ? 'retry' : 'notice'), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once, when the notice appears
  }, [retryable]);
  return (
    <div className="tm-skeleton" role="status" aria-live="polite">
      <span className="tm-visually-hidden">{t('loading')}</span>
      {slow && (
        <div className="tm-skeleton__slow">
          <p>{t('slowLoad')}</p>
          {slow === 'retry' && onRetry && (
            <button type="button" className="tm-button" onClick={onRetry}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
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
