import type { MaterialSummary } from '@teachmarket/contracts/api-types';
import { MaterialCard } from './MaterialCard';

/**
 * A list of material cards in the catalog grid (tm-grid). Loading, error and empty states stay with
 * the caller: some lists hide themselves when empty (related materials), others say so.
 */
export function MaterialGrid({ items, world, eagerFirst = 0, testId }: {
  items: readonly MaterialSummary[];
  world: string;
  /** How many cards (above the fold) load their image at once; the rest lazily. */
  eagerFirst?: number;
  testId?: string;
}) {
  return (
    <ul className="tm-grid" data-testid={testId}>
      {items.map((m, i) => (
        <li key={m.id}>
          <MaterialCard material={m} world={world} eager={i < eagerFirst} priority={eagerFirst > 0 && i === 0} />
        </li>
      ))}
    </ul>
  );
}
