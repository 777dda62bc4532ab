import { BrowserRouter } from '@teachmarket/shared-kit';
import { Shell, type ShellProps } from './Shell';

export type AppProps = ShellProps;

export function App(props: AppProps) {
  // #root[data-interactive] is set by the shell once the browser has taken over (Shell.tsx).
  return (
    <BrowserRouter>
      <Shell {...props} />
    </BrowserRouter>
  );
}
