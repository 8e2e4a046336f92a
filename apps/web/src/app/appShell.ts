import { useLayoutEffect } from 'react';

/** The id of the header bar the server paints from the HTML (server platform/app-shell.ts). */
const APP_SHELL_ID = 'app-shell';

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
