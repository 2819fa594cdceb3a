import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

import { RouteErrorPage } from '@/app/shell/route-error-page';

interface BoundaryProps {
  /** The page's path: going to another page clears the error. */
  path: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.path !== this.props.path && this.state.error !== undefined) {
      this.setState({ error: undefined });
    }
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} />
    );
  }
}

/**
 * A layout route that shows RouteErrorPage in place of a page that failed:
 * above all, a page whose lazily loaded code could not be fetched.
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary path={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
