// The notification list and the modals' host load when first needed (app/Overlays.tsx,
// app/SchoolApp.tsx). Mantine's notifications keep what was shown before in their store;
// its modals are window events, lost when no host listens yet: code that opens a modal
// waits for `overlaysReady`.

let wanted = false;
let mounted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Asks for the overlays, and resolves once their host has mounted (at once when it has). */
export function overlaysReady(): Promise<void> {
  if (!mounted && !wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Whether some code asked for the overlays (overlaysReady) before SchoolApp listened. */
export function overlaysWanted(): boolean {
  return wanted;
}

/** Calls `listener` when some code asks for the overlays; returns the unsubscribe. */
export function onOverlaysWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the overlays' host once it has mounted. */
export function overlaysMounted(): void {
  mounted = true;
  markReady();
}
