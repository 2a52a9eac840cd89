// Prefetch on intent: hovering or focusing a link to a screen starts loading that screen's code,
// translations and first data, so the click finds them ready.
export function prefetchScreen(_path: string): void {
  // Filled in by the screens' building blocks (see apps/web/README.md).
}
