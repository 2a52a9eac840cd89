// The axe sweep (WCAG 2.0/2.1/2.2 A and AA) of tests/browser/a11y*.test.ts: every screen of the
// route table, the login (empty, with its field errors and with its failure alert), the 404 page,
// the forms showing their errors, the History drawer and the open menus, in one language at one
// size. Each language and size is a test file of its own (a11y/*.test.ts), so the four sweeps run
// side by side.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';
import { admin, api, apiToken, type Lang, logIn, networkIdle, unique, type useBrowser } from './browser';

/** Every path of apps/web/src/app/route-table.ts, read from the file so a new screen is covered. */
export const ROUTES = [
  ...readFileSync(resolve(import.meta.dirname, '../../../apps/web/src/app/route-table.ts'), 'utf8').matchAll(
    /\{\s*path:\s*'([^']+)'/g,
  ),
].map((m) => m[1] as string);

export const SIZES = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type Found = Record<string, string[]>;

/** Runs axe now and files any violation under the screen's name. */
export async function audit(page: Page, screen: string, found: Found): Promise<void> {
  // Measure the page at rest: a colour caught halfway through a transition is not what users see.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await axeViolations(page);
  if (violations.length > 0) {
    found[screen] = violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  }
}

/** The screen has drawn: its heading is there and nothing is loading any more. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
  await networkIdle(page);
  await expect
    .poll(() => page.locator('[aria-busy="true"], .chakra-skeleton').count(), { timeout: 10_000 })
    .toBe(0);
}

const words = {
  es: {
    login: 'Iniciar sesión',
    newUser: 'Nuevo usuario',
    createUser: 'Crear usuario',
    newOwner: 'Nuevo dueño',
    addOwner: 'Añadir dueño',
    addDog: 'Añadir perro',
    scheduleAppointment: 'Programar cita',
    createBooking: 'Crear reserva',
    hotelCheckIn: 'Registrar entrada',
    hotelCheckOut: 'Registrar salida',
    bookGrooming: 'Reservar cita',
  },
  en: {
    login: 'Login',
    newUser: 'New user',
    createUser: 'Create User',
    newOwner: 'New owner',
    addOwner: 'Add Owner',
    addDog: 'Add Dog',
    scheduleAppointment: 'Schedule Appointment',
    createBooking: 'Create Booking',
    hotelCheckIn: 'Check In',
    hotelCheckOut: 'Check Out',
    bookGrooming: 'Book Appointment',
  },
} as const;

/** Submits an empty form and waits until its fields show their errors. */
async function submitEmpty(scope: Locator, button: string): Promise<void> {
  await scope.getByRole('button', { name: button, exact: true }).click();
  await expect
    .poll(() => scope.locator('[aria-invalid="true"]').count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

/** Every screen in `lang` at `size` width, as an admin; fails listing every violation found. */
export async function sweepEveryScreen(
  b: ReturnType<typeof useBrowser>,
  lang: Lang,
  size: keyof typeof SIZES,
): Promise<void> {
  const viewport = SIZES[size];
  const found: Found = {};
  const { page, context } = await b.page({ lang, viewport });

  // Logged out: the login (empty, with field errors, with the failure alert) and the 404.
  await page.goto('/');
  await settled(page);
  await audit(page, 'login', found);
  await page.getByRole('button', { name: words[lang].login }).click();
  await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBe(2);
  await audit(page, 'login with field errors', found);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: words[lang].login }).click();
  await expect.poll(() => page.getByTestId('login-error').isVisible()).toBe(true);
  await audit(page, 'login with failure alert', found);
  await page.goto('/no-such-screen');
  await settled(page);
  await audit(page, '404 logged out', found);

  // Every screen of the route table, as an admin (who may open all of them).
  await logIn(page, admin(), lang);
  for (const path of ROUTES) {
    await page.goto(path);
    await settled(page);
    await audit(page, path, found);
  }
  await page.goto('/no-such-screen');
  await settled(page);
  await audit(page, '404', found);

  // The global History's row opens its record's History in a drawer (docs/domains/audit.md).
  await page.goto('/history');
  await settled(page);
  await page.getByTestId('history-row').first().getByRole('button').first().click();
  await page.getByTestId('record-history').waitFor({ state: 'visible' });
  await audit(page, 'History drawer', found);

  // Forms showing their errors: the user and owner forms in their drawers, the dog form and
  // the owner form of the Dogs page's tabs. The dog form needs an owner to choose from.
  const w = words[lang];
  const tag = unique();
  await api(b.baseUrl(), await apiToken(), 'POST', '/api/owners', {
    name: `Axe Owner ${tag}`,
    email: `axe-${tag}@example.com`,
    phone: '+34 600 000 000',
    address: 'Calle Mayor 1',
  });
  await page.goto('/users');
  await settled(page);
  await page.getByRole('button', { name: w.newUser, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'visible' });
  await submitEmpty(page.getByRole('dialog'), w.createUser);
  await audit(page, 'user form with errors (drawer)', found);
  await page.goto('/owners');
  await settled(page);
  await page.getByRole('button', { name: w.newOwner, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'visible' });
  await submitEmpty(page.getByRole('dialog'), w.addOwner);
  await audit(page, 'owner form with errors (drawer)', found);
  await page.goto('/dogs?tab=form');
  await settled(page);
  await submitEmpty(page.locator('main'), w.addDog);
  await audit(page, 'dog form with errors', found);
  await page.goto('/dogs?tab=owner');
  await settled(page);
  await submitEmpty(page.locator('main'), w.addOwner);
  await audit(page, 'Dogs page owner form with errors', found);
  // The vet's Day Agenda (a tab, not a route of its own).
  await page.goto('/vet?tab=agenda');
  await settled(page);
  await page.getByTestId('vet-agenda').waitFor({ state: 'visible' });
  await audit(page, 'vet day agenda', found);
  await page.goto('/vet?tab=form');
  await settled(page);
  await submitEmpty(page.locator('main'), w.scheduleAppointment);
  await audit(page, 'vet booking form with errors', found);
  // The hotel's booking form in its three modes (tabs), and All Bookings.
  for (const [tab, button] of [
    ['new', w.createBooking],
    ['checkin', w.hotelCheckIn],
    ['checkout', w.hotelCheckOut],
  ] as const) {
    await page.goto(`/hotel?tab=${tab}`);
    await settled(page);
    await submitEmpty(page.getByRole('tabpanel'), button);
    await audit(page, `hotel ${tab} form with errors`, found);
  }
  await page.goto('/hotel?tab=bookings');
  await settled(page);
  await audit(page, 'hotel all bookings', found);
  await page.goto('/grooming?tab=form');
  await settled(page);
  await submitEmpty(page.locator('main'), w.bookGrooming);
  await audit(page, 'grooming form with errors', found);

  // The navigation's menu open (the user menu on a desktop, the folded menu on a phone).
  await page.goto('/dashboard');
  await settled(page);
  await page.locator('header button[aria-controls]').first().click();
  await expect.poll(() => page.locator('header [aria-expanded="true"]').count()).toBe(1);
  await audit(page, 'navigation menu open', found);

  await context.close();
  expect(found, `axe violations (${lang}, ${size})`).toEqual({});
}
