import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The outcome line of an operator page (`role="status"`, `tabIndex={-1}`, `ref`). s16 QA2: the confirm
 * step that was used goes away (its row may leave the list), so the focus goes to the outcome, never to
 * the page body; focused once it holds the new text. Used by every operator page with an outcome line.
 */
export function useNotice() {
  const [notice, setNotice] = useState('');
  const [round, setRound] = useState(0);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (round) ref.current?.focus();
  }, [round]);
  const show = useCallback((text: string) => {
    setNotice(text);
    setRound((r) => r + 1);
  }, []);
  return { notice, show, ref };
}
