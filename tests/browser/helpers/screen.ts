// What the screen tests do again and again, as a member of staff would: wait for what they would
// see, read the open tab and an Overview figure, pick a row's action from its '⋯' menu, pick from
// a server-searching picker, check a page is no wider than the screen, and write the days the
// screens show. No timing is asserted anywhere.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DESK = { width: 1366, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Waits (up to 15 s, like every locator action) for what a user would see. */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** Whether a text shows in `where` (a page, a panel, a drawer). */
export const visible = (where: Page | Locator, text: string | RegExp) => () =>
  where
    .getByText(text)
    .first()
    .isVisible()
    .catch(() => false);

/** The visible tab's content (visited tabs stay mounted, hidden). */
export const panel = (page: Page) => page.getByRole('tabpanel');

/** The number an Overview figure shows (`stat-...` test ids), thousands separators aside. */
export const figure = async (page: Page, id: string) =>
  Number(((await page.getByTestId(id).textContent()) ?? '').replace(/\D/g, ''));

/** Opens the '⋯' menu of a row and picks an action. */
export async function rowAction(page: Page, name: string, action: string, lang: 'en' | 'es' = 'en') {
  const label = lang === 'en' ? `Actions for ${name}` : `Acciones de ${name}`;
  await page.getByRole('button', { name: label, exact: true }).first().click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/**
 * Types `name` in the picker labelled `label` (within `scope`, the page by default) and chooses
 * the one option of that name; returns the option's text (its second line says more).
 */
export async function pickOption(page: Page, label: string, name: string, scope: Page | Locator = page) {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(name);
  const option = page.getByRole('option', { name: new RegExp(name) });
  await poll(() => option.count()).toBe(1);
  const text = (await option.textContent()) ?? '';
  await option.click();
  await poll(() => box.inputValue()).toBe(name);
  return text;
}

/**
 * The picker's list has closed and the picker has given the focus back to its input, which it
 * does on the next animation frame after a choice (Ark UI's combobox): what a keyboard user
 * waits for before pressing Tab to move on. The frames are waited for, not a time.
 */
export async function pickerSettled(page: Page, box: Locator) {
  await poll(() => box.getAttribute('aria-expanded')).toBe('false');
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

/**
 * Closes the message showing (its Close button, in either language), as a user does when it
 * covers what they want to press next: a message under the pointer is paused and stays.
 */
export async function closeMessage(page: Page): Promise<void> {
  const message = page.locator('[data-testid^="toast-"]').first();
  await message.getByRole('button', { name: /^(Close|Cerrar)$/ }).click();
  await message.waitFor({ state: 'detached' });
}

export const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * The calendar day `days` from today on this machine's clock, YYYY-MM-DD: the test server runs
 * in this machine's zone, so it is the business day too.
 */
export function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** How the screens write a YYYY-MM-DD day: '11/27/2026' (US format, docs/spec/product-spec.md §1). */
export const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
