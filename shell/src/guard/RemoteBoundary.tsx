import { Component, type ReactNode } from 'react';
import { reporter } from '../errors/reporter';
import { classifyRemoteError, type RemoteFailure } from './classify';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remote: string;
  routeId: string;
  onRetry: (failure: RemoteFailure) => void;
  children: ReactNode;
}

interface State {
  failure: RemoteFailure | null;
}

/** React half of the guard: catches what the loader or the page throws, reports it, shows the fallback. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: classifyRemoteError(error) };
  }

  override componentDidCatch(error: unknown): void {
    const failure = classifyRemoteError(error);
    reporter().report('remote_unavailable', error, { remote: this.props.remote, routeId: this.props.routeId, kind: failure.kind });
  }

  private readonly retry = () => {
    const { failure } = this.state;
    if (failure) this.props.onRetry(failure);
  };

  override render() {
    const { failure } = this.state;
    if (failure) return <RemoteFallback remote={this.props.remote} failure={failure} onRetry={this.retry} />;
    return this.props.children;
  }
}
