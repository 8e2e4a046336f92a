import { RouteErrorPage } from '../features/errors/pages/RouteErrorPage.tsx';
import { MAIN_CONTENT_ID } from '../ui/SkipLink.tsx';
import { useAppShellRemoved } from './appShell.ts';

/** A layout itself failed: the error page on its own, without the frame that broke. */
export function RootErrorPage() {
  useAppShellRemoved();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <RouteErrorPage />
    </main>
  );
}
