import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';

/** Loading or failed state of a list; null when the list has data to show. */
export function ListState({
  pending,
  error,
  onRetry,
}: {
  pending: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  if (pending) return <PageLoader />;
  if (!error) return null;
  return <LoadError onRetry={onRetry} />;
}
