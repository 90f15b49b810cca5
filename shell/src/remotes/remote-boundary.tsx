import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ModuleFallback } from '@portal/shared/ui';
import { reportError } from '../observability/error-reporter';
import { RemoteUnavailableError } from './remote-unavailable';
import { resetRemote } from './remote-modules';

interface Props {
  remote: string;
  compact?: boolean;
  children: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
}

function detailFor(error: unknown): string | undefined {
  if (error instanceof RemoteUnavailableError && error.failure === 'contract-mismatch') {
    return 'Este módulo foi publicado para outra versão do portal.';
  }
  return undefined;
}

/**
 * Third layer of failure isolation: a remote that cannot load or throws while rendering costs only
 * its own route or widget. "Tentar novamente" forgets the failed load and mounts the remote anew.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError('remote failed', { remote: this.props.remote, error, componentStack: info.componentStack });
  }

  private retry = () => {
    resetRemote(this.props.remote);
    this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.error) {
      return <ModuleFallback onRetry={this.retry} detail={detailFor(this.state.error)} compact={this.props.compact} />;
    }
    // A new key remounts the subtree so a retried remote starts from a clean state.
    return <div key={this.state.attempt} style={{ display: 'contents' }}>{this.props.children}</div>;
  }
}
