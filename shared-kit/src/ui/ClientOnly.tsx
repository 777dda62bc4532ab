import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Issue 15: renders its children from the browser's second pass on (never on the server, not while
 * hydrating). A leaf of its own, so the pass after hydration re-renders only it and not the component
 * around it (a hook in the shell's root re-rendered the whole page once more: main-thread time).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
