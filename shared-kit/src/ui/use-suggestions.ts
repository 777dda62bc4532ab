import { useEffect, useState } from 'react';
import type { SuggestItem } from '@teachmarket/contracts/api-types';
import { suggest } from '../api/endpoints/catalog';

export const SUGGEST_DEBOUNCE_MS = 200;

/** Debounced suggestions: a newer input aborts the older request, so a stale answer never shows. */
export function useSuggestions(query: string, world: string): SuggestItem[] {
  const [items, setItems] = useState<SuggestItem[]>([]);
  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setItems([]);
      return undefined;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(q, controller.signal).then(
        (res) => {
          if (!controller.signal.aborted) setItems(res.items);
        },
        // spec §8: a failed or cancelled suggestion is not worth a message; the search still works.
        () => undefined,
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, world]);
  return items;
}
