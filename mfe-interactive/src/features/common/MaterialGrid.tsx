import { MaterialCard, type MaterialSummary, type World } from '@teachmarket/shared-kit';

export function MaterialGrid({ items, world }: { items: readonly MaterialSummary[]; world: World }) {
  return (
    <ul className="tm-grid">
      {items.map((m) => (
        <li key={m.id}>
          <MaterialCard material={m} world={world} />
        </li>
      ))}
    </ul>
  );
}
