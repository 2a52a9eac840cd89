// User management through the screens: create, edit (username read-only, blank password
// keeps the old one), delete with confirmation; validation messages in the user's language.
import { describe, expect, it } from 'vitest';
import { admin, logIn, PHONE, useBrowser } from './helpers/browser';

describe('user management screens', () => {
  const b = useBrowser();

  it('creates, edits and deletes a user (English)', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, admin(), 'en');
    await page.goto('/users');
    const username = `ana_${Date.now().toString(36)}`;
    await page.getByLabel(/^Username/).fill(username);
    await page.getByLabel(/^Password/).fill('ana-password-1');
    await page.getByLabel(/^Name/).fill('Ana Torres');
    await page.getByLabel(/^Role/).selectOption('vet');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => page.getByText('User created successfully!').first().isVisible()).toBe(true);
    const row = page.getByRole('row').filter({ hasText: username });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.innerText()).toContain('Ana Torres');

    await row.getByRole('button', { name: /Edit/ }).click();
    const usernameField = page.getByLabel(/^Username/);
    await expect.poll(() => usernameField.inputValue()).toBe(username);
    expect(await usernameField.isEditable()).toBe(false);
    await page.getByLabel(/^Name/).fill('');
    await page.getByLabel(/^Role/).selectOption('receptionist');
    await page.getByRole('button', { name: 'Update User' }).click();
    await expect.poll(() => page.getByText('User updated successfully!').first().isVisible()).toBe(true);
    await expect.poll(() => row.innerText()).toContain('N/A');

    // The untouched password still works.
    const login = await fetch(`${b.baseUrl()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'ana-password-1' }),
    });
    expect(login.status).toBe(200);

    await row.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect.poll(() => dialog.first().isVisible()).toBe(true);
    await dialog.first().getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('User deleted successfully!').first().isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    await context.close();
  });

  it('shows the rule messages in Spanish and creates nothing', async () => {
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, admin(), 'es');
    await page.goto('/users');
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'admin' }).count()).toBeGreaterThan(0);
    const before = await page.getByRole('row').count();
    let creates = 0;
    page.on('request', (r) => {
      if (r.url().includes('users.create')) creates++;
    });
    await page.getByLabel(/^Usuario( \*)?$/).fill('pepe');
    await page.getByLabel(/^Contraseña( \*)?$/).fill('corta');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect
      .poll(() => page.getByText('La contraseña debe tener al menos 8 caracteres').first().isVisible())
      .toBe(true);
    expect(await page.getByRole('row').count()).toBe(before);
    expect(creates).toBe(0);
    await context.close();
  });

  it('shows the server refusal of a duplicate username', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, admin(), 'en');
    await page.goto('/users');
    await page.getByLabel(/^Username/).fill('admin');
    await page.getByLabel(/^Password/).fill('whatever-long');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/Username already exists/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { page, context } = await b.page({ lang: 'en', viewport: PHONE });
    await logIn(page, admin(), 'en');
    await page.goto('/users');
    await expect.poll(() => page.getByRole('button', { name: 'Create User' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });
});
