import { useState } from 'react';

/**
 * Issue 16 follow-up (s20): the filter panel's key, so nothing typed into it is lost. Its boxes, radio
 * buttons and options, and the sort beside it, apply themselves at once (each a navigation), while the
 * price range waits for "Apply". A navigation one of those controls starts (`keepFor`) keeps the panel,
 * and a price typed but not applied stays in its field, still not applied and still editable: applying
 * a money filter the visitor did not confirm would surprise them (a marketplace applies a price range
 * when it is submitted, and a half-typed "1" as the lowest price would empty the list). Any other new
 * address ("Apply", "Remove all filters", a link, back and forward, the header's search) shows the panel
 * afresh from the address, as before: the fields then hold the applied range.
 */
export function useFilterPanelKey(query: string): { key: number; keepFor: (next: string) => void } {
  // The one navigation to keep the panel for: from this address to that one.
  const [kept, setKept] = useState<{ from: string; to: string } | null>(null);
  const [panel, setPanel] = useState({ query, key: 0 });
  if (panel.query !== query) {
    const keep = kept !== null && kept.from === panel.query && kept.to === query;
    setPanel({ query, key: keep ? panel.key : panel.key + 1 });
  }
  return { key: panel.key, keepFor: (next) => setKept({ from: query, to: next }) };
}
