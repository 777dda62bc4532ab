import { useEscapeClose } from '@teachmarket/shared-kit';
import { useEffect, useRef } from 'react';

/**
 * Issue 20: a form opened from a button (free download, recommend): the opening button goes away, so
 * its first field takes the focus; Escape in it closes it like Cancel, and focus goes back to the button
 * that opened it. `close` is the Cancel action.
 */
export function useCancelableForm(open: boolean, setOpen: (open: boolean) => void) {
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const refocus = useRef(false);
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };
  useEscapeClose(open, [form], close);
  useEffect(() => {
    if (open) form.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, [open]);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    opener.current?.focus();
  }, [open]);
  return { opener, form, close };
}
