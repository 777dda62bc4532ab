import { useState } from 'react';

/**
 * Issue 16 follow-up (s20): what the search page's own controls started, so nothing typed or chosen is
 * lost while the address follows.
 * - The filter panel's key. Its boxes, radio buttons and options, and the sort beside it, apply
 *   themselves at once (each a navigation), while the price range waits for "Apply". A navigation one
 *   of those controls starts (`keepFor`) keeps the panel, and a price typed but not applied stays in its
 *   field, still not applied and still editable: applying a money filter the visitor did not confirm
 *   would surprise them (a marketplace applies a price range when it is submitted, and a half-typed "1"
 *   as the lowest price would empty the list). Any other new address ("Apply", "Remove all filters", a
 *   link, back and forward, the header's search) shows the panel afresh from the address.
 * - `shown`: the state the controls show. The address follows in the router's transition, 50-270 ms later
 *   on a slow phone; meanwhile a ticked box showed unticked, and a second change started from the old
 *   address, losing the first. Until the address changes, the started change is shown and built on.
 */
export function useFilterPanelKey<T>(query: string, state: T): { key: number; shown: T; keepFor: (next: string, nextState: T) => void } {
  // The one navigation a control started: from this address to that one, showing that state.
  const [kept, setKept] = useState<{ from: string; to: string; state: T } | null>(null);
  const [panel, setPanel] = useState({ query, key: 0 });
  if (panel.query !== query) {
    const keep = kept !== null && kept.from === panel.query && kept.to === query;
    setPanel({ query, key: keep ? panel.key : panel.key + 1 });
  }
  return {
    key: panel.key,
    shown: kept?.from === query ? kept.state : state,
    keepFor: (next, nextState) => setKept({ from: query, to: next, state: nextState }),
  };
}
