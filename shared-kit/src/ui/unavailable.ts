import type { MouseEvent } from 'react';

/**
 * Props for a control that is unavailable for a while (busy sending, nothing to act on yet) but may have
 * focus when that changes (issue 20, WCAG 2.4.3): `aria-disabled` instead of the native `disabled`, which
 * would drop a focused button's focus to the page body. A press meanwhile does nothing: the click is
 * cancelled, which for a submit button also cancels the form's submission (Enter in a field submits
 * through a click on the form's default button). Form handlers that submit still check their own flag.
 *
 *   <button type="submit" {...unavailableWhile(busy)}>…</button>
 *   <button type="button" {...unavailableWhile(busy, () => void save())}>…</button>
 */
export function unavailableWhile<E extends HTMLElement = HTMLButtonElement>(
  unavailable: boolean,
  onClick?: (event: MouseEvent<E>) => void,
): { 'aria-disabled': true | undefined; onClick: (event: MouseEvent<E>) => void } {
  return {
    'aria-disabled': unavailable || undefined,
    onClick: (event) => {
      if (unavailable) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}
