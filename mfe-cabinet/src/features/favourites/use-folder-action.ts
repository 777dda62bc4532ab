import { announce } from '@teachmarket/shared-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Runs a folder action, remembering whether it failed (the message is the page's to show; issue 20:
 * the failure is said through the shell's status region as well).
 */
export function useFolderAction() {
  const { t } = useTranslation('favorites');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setFailed(false);
    try {
      await action();
      return true;
    } catch {
      setFailed(true);
      announce(t('actionFailed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, failed, busy };
}
