import { useStore } from '@nanostores/react';
import { $session } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** spec §8: when even the client-credentials fallback failed, authError is stored and shown. */
export function AuthErrorBanner() {
  const { t } = useTranslation('common');
  const { authError } = useStore($session);
  if (!authError) return null;
  return (
    <div className="tm-banner tm-banner--warning" role="status" data-testid="auth-error">
      {t('authError')}
    </div>
  );
}
