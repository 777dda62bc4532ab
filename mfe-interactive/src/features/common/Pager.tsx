import { Pager as ListPager, pageOf as pageIn } from '@teachmarket/shared-kit';
import type { ComponentProps } from 'react';

/** The shared pager with this remote's texts (namespace new-interactive) and look. */
export function Pager(props: Omit<ComponentProps<typeof ListPager>, 'ns' | 'className'>) {
  return <ListPager {...props} ns="new-interactive" className="tm-interactive-pager" />;
}

/** ?page= as a page number (1 when missing or not a positive integer; capped like the API's search window). */
export const pageOf = (query: URLSearchParams): number => pageIn(query, 400);
