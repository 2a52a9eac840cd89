// axe-core (WCAG 2.0/2.1/2.2 A and AA): the sweep covers every route of the route table, and the
// 403 page and Settings as a receptionist are clean in both languages at both sizes. The sweeps
// of every screen (one per language and size) are the files in a11y/, on helpers/a11y-sweep.ts.
import { describe, expect, it } from 'vitest';
import { audit, type Found, ROUTES, SIZES, settled } from './helpers/a11y-sweep';
import { createUserViaApi, type Lang, logIn, useBrowser } from './helpers/browser';

describe('accessibility (axe)', () => {
  const b = useBrowser();

  it('covers every route of the route table', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(15);
    expect(ROUTES).toContain('/dashboard');
    expect(ROUTES).toContain('/user-management');
  });

  it('finds no violation on the 403 page and on Settings as a receptionist, in both languages', async () => {
    const receptionist = await createUserViaApi('receptionist');
    const found: Found = {};
    for (const lang of ['es', 'en'] as Lang[]) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const { page, context } = await b.page({ lang, viewport });
        await logIn(page, receptionist, lang);
        await page.goto('/users');
        await settled(page);
        expect(await page.getByTestId('not-allowed').isVisible()).toBe(true);
        await audit(page, `403 (${lang}, ${size})`, found);
        await page.goto('/settings');
        await settled(page);
        await audit(page, `settings as receptionist (${lang}, ${size})`, found);
        await context.close();
      }
    }
    expect(found).toEqual({});
  }, 240_000);
});
