// The navigation bar, role-dependent Settings, the language switch and the phone menu.
import { describe, expect, it } from 'vitest';
import { admin, createUserViaApi, logIn, PHONE, useBrowser } from './helpers/browser';

describe('navigation bar and settings', () => {
  const b = useBrowser();

  it('links every section and shows Settings to an admin', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, admin(), 'en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, path] of [
      ['Dogs', '/dogs'],
      ['Daycare', '/daycare'],
      ['Hotel', '/hotel'],
      ['Vet', '/vet'],
      ['Grooming', '/grooming'],
      ['Settings', '/settings'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
    }
    // Settings: the User Management card, three disabled Coming Soon cards, the session badge.
    await expect.poll(() => page.getByText('System Configuration').isVisible()).toBe(true);
    expect(await page.getByText('Backup & Data').isVisible()).toBe(true);
    expect(await page.getByText('Reports & Analytics').isVisible()).toBe(true);
    expect(await page.getByText('Coming Soon').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByText('Logged in').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Manage users' }).click();
    await page.waitForURL((url) => url.pathname === '/users');
    await page.getByRole('link', { name: 'PawDesk, go to dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('hides Settings from a receptionist and refuses the user pages', async () => {
    const receptionist = await createUserViaApi('receptionist');
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, receptionist, 'en');
    await expect.poll(() => page.getByText('RECEPTIONIST', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);
    for (const path of ['/settings', '/users', '/user-management']) {
      await page.goto(path);
      await expect.poll(() => page.getByText('Not allowed').first().isVisible()).toBe(true);
    }
    await context.close();
  });

  it('shows a not-found page for an unknown screen', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, admin(), 'en');
    await page.goto('/no-such-screen');
    await expect.poll(() => page.getByText('Page not found').isVisible()).toBe(true);
    await context.close();
  });
});

describe('language', () => {
  const b = useBrowser();

  it('starts in Spanish, switches to English, and remembers the choice after a reload', async () => {
    const { page, context } = await b.page();
    await page.evaluate(() => undefined);
    await context.clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.removeItem('pawdesk.lang'));
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await logIn(page, admin(), 'en');
    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Cerrar sesión' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('phone width', () => {
  const b = useBrowser();

  it('never scrolls sideways at tablet widths in Spanish, the longest labels', async () => {
    for (const width of [768, 900, 1100]) {
      const { page, context } = await b.page({ lang: 'es', viewport: { width, height: 800 } });
      await logIn(page, admin(), 'es');
      for (const path of ['/dashboard', '/dogs', '/owners', '/users', '/settings']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(1);
      }
      await context.close();
    }
  });

  it('collapses the links into a menu that opens and closes, usable from the keyboard', async () => {
    const { page, context } = await b.page({ lang: 'en', viewport: PHONE });
    await logIn(page, admin(), 'en');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Hotel', exact: true }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    const hotel = page.getByRole('link', { name: 'Hotel', exact: true });
    await expect.poll(() => hotel.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await hotel.click();
    await page.waitForURL((url) => url.pathname === '/hotel');
    // No horizontal scrolling at phone width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });
});
