import { BrowserRouter } from '@teachmarket/shared-kit';
import { Shell, type ShellProps } from './Shell';

export type AppProps = ShellProps;

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <Shell {...props} />
    </BrowserRouter>
  );
}
