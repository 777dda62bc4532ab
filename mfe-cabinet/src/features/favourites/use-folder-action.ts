import { useState } from 'react';

/**
 * Runs a folder action, remembering whether it failed (the message is the page's to show, as an alert
 * beside the control; issue 20: such an error is not announced as well, it would be read twice).
 */
export function useFolderAction() {
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
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { run, failed, busy };
}
