import { useEffect, useRef } from 'react';
import { useLocation } from '@teachmarket/shared-kit';

/**
 * Runs the platform's focus rule (`startRouteFocus` in route-focus.ts, issue 20) on every change of
 * path, not on the first load. The rule itself is a chunk of its own (about 0.6 KB), fetched at the
 * first navigation, when the new page's heading is awaited anyway: the first view does not pay for it
 * (issue 16 budget).
 */
export function useRouteFocus(mainId = 'main'): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  // Read while rendering: the new page's effects (which set its title) have not run yet, so this is
  // still the previous page's title when the path has just changed.
  const titleBefore = typeof document === 'undefined' ? '' : document.title; // '' on the server (issue 15)
  useEffect(() => {
    if (previous.current === pathname) return undefined;
    previous.current = pathname;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The user leads from their first key press or click on the new page, also one made while the
    // rule's chunk is still on its way (a menu opened then must not lose focus to the heading).
    const userLed = () => {
      cancelled = true;
      stop?.();
    };
    document.addEventListener('keydown', userLed, true);
    document.addEventListener('pointerdown', userLed, true);
    void import(/* webpackChunkName: "route-focus" */ './route-focus').then(({ startRouteFocus }) => {
      const main = document.getElementById(mainId);
      if (!cancelled && main) stop = startRouteFocus(main, undefined, titleBefore);
    });
    return () => {
      cancelled = true;
      stop?.();
      document.removeEventListener('keydown', userLed, true);
      document.removeEventListener('pointerdown', userLed, true);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the title of the render that saw the new path, not a dependency
  }, [pathname, mainId]);
}
