// Whether any message has been shown yet (lib/toaster.ts calls want() before each one). The shell
// mounts the toaster (app/app-toaster.tsx, with Chakra's toast and portal code) only once it is, so
// a first screen that shows no message does not download it; a message created before the toaster
// mounts is drawn when it does (it stays in the toaster's store). No imports, so the shell's bundle
// gains nothing.
const listeners = new Set<() => void>();
let wanted = false;

export const toastSignal = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => wanted,
  /** Called before a message is created. */
  want() {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  },
};
