import { useHydrated } from '@teachmarket/shared-kit';
import { useEffect, useState } from 'react';

/** Phones and small tablets get the compact header (one row, everything else in the menu panel). */
export const COMPACT_HEADER_QUERY = '(max-width: 767px)';

const matches = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether a CSS media query matches now, updated when it changes (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const [value, setValue] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setValue(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  // Issue 15: the server cannot know the screen; the first pass matches its HTML (wide header).
  return useHydrated() && value;
}
