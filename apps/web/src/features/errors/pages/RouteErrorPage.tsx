import { ErrorPageBoundary } from '../components/ErrorPageBoundary.tsx';
import { RouteError } from '../components/RouteError.tsx';

/** Error element of every route: the error page, guarded by its own fallback. */
export function RouteErrorPage() {
  return (
    <ErrorPageBoundary>
      <RouteError />
    </ErrorPageBoundary>
  );
}
