// axe on every screen in Spanish at desktop width (helpers/a11y-sweep.ts): one sweep per file,
// so the four sweeps run side by side, each on its worker's server.
import { describe, it } from 'vitest';
import { sweepEveryScreen } from '../helpers/a11y-sweep';
import { useBrowser } from '../helpers/browser';

describe('accessibility (axe)', () => {
  const b = useBrowser();

  it(
    'finds no violation on any screen in es at desktop width',
    () => sweepEveryScreen(b, 'es', 'desktop'),
    240_000,
  );
});
