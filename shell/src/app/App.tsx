import { BrowserRouter, useHydrated } from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { Shell, type ShellProps } from './Shell';

export type AppProps = ShellProps;

export function App(props: AppProps) {
  // Issue 15: the page's controls answer from here on (after hydrating the server's HTML, or after the
  // browser's own first render); tests and tools wait for it before they type or press keys.
  // Set once the second pass (browser-only parts, one header) is committed, not at hydration itself.
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.getElementById('root')?.setAttribute('data-interactive', 'true');
  }, [hydrated]);
  return (
    <BrowserRouter>
      <Shell {...props} />
    </BrowserRouter>
  );
}
