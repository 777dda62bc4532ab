import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from '@teachmarket/shared-kit';

export interface Disclosure {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes and puts focus back on the button that opened the panel. */
  closeToButton: () => void;
}

/**
 * A header pop-up (account menu, notifications): Escape closes it and returns focus to its
 * button; a click outside, focus leaving it (Tab past the end) and a page change close it.
 */
export function useDisclosure(root: RefObject<HTMLElement | null>, button: RefObject<HTMLElement | null>): Disclosure {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);

  const closeToButton = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [button]);

  useEffect(() => {
    if (shownOn.current !== pathname) setOpen(false);
    shownOn.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const inside = (target: EventTarget | null) => target instanceof Node && Boolean(root.current?.contains(target));
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && (inside(event.target) || inside(document.activeElement))) {
        event.preventDefault();
        closeToButton();
      }
    };
    const onFocus = (event: FocusEvent) => {
      if (!inside(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open, root, closeToButton]);

  return { open, setOpen, closeToButton };
}

/** Arrow keys, Home and End move between a panel's links and buttons (the menu-button keyboard habit). */
export function moveFocus(panel: HTMLElement | null, key: string): boolean {
  if (!panel) return false;
  const items = Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
  if (items.length === 0) return false;
  const current = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (key === 'ArrowDown') next = current < 0 ? 0 : (current + 1) % items.length;
  else if (key === 'ArrowUp') next = current < 0 ? items.length - 1 : (current - 1 + items.length) % items.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}

/** Arrow keys, Home and End move between a header panel's entries while it is open (account menu, countries). */
export function usePanelKeys(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (moveFocus(element, event.key)) event.preventDefault();
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [panel]);
}
