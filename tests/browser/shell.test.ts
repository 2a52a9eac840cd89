// The navigation bar (every width from 320 to 1920 px in both languages), the user menu,
// Settings by role, the 403 and 404 pages, the language switch and the phone menu.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  admin,
  createUserViaApi,
  type Lang,
  logIn,
  networkIdle,
  PHONE,
  unique,
  useBrowser,
} from './helpers/browser';
import { poll } from './helpers/screen';

describe('navigation bar and settings', () => {
  const b = useBrowser();

  it('links every section and shows Settings to an admin', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, admin(), 'en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, path] of [
      ['Dogs', '/dogs'],
      ['Owners', '/owners'],
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
    expect(await page.getByTestId('session-role').innerText()).toBe('ADMIN');
    await page.getByRole('link', { name: 'Manage users' }).click();
    await page.waitForURL((url) => url.pathname === '/users');
    await page.getByRole('link', { name: 'PawDesk, go to dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('opens Settings to a receptionist without the User Management card or nav link, and refuses the user pages', async () => {
    const receptionist = await createUserViaApi('receptionist');
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, receptionist, 'en');
    await expect.poll(() => page.getByTestId('nav-role').innerText()).toBe('RECEPTIONIST');
    expect(await page.getByRole('link', { name: 'Settings', exact: true }).count()).toBe(0);

    await page.goto('/settings');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Settings' }).isVisible()).toBe(true);
    for (const card of ['systemConfiguration', 'backupData', 'reportsAnalytics']) {
      expect(await page.getByTestId(`settings-${card}`).isVisible(), card).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Coming Soon' }).count()).toBe(3);
    expect(await page.getByTestId('session-role').innerText()).toBe('RECEPTIONIST');
    expect(await page.getByText('Logged in', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('settings-user-management').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Manage users' }).count()).toBe(0);
    expect(await page.getByTestId('not-allowed').count()).toBe(0);

    for (const path of ['/users', '/user-management']) {
      await page.goto(path);
      const refused = page.getByTestId('not-allowed');
      await expect.poll(() => refused.isVisible()).toBe(true);
      expect(await refused.getByRole('heading', { level: 1 }).innerText()).toBe('Not allowed');
      expect(await page.getByTestId('users-table').count()).toBe(0);
    }
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });

  it('shows the Settings link and the User Management card to a manager', async () => {
    const manager = await createUserViaApi('manager');
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, manager, 'es');
    await page.getByRole('link', { name: 'Ajustes', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await expect.poll(() => page.getByTestId('settings-user-management').isVisible()).toBe(true);
    expect(await page.getByTestId('session-role').innerText()).toBe('GERENCIA');
    await context.close();
  });

  it('gives the 403 and 404 pages the same centred layout: icon, one h1, text, a way back', async () => {
    const receptionist = await createUserViaApi('receptionist');
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, receptionist, 'es');
    const layout = async (testId: string) => {
      const block = page.getByTestId(testId);
      await expect.poll(() => block.isVisible()).toBe(true);
      const box = await block.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) throw new Error('no box');
      return {
        centre: Math.round(box.x + box.width / 2 - viewport.width / 2),
        h1: await page.getByRole('heading', { level: 1 }).count(),
        icon: await block.locator('svg').count(),
        align: await block.evaluate((el) => getComputedStyle(el).textAlign),
        button: await block.getByRole('link', { name: 'Volver al panel' }).count(),
      };
    };
    await page.goto('/users');
    const forbidden = await layout('not-allowed');
    expect(await page.getByText('Acceso no permitido').isVisible()).toBe(true);
    await page.goto('/no-such-screen');
    const missing = await layout('not-found');
    expect(await page.getByText('Página no encontrada').isVisible()).toBe(true);
    expect(forbidden).toEqual(missing);
    expect(Math.abs(forbidden.centre)).toBeLessThanOrEqual(2);
    expect(forbidden).toMatchObject({ h1: 1, icon: 1, align: 'center', button: 1 });
    await context.close();
  });

  it('shows a not-found page for an unknown screen, logged in or not', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await page.goto('/no-such-screen');
    await expect.poll(() => page.getByText('Page not found').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to login' }).isVisible()).toBe(true);
    await logIn(page, admin(), 'en');
    await page.goto('/no-such-screen');
    await expect.poll(() => page.getByText('Page not found').isVisible()).toBe(true);
    await context.close();
  });
});

describe('user menu', () => {
  const b = useBrowser();

  it('holds the language switch and Log out, and closes with Escape, returning the focus', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, admin(), 'en');
    const button = page.locator('header button[aria-controls]', { has: page.getByTestId('nav-role') });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panelId = await button.getAttribute('aria-controls');
    expect(await page.locator(`[id="${panelId}"]`).getByRole('button', { name: 'Log out' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('button', { name: 'Log out' }).isVisible()).toBe(false);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    // A click elsewhere closes it too.
    await button.click();
    await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(true);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(false);
    await context.close();
  });
});

describe('focus ring', () => {
  const b = useBrowser();

  it('shows a 2 px ring in the brand colour on links, buttons and fields reached by keyboard', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await page.goto('/');
    await page.getByLabel('Username', { exact: true }).waitFor({ state: 'visible' });
    const ring = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return {
          tag: el.tagName,
          width: style.outlineWidth,
          style: style.outlineStyle,
          color: style.outlineColor,
        };
      });
    const seen = new Map<string, Awaited<ReturnType<typeof ring>>>();
    // Login: the language buttons, both fields and the Login button.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      const found = await ring();
      if (found) seen.set(`login ${i} ${found.tag}`, found);
    }
    await logIn(page, admin(), 'en');
    // From the top of a freshly opened board (after the login the walk would start where the
    // Login button was, among the board's own buttons and pickers).
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    // Shell: skip link, logo, section links, user menu button, quick-access cards.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const found = await ring();
      if (found) seen.set(`shell ${i} ${found.tag}`, found);
    }
    expect([...seen.values()].map((r) => r?.tag)).toEqual(expect.arrayContaining(['A', 'BUTTON', 'INPUT']));
    for (const [where, found] of seen) {
      expect(found, where).toMatchObject({ width: '2px', style: 'solid', color: 'rgb(15, 122, 105)' });
    }
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
    await page.getByTestId('nav-role').click();
    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Cerrar sesión' }).isVisible()).toBe(true);
    expect(await page.getByTestId('nav-role').innerText()).toBe('ADMINISTRACIÓN');
    await context.close();
  });
});

/** Everything in the bar (and in its open panel) that a user can press or read. */
async function navProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const controls = Array.from(
      header.querySelectorAll<HTMLElement>('a, button, [data-testid="nav-role"]'),
    ).filter((el) => el.getClientRects().length > 0);
    for (const el of controls) {
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim();
      const box = el.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) problems.push(`${name}: outside the screen`);
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name}: text cut off`);
      // Not clipped by any ancestor that hides its overflow.
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = a.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) problems.push(`${name}: clipped`);
      }
    }
    // No two controls on top of each other (a squeezed bar).
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i];
        const c = controls[j];
        if (!a || !c || a.contains(c) || c.contains(a)) continue;
        const p = a.getBoundingClientRect();
        const q = c.getBoundingClientRect();
        const overlap = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const vertical = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
        if (overlap > 1 && vertical > 1) problems.push(`${a.textContent} overlaps ${c.textContent}`);
      }
    }
    return problems;
  });
}

describe('navigation at every width', () => {
  const b = useBrowser();
  const WIDTHS = [320, 360, 390, 768, 1024, 1152, 1180, 1200, 1280, 1366, 1920];

  it.each(['es', 'en'] as Lang[])(
    'fits from 320 to 1920 px in %s: nothing cut off, no sideways scroll, menus reachable',
    async (lang) => {
      const logout = lang === 'es' ? 'Cerrar sesión' : 'Log out';
      const { page, context } = await b.page({ lang, viewport: { width: 1366, height: 800 } });
      await logIn(page, admin(), lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/dashboard');
        // A cold load of the screen: on a busy machine it can take more than expect.poll's 1 s.
        await poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
        expect(await navProblems(page), `${lang} at ${width}px`).toEqual([]);
        // The role is always in the bar.
        expect(await page.getByTestId('nav-role').isVisible(), `role at ${width}px`).toBe(true);
        // Open whichever menu the bar has at this width: Log out and every link must be usable.
        const toggle = page.locator('header button[aria-controls]').first();
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        await expect.poll(() => page.getByRole('button', { name: logout }).isVisible()).toBe(true);
        expect(await navProblems(page), `${lang} at ${width}px, menu open`).toEqual([]);
        const links = page.getByRole('navigation').getByRole('link');
        for (let i = 0; i < (await links.count()); i++) {
          expect(await links.nth(i).isVisible(), `link ${i} at ${width}px`).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      }
      await context.close();
    },
  );
});

describe('phone width', () => {
  const b = useBrowser();

  it('never scrolls sideways at tablet widths in Spanish, the longest labels', async () => {
    for (const width of [768, 900, 1100]) {
      const { page, context } = await b.page({ lang: 'es', viewport: { width, height: 800 } });
      await logIn(page, admin(), 'es');
      for (const path of ['/dashboard', '/dogs', '/owners', '/users', '/settings']) {
        await page.goto(path);
        await networkIdle(page);
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
    const close = page.getByRole('button', { name: 'Close menu' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`[id="${await close.getAttribute('aria-controls')}"]`).count()).toBe(1);
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => hotel.isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await hotel.click();
    await page.waitForURL((url) => url.pathname === '/hotel');
    // Following a link closes the menu.
    await expect.poll(() => page.getByTestId('mobile-menu').isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });
});

/** Adds an owner through the Owners page's drawer (Spanish labels). */
async function addOwner(page: Page, name: string, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo dueño', exact: true }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Nombre', { exact: true }).fill(name);
  await drawer.getByLabel('Correo electrónico', { exact: true }).fill(email);
  await drawer.getByLabel('Teléfono', { exact: true }).fill('+34 611 222 333');
  await drawer.getByLabel('Dirección', { exact: true }).fill('Calle Mayor 1');
  await drawer.getByRole('button', { name: 'Añadir dueño', exact: true }).click();
}

const toasts = (page: Page) => page.locator('[data-testid^="toast-"]');

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('toasts', () => {
  const b = useBrowser();

  it('shows one message at a time, and a showing message follows a language switch', async () => {
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, admin(), 'es');
    await page.goto('/owners');
    const tag = unique();
    const email = `toast-${tag}@example.com`;
    await addOwner(page, `Toñi ${tag}`, email);
    await expect
      .poll(() => toasts(page).first().innerText())
      .toContain(`¡Dueño Toñi ${tag} añadido correctamente!`);

    // A second message replaces the first: the same e-mail again is refused.
    await addOwner(page, `Otra ${tag}`, email);
    await expect.poll(() => page.getByTestId('toast-error').isVisible()).toBe(true);
    expect(await toasts(page).count()).toBe(1);
    const toast = page.getByTestId('toast-error');
    expect(await toast.innerText()).toContain('No se pudo guardar el dueño');
    expect(await toast.innerText()).toContain('Ya existe un dueño con este correo electrónico');

    // Switch to English while it shows (the pointer rests on it, which pauses it).
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await toast.hover();
    await page.locator('header button[aria-controls]', { has: page.getByTestId('nav-role') }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'EN', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toast.innerText()).toContain('The owner could not be saved');
    expect(await toast.innerText()).toContain('An owner with this email already exists');
    expect(await toasts(page).count()).toBe(1);
    await context.close();
  });

  it('on a phone sits under the bar and leaves the bar and the form buttons free', async () => {
    const { page, context } = await b.page({ lang: 'es', viewport: { width: 390, height: 844 } });
    await logIn(page, admin(), 'es');
    await page.goto('/owners');
    const tag = unique();
    const email = `toast-phone-${tag}@example.com`;
    await addOwner(page, `Lola ${tag}`, email);
    await expect.poll(() => page.getByTestId('toast-success').isVisible()).toBe(true);
    await addOwner(page, `Pepa ${tag}`, email);
    const toast = page.getByTestId('toast-error');
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await toasts(page).count()).toBe(1);
    // Wait for it to come to rest, then compare where it is with what a thumb presses next.
    await toast.evaluate((el) =>
      Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
    );
    const box = await toast.boundingBox();
    if (!box) throw new Error('no toast box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const header = await page.locator('header').boundingBox();
    expect(header && box.y >= header.y + header.height).toBe(true);
    const drawer = page.getByRole('dialog');
    for (const name of ['Añadir dueño', 'Cancelar']) {
      const button = drawer.getByRole('button', { name, exact: true });
      if ((await button.count()) === 0) continue;
      const target = await button.boundingBox();
      expect(target && overlaps(box, target), `toast covers ${name}`).toBe(false);
    }
    await context.close();
  });
});
