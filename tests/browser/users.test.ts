// User management through the screens: the table first ('New user' opens the form in a drawer),
// create, edit from the row menu (username read-only, blank password keeps the old one), delete
// with confirmation; validation messages in the user's language; the order in the URL, names
// with accents sorted by the reader's language; axe-clean in both languages; phone width.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import { poll } from './helpers/screen';

async function rowAction(page: Page, username: string, testId: string) {
  await page.getByTestId(`user-actions-${username}`).click();
  await page.getByTestId(testId).click();
}

describe('user management screens', () => {
  const b = useBrowser();

  it('creates, edits and deletes a user (English)', async () => {
    const { page, context } = await b.page({ lang: 'en', viewport: { width: 1366, height: 800 } });
    await logIn(page, admin(), 'en');
    await page.goto('/users');
    await poll(() => page.getByTestId('users-table').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'users (en)');
    const username = `ana_${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New user' }).click();
    await poll(() =>
      page.getByTestId('user-drawer').getByRole('heading', { name: 'Create User' }).isVisible(),
    ).toBe(true);
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill('ana-password-1');
    await page.getByLabel(/^Name/).fill('Ana Torres');
    await page.getByLabel(/^Role/).selectOption('vet');
    await page.getByRole('button', { name: 'Create User' }).click();
    await poll(() => page.getByText('User created successfully!').first().isVisible()).toBe(true);
    expect(await page.getByText('User created successfully!').count()).toBe(1);
    const row = page.getByRole('row').filter({ hasText: username });
    await poll(() => row.isVisible()).toBe(true);
    expect(await row.innerText()).toContain('Ana Torres');

    await rowAction(page, username, `edit-user-${username}`);
    const usernameField = page.getByLabel(/^Username/);
    await poll(() => usernameField.inputValue()).toBe(username);
    expect(await usernameField.isEditable()).toBe(false);
    await page.getByLabel(/^Name/).fill('');
    await page.getByLabel(/^Role/).selectOption('receptionist');
    await page.getByRole('button', { name: 'Update User' }).click();
    await poll(() => page.getByText('User updated successfully!').first().isVisible()).toBe(true);
    await poll(() => row.innerText()).toContain('N/A');
    // The groomer role, offered by the form with its label.
    await rowAction(page, username, `edit-user-${username}`);
    await poll(() => page.getByLabel(/^Username/).inputValue()).toBe(username);
    await page.getByLabel(/^Role/).selectOption({ label: 'Groomer' });
    await page.getByRole('button', { name: 'Update User' }).click();
    await poll(() => row.innerText()).toContain('Groomer');

    // The untouched password still works.
    const login = await fetch(`${b.baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'ana-password-1' }),
    });
    expect(login.status).toBe(200);

    // Nobody deletes their own account: the item is there, disabled.
    await page.getByTestId('user-actions-admin').click();
    expect(await page.getByTestId('delete-user-admin').getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');

    await rowAction(page, username, `delete-user-${username}`);
    const dialog = page.getByRole('alertdialog');
    await poll(() => dialog.first().isVisible()).toBe(true);
    await dialog.first().getByRole('button', { name: 'Delete' }).click();
    await poll(() => page.getByText('User deleted successfully!').first().isVisible()).toBe(true);
    await poll(() => row.count()).toBe(0);
    await context.close();
  });

  it('shows the rule messages in Spanish and creates nothing', async () => {
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, admin(), 'es');
    await page.goto('/users');
    await poll(() => page.getByRole('row').filter({ hasText: 'admin' }).count()).toBeGreaterThan(0);
    const before = await page.getByRole('row').count();
    let creates = 0;
    page.on('request', (r) => {
      if (r.url().includes('users.create')) creates++;
    });
    await page.getByRole('button', { name: 'Nuevo usuario' }).click();
    expect(
      await page
        .getByLabel(/^Rol( \*)?$/)
        .locator('option')
        .allInnerTexts(),
    ).toEqual(['Administración', 'Gerencia', 'Recepción', 'Veterinaria', 'Peluquería', 'Personal']);
    await page.getByLabel(/^Usuario( \*)?$/).fill('pepe');
    await page.getByLabel(/^Contraseña( \*)?$/).fill('corta');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await poll(() =>
      page.getByText('La contraseña debe tener al menos 8 caracteres').first().isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page, 'user form with errors (es)');
    await page.keyboard.press('Escape');
    await poll(() => page.getByTestId('user-drawer').count()).toBe(0);
    expect(await page.getByRole('row').count()).toBe(before);
    expect(creates).toBe(0);
    await expectNoAxeViolations(page, 'users (es)');
    await context.close();
  });

  it('shows the server refusal of a duplicate username', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, admin(), 'en');
    await page.goto('/users');
    await page.getByRole('button', { name: 'New user' }).click();
    await page.getByLabel(/^Username/).fill('admin');
    await page.getByLabel(/^Password/).fill('whatever-long');
    await page.getByRole('button', { name: 'Create User' }).click();
    await poll(() =>
      page
        .getByText(/Username already exists/)
        .first()
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('sorts by name with accents in the reader language, and keeps the order in the URL', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    for (const name of ['Zoe', 'Óscar', 'Bruno', 'Álvaro', 'Alba']) {
      await api(base, token, 'POST', '/api/users', {
        username: `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}_${tag}`,
        password: 'browser-pass-123',
        role: 'employee',
        name: `${name} ${tag}`,
      });
    }
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, admin(), 'es');
    await page.goto('/users');
    const header = page.getByRole('columnheader', { name: /Nombre/ });
    await header.getByRole('button').click();
    await poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name-asc');
    const ours = async () =>
      (await page.getByRole('row').filter({ hasText: tag }).allInnerTexts()).map((text) =>
        text.includes(`Alba ${tag}`)
          ? 'Alba'
          : text.includes(`Álvaro ${tag}`)
            ? 'Álvaro'
            : text.includes(`Bruno ${tag}`)
              ? 'Bruno'
              : text.includes(`Óscar ${tag}`)
                ? 'Óscar'
                : 'Zoe',
      );
    expect(await ours()).toEqual(['Alba', 'Álvaro', 'Bruno', 'Óscar', 'Zoe']);
    // The order survives a reload; a second click reverses it.
    await page.reload();
    await poll(() => page.getByRole('columnheader', { name: /Nombre/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await ours()).toEqual(['Alba', 'Álvaro', 'Bruno', 'Óscar', 'Zoe']);
    await page
      .getByRole('columnheader', { name: /Nombre/ })
      .getByRole('button')
      .click();
    await poll(ours).toEqual(['Zoe', 'Óscar', 'Bruno', 'Álvaro', 'Alba']);
    await page.goBack();
    await poll(ours).toEqual(['Alba', 'Álvaro', 'Bruno', 'Óscar', 'Zoe']);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { page, context } = await b.page({ lang: 'en', viewport: { width: 390, height: 844 } });
    await logIn(page, admin(), 'en');
    await page.goto('/users');
    await poll(() => page.getByRole('button', { name: 'New user' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('user-row-admin').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page, 'users at phone width (en)');
    await context.close();
  });
});
