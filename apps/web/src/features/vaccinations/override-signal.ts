// Whether the override dialog has been asked for yet: the shell mounts the dialog (and fetches its
// code) only once some refusal needs it. No imports, so the shell's bundle gains nothing.
const listeners = new Set<() => void>();
let wanted = false;

export const overrideSignal = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
  /** Called by requestOverride before it waits for the dialog. */
  want() {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  },
};
