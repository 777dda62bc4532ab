import { Pager as ListPager, pageOf as pageIn } from '@teachmarket/shared-kit';
import type { ComponentProps } from 'react';

/** The shared pager with this remote's texts (namespace author-page). */
export function Pager(props: Omit<ComponentProps<typeof ListPager>, 'ns' | 'className'>) {
  return <ListPager {...props} ns="author-page" />;
}

/** The ?page= query value as a page number (1 when missing or not a positive integer). */
export const pageOf = (query: URLSearchParams): number => pageIn(query, 10000);
