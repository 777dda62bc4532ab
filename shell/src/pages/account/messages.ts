import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN, type MessageKey } from './validate';

/** Renders a form message (any of the account namespaces); null stays null. */
export function useMessage(): (key: MessageKey | null | undefined) => string | null {
  const { t } = useTranslation(['login', 'signup', 'service-pages']);
  return useCallback((key) => (key ? t(key, { min: PASSWORD_MIN }) : null), [t]);
}
