import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { MaterialCard } from './MaterialCard';

/**
 * A list of material cards in the catalog grid (tm-grid). Loading, error and empty states stay with
 * the caller: some lists hide themselves when empty (related materials), others say so.
 */
export function MaterialGrid({ items, world, eagerFirst = 0, priorityFirst = true, testId }: {
  items: readonly MaterialSummary[];
  world: string;
  /**
   * How many cards (above the fold) load their image at once; the rest lazily. One on a phone's first
   * view: the second card starts ~500 px below the first, and an eager image there only takes bandwidth
   * from the page's largest paint (issue 15); a wide screen's lazy images in view load right after layout.
   */
  eagerFirst?: number;
  /** The first card's image is fetched at high priority: false where the page's largest paint is text (home's hero). */
  priorityFirst?: boolean;
  testId?: string;
}) {
  return (
    <ul className="tm-grid" data-testid={testId}>
      {items.map((m, i) => (
        <li key={m.id}>
          <MaterialCard material={m} world={world} eager={i < eagerFirst} priority={priorityFirst && eagerFirst > 0 && i === 0} />
        </li>
      ))}
    </ul>
  );
}
