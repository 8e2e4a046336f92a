import { APP_SHELL_ID } from '@alumni/domain';
import { useLayoutEffect } from 'react';

/**
 * Removes the server's app shell (the frame's header bar painted before any script ran,
 * issue 16) once the component calling it has mounted: a layout (its own header takes the
 * shell's place in the same paint, so nothing flashes or moves) or the error page without a
 * layout. Before the paint (layout effect), so the two never show together.
 */
export function useAppShellRemoved(): void {
  useLayoutEffect(() => {
    document.getElementById(APP_SHELL_ID)?.remove();
  }, []);
}
