// axe on every screen in English at desktop width (helpers/a11y-sweep.ts): one sweep per file,
// so the four sweeps run side by side, each on its worker's server.
import { describe, it } from 'vitest';
import { sweepEveryScreen } from '../helpers/a11y-sweep';
import { useBrowser } from '../helpers/browser';

describe('accessibility (axe)', () => {
  const b = useBrowser();

  it(
    'finds no violation on any screen in en at desktop width',
    () => sweepEveryScreen(b, 'en', 'desktop'),
    240_000,
  );
});
