import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { PageError } from './page-error';

/**
 * The pages of a layout: one that fails to render shows its error here, in
 * the content area, so the layout's header and navigation stay usable.
 */
export function ContentArea() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary fallback={PageError} resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
