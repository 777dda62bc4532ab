import { BrowserRouter } from 'react-router';
import type { RegistryProblem } from '../registry/registry';
import type { RuntimeConfig } from '../config/runtime-config';
import { Shell } from './Shell';

export interface AppProps {
  config: RuntimeConfig;
  registryProblems: RegistryProblem[];
  initialWorld: string;
}

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <Shell {...props} />
    </BrowserRouter>
  );
}
