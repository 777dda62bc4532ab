import { useEffect, type RefObject } from 'react';

/**
 * Issue 20: Escape closes an open disclosure panel (search filters, a folder's editor, an opened form).
 * While `open`, an Escape pressed with focus inside any of `roots` (the toggle and its panel, which
 * need not share a parent) calls `close`, which puts focus back on the toggle.
 *
 * The listeners sit on the roots themselves, so a panel inside another panel closes first and the
 * outer one stays (the Escape is used up: preventDefault). An open suggestion list inside a panel
 * (a combobox with aria-expanded="true") closes itself first; the panel closes on the next Escape.
 */
export function useEscapeClose(open: boolean, roots: ReadonlyArray<RefObject<HTMLElement | null>>, close: () => void): void {
  // Attached after every render while open: the roots' elements may be new (a panel mounted on opening).
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="combobox"][aria-expanded="true"]')) return;
      event.preventDefault();
      close();
    };
    const elements = roots.map((root) => root.current).filter((element): element is HTMLElement => element !== null);
    for (const element of elements) element.addEventListener('keydown', onKey);
    return () => {
      for (const element of elements) element.removeEventListener('keydown', onKey);
    };
  });
}
