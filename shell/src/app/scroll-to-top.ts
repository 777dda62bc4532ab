import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@teachmarket/shared-kit';

/**
 * A new page starts at its top, as a full page load would: after a link or a redirect (PUSH or
 * REPLACE) to another path. Not on back/forward (POP: the browser's place is kept), not when only the
 * query changes (a filter toggled on the results page must not jump away from the filter), and not
 * for a link to an anchor (#section: the page scrolls to it).
 */
export function useScrollToTop(): void {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (type !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, type]);
}
