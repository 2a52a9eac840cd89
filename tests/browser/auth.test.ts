// Logging in and out, the wrong-password alert, the login guard and the session rules,
// in Spanish (the default) and English.
import { describe, expect, it } from 'vitest';
import { admin, type Lang, logIn, useBrowser } from './helpers/browser';

const text = {
  es: {
    user: /^Usuario/,
    pass: /^Contraseña/,
    login: 'Iniciar sesión',
    failed: 'Error al iniciar sesión: ',
    reason: 'Usuario o contraseña incorrectos',
    logout: 'Cerrar sesión',
    role: 'ADMINISTRACIÓN',
  },
  en: {
    user: /^Username/,
    pass: /^Password/,
    login: 'Login',
    failed: 'Login failed: ',
    reason: 'Invalid username or password',
    logout: 'Log out',
    role: 'ADMIN',
  },
} as const;

describe.each(['es', 'en'] as Lang[])('login and session (%s)', (lang) => {
  const b = useBrowser();
  const t = text[lang];

  it('logs in to the dashboard with the role in capitals, and logs out', async () => {
    const { page, context } = await b.page({ lang });
    await logIn(page, admin(), lang);
    await expect.poll(() => page.getByTestId('nav-role').innerText()).toBe(t.role);
    expect(await page.getByTestId('logged-in-as').innerText()).toContain(t.role);
    const stored = await page.evaluate(() => [
      localStorage.getItem('pawdesk.token'),
      localStorage.getItem('pawdesk.user'),
    ]);
    expect(stored[0]?.length).toBeGreaterThan(10);
    expect(JSON.parse(stored[1] ?? '{}').username).toBe('admin');
    // Log out sits in the user menu, opened by the button that shows the role.
    await page.getByTestId('nav-role').click();
    await page.getByRole('button', { name: t.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('pawdesk.token'))).toBeNull();
    // Once logged out, a guarded route sends the visitor back to the login screen.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('shows the failure alert on a wrong password and stays on the login screen', async () => {
    const { page, context } = await b.page({ lang });
    await page.goto('/');
    await page.getByLabel(t.user).fill('admin');
    await page.getByLabel(t.pass).fill('definitely-wrong');
    await page.getByRole('button', { name: t.login }).click();
    const alert = page.getByRole('alert').filter({ hasText: t.failed });
    await expect.poll(() => alert.first().isVisible()).toBe(true);
    expect(await alert.first().innerText()).toContain(t.reason);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('pawdesk.token'))).toBeNull();
    await context.close();
  });

  it('requires both fields before calling the server', async () => {
    const { page, context } = await b.page({ lang });
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('auth.login')) calls++;
    });
    await page.goto('/');
    await page.getByRole('button', { name: t.login }).click();
    await page.waitForTimeout(300);
    expect(calls).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('the login guard', () => {
  const b = useBrowser();
  const guarded = [
    '/dashboard',
    '/owners',
    '/dogs',
    '/daycare',
    '/daycare/packages',
    '/daycare/packages/active',
    '/daycare/checkin',
    '/daycare/checkin/logs',
    '/daycare/checkout',
    '/hotel',
    '/vet',
    '/grooming',
    '/settings',
    '/users',
    '/user-management',
  ];

  it('sends a visitor without a token back to / from every route, the four daycare ones included', async () => {
    const { page, context } = await b.page();
    for (const path of guarded) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/', { timeout: 5000 });
    }
    await context.close();
  });

  it('clears a stored token that is too short or not a string, and asks for a login', async () => {
    const { page, context } = await b.page();
    await page.goto('/');
    for (const bad of ['"short"', 'short', '12345', JSON.stringify({ token: 1 })]) {
      await page.evaluate((value) => {
        localStorage.setItem('pawdesk.token', value);
        localStorage.setItem(
          'pawdesk.user',
          JSON.stringify({ id: 'x', username: 'admin', name: null, role: 'admin' }),
        );
      }, bad);
      await page.goto('/dogs');
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('pawdesk.user'))).toBeNull();
    }
    await context.close();
  });

  it('ends the session when the server rejects the token', async () => {
    const { page, context } = await b.page();
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('pawdesk.token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged-signature-here');
      localStorage.setItem(
        'pawdesk.user',
        JSON.stringify({ id: 'x', username: 'admin', name: null, role: 'admin' }),
      );
    });
    await page.goto('/users');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('pawdesk.token'))).toBeNull();
    await context.close();
  });
});
