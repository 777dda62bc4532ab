import { useTranslation } from 'react-i18next';
import type { RemoteFailure } from './classify';

interface Props {
  remote: string;
  failure: RemoteFailure;
  onRetry: () => void;
}

/** Shown inside the page area when a remote cannot be loaded; the rest of the shell keeps working. */
export function RemoteFallback({ remote, failure, onRetry }: Props) {
  const { t } = useTranslation('common');
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
