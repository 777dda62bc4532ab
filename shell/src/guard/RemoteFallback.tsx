import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteFailure } from './classify';
import { $pageFailures } from './page-failure';

interface Props {
  remote: string;
  failure: RemoteFailure;
  onRetry: () => void;
}

/** Shown inside the page area when a remote cannot be loaded; the rest of the shell keeps working. */
export function RemoteFallback({ remote, failure, onRetry }: Props) {
  const { t } = useTranslation('common');
  // Counted while shown: the feature tour waits (its backdrop would cover the retry button).
  useEffect(() => {
    $pageFailures.set($pageFailures.get() + 1);
    return () => $pageFailures.set($pageFailures.get() - 1);
  }, []);
  const body =
    failure.kind === 'incompatible'
      ? t('remoteError.incompatible')
      : failure.kind === 'execution'
        ? t('pageError.body')
        : t('remoteError.body');
  return (
    <section className="tm-fallback" role="alert" data-testid="remote-fallback" data-remote={remote} data-kind={failure.kind}>
      <h1 className="tm-fallback__title">{failure.kind === 'execution' ? t('pageError.title') : t('remoteError.title')}</h1>
      <p>{body}</p>
      <button type="button" className="tm-button tm-button--primary" onClick={onRetry}>
        {t('retry')}
      </button>
    </section>
  );
}
