import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { ErrorPageFallback } from './ErrorPageFallback.tsx';

interface State {
  failed: boolean;
}

/** Catches a failure while showing the error page and shows the plain fallback instead. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The error page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPageFallback /> : this.props.children;
  }
}
