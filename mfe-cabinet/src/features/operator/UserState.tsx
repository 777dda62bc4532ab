import type { OperatorUser } from '@teachmarket/shared-kit';
import { useTranslation } from 'react-i18next';

/** Locked, active, or not confirmed yet: what an operator looks for first. */
export function UserState({ user }: { user: OperatorUser }) {
  const { t } = useTranslation('operator');
  if (user.lockedAt) return <span className="tm-operator__badge tm-operator__badge--locked">{t('users.locked')}</span>;
  return <span>{user.confirmed ? t('users.active') : t('users.unconfirmed')}</span>;
}
