import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  /** Name of the remote, for the console. */
  remote: string;
  /** Rendered instead of the children after an error; receives nothing, retrying is the parent's business. */
  fallback: ReactNode;
  /** When it changes (the page's path), a page that crashed gets another chance. */
  resetKey: string;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Catches a remote that cannot load or crashes while rendering, so that the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remotes] ${this.props.remote} indisponible`, error, info.componentStack);
  }

  componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
