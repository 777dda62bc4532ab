import { useStore } from '@nanostores/react';
import { $announcement } from '@teachmarket/shared-kit';

/**
 * Issue 20 (WCAG 4.1.3): the platform's one polite status region. It is always in the page (a live
 * region added together with its text is often not read), and what `announce()` said last is its
 * text; every second announcement ends in a no-break space, so the same words said twice are a change
 * of the region's text and are read twice. A live region without role="status": the pages' own visible
 * status messages keep that role to themselves (and tests find them by it).
 */
export function StatusRegion() {
  const { message, seq } = useStore($announcement);
  return (
    <div className="tm-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="status-region">
      {message}
      {seq % 2 === 1 ? '\u00a0' : ''}
    </div>
  );
}
