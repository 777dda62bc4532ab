import type { World } from '@teachmarket/shared-kit';
import { BrowserRouter } from 'react-router';
import type { RegistryProblem } from '../registry/registry';
import type { RuntimeConfig } from '../config/runtime-config';
import { Shell } from './Shell';

export interface AppProps {
  config: RuntimeConfig;
  registryProblems: RegistryProblem[];
  initialWorld: World;
  firstVisit: boolean;
}

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <Shell {...props} />
    </BrowserRouter>
  );
}
