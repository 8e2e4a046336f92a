import type { ReactNode } from 'react';
import { Component, createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/** The error a route failed with, for the error page under RouteErrorBoundary. */
const RouteErrorContext = createContext<unknown>(undefined);

/** The error the nearest RouteErrorBoundary caught (RouteError reads it). */
export function useRouteFailure(): unknown {
  return useContext(RouteErrorContext);
}

const NONE = Symbol('no error');

interface Props {
  pathname: string;
  /** What to show instead of the route: RouteErrorPage, or the root's variant of it. */
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: NONE, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  // Leaving the page that failed (another address, not another query) shows the new page.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> {
    return props.pathname === state.pathname ? {} : { error: NONE, pathname: props.pathname };
  }

  override render(): ReactNode {
    if (this.state.error === NONE) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

/**
 * A route's error element (spec 2 §8 Routing errors): a page or layout that fails to download
 * or to render shows `fallback` in its place, with the error, until the address changes.
 */
export function RouteErrorBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
