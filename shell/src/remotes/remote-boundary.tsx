import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ModuleFallback } from '@portal/shared/ui';
import { reportError } from '../observability/error-reporter';
import { RemoteUnavailableError } from './remote-unavailable';
import { resetRemote } from './remote-modules';
import { describeUnmet, SharedVersionMismatchError } from './shared-requirements';

interface Props {
  remote: string;
  compact?: boolean;
  children: ReactNode;
}

interface State {
  error: unknown;
  attempt: number;
}

/** What the owner is told besides 'Erro ao carregar este módulo' */
const FALLBACK_DETAILS = {
  'contract-mismatch': 'Este módulo foi publicado para outra versão do portal.',
  'shared-mismatch': 'Este módulo foi atualizado e precisa de uma versão mais recente do portal. Tente novamente em alguns minutos.',
} as const;

function detailFor(error: unknown): string | undefined {
  if (error instanceof RemoteUnavailableError && (error.failure === 'contract-mismatch' || error.failure === 'shared-mismatch')) {
    return FALLBACK_DETAILS[error.failure];
  }
  return undefined;
}

/** For operators, on the fallback's element: which failure, and for a refused remote which versions. */
function reasonFor(error: unknown): string | undefined {
  if (!(error instanceof RemoteUnavailableError)) return 'render-error';
  return error.cause instanceof SharedVersionMismatchError ? `${error.failure}: ${describeUnmet(error.cause.unmet)}` : error.failure;
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
      return (
        <div data-fallback-reason={reasonFor(this.state.error)} style={{ display: 'contents' }}>
          <ModuleFallback onRetry={this.retry} detail={detailFor(this.state.error)} compact={this.props.compact} />
        </div>
      );
    }
    // A new key remounts the subtree so a retried remote starts from a clean state.
    return <div key={this.state.attempt} style={{ display: 'contents' }}>{this.props.children}</div>;
  }
}
