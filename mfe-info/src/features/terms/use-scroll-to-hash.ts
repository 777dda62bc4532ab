import { useEffect } from 'react';
import { useLocation } from '@teachmarket/shared-kit';

/**
 * The page is rendered after the remote loads, too late for the browser's own jump to #anchor:
 * scroll to (and focus, for keyboard and screen-reader users) the element the hash names, on
 * arrival and whenever the hash changes (table-of-contents links).
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash]);
}
