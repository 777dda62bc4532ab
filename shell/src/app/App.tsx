import { BrowserRouter } from '@teachmarket/shared-kit';
import { useEffect } from 'react';
import { Shell, type ShellProps } from './Shell';

export type AppProps = ShellProps;

export function App(props: AppProps) {
  // Issue 15: the page's controls answer from here on (after hydrating the server's HTML, or after the
  // browser's own first render); tests and tools wait for it before they type or press keys.
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-interactive', 'true');
  }, []);
  return (
    <BrowserRouter>
      <Shell {...props} />
    </BrowserRouter>
  );
}
