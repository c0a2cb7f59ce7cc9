import { Component, type ErrorInfo, type ReactNode } from 'react';
import { releaseFirstPaintHero } from '@/shared/first-paint/first-paint-hero';
import { reportError } from '@/shared/monitoring/monitor';
import { ErrorScreen } from './error-screen';

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next path) clears the error, so navigating away recovers. */
  resetKey?: string;
}

interface AppErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches a page that crashed while rendering or whose code failed to load, reports it and
 * shows the error screen, whose refresh button reloads the page.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    releaseFirstPaintHero();
    reportError(error, { page: window.location.pathname, category: info.componentStack ? 'render' : 'app' });
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
