// Types for chromium.mjs, so TypeScript tests can import it.
export declare const CHROMIUM_CANDIDATES: readonly string[];
/** Flags for launching Chromium headless on the build machines (root, closed network). */
export declare const CHROMIUM_ARGS: readonly string[];
/** The path of a usable Chromium executable (CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser), or null. */
export declare function findChromium(env?: Record<string, string | undefined>): string | null;
export function isEventStream(request: import('playwright-core').Request): boolean;
export function trackNetwork(page: import('playwright-core').Page): unknown;
export function networkQuiet(
  page: import('playwright-core').Page,
  options?: { quietMs?: number; timeout?: number },
): Promise<void>;
