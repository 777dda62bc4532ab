import { useState } from 'react';

/** Hands a fetched file to the browser as a download (the request needed the session, so a plain link would not do). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/**
 * A download button's state: `download()` fetches the file with the session and saves it under
 * `filename`; `busy` while it runs, `failed` when the last attempt did not succeed.
 */
export function useFileDownload(fetchFile: () => Promise<Blob>, filename: string) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await fetchFile(), filename);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, download };
}
