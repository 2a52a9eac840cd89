// The Owners page through the screens: the form's rules and messages, add, search, edit, sort,
// pages, delete with confirmation, the server's refusals (a taken e-mail, a dog's only owner),
// in English and Spanish and at phone width. Every test makes its own uniquely named owners.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, api, apiToken, logIn, PHONE, unique, useBrowser } from './helpers/browser';

const cards = (page: Page) => page.getByTestId('owner-card');
const visible = (page: Page, text: string | RegExp) => () =>
  page
    .getByText(text)
    .first()
    .isVisible()
    .catch(() => false);

describe('owners page', () => {
  const b = useBrowser();

  it('checks the rules, adds, finds, edits, refuses a taken e-mail and deletes an owner (English)', async () => {
    const { page, context } = await b.page({ lang: 'en' });
    await logIn(page, admin(), 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Owners' })
      .click();
    await page.waitForURL((url) => url.pathname === '/owners');
    await expect.poll(visible(page, 'Add New Owner')).toBe(true);

    // Every rule at once, in the spec's words; nothing is sent.
    await page.getByRole('button', { name: 'Add Owner' }).click();
    for (const message of [
      'Name must be at least 2 characters long',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Address is required',
    ]) {
      await expect.poll(visible(page, message)).toBe(true);
    }
    // Focus goes to the first field in error.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');

    const tag = unique();
    const name = `Olivia Brown ${tag}`;
    const email = `olivia.${tag}@example.com`;
    await page.getByLabel('Name', { exact: true }).fill(`  ${name} `);
    await page.getByLabel('Email', { exact: true }).fill(`Olivia.${tag}@EXAMPLE.com`);
    await page.getByLabel('Phone', { exact: true }).fill('555-CALL');
    await page.getByLabel('Address', { exact: true }).fill('x'.repeat(61));
    await page.getByRole('button', { name: 'Add Owner' }).click();
    await expect.poll(visible(page, 'Please enter a valid phone number')).toBe(true);
    await expect.poll(visible(page, 'Address must be 60 characters or less')).toBe(true);
    await page.getByLabel('Phone', { exact: true }).fill('+1 (555) 010-2030');
    await page.getByLabel('Address', { exact: true }).fill('12 Oak Street, Springfield');
    await page.getByRole('button', { name: 'Add Owner' }).click();
    await expect.poll(visible(page, `Owner ${name} added successfully!`)).toBe(true);

    // Server-side search; the saved values are trimmed and the e-mail lower-cased.
    await page.getByLabel('Search owners').fill(tag);
    await expect.poll(() => cards(page).count()).toBe(1);
    await expect.poll(() => page.getByTestId('owners-count').textContent()).toMatch(/^1 of \d+ owners$/);
    const card = cards(page).first();
    expect(await card.textContent()).toContain(name);
    expect(await card.textContent()).toContain(email);
    expect(await card.textContent()).toContain('+1 (555) 010-2030');

    // Edit: the form fills in, the change shows on the card.
    await card.getByRole('button', { name: /^Edit/ }).click();
    await expect.poll(visible(page, `Edit Owner: ${name}`)).toBe(true);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Phone', { exact: true }).fill('+1 555 999 0000');
    await page.getByRole('button', { name: 'Update Owner' }).click();
    await expect.poll(visible(page, 'Owner information updated successfully!')).toBe(true);
    await expect.poll(() => card.textContent()).toContain('+1 555 999 0000');

    // A second owner with the same e-mail (any case) is refused, under the e-mail field too.
    await page.getByLabel('Name', { exact: true }).fill(`Other ${tag}`);
    await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('Phone', { exact: true }).fill('600 000 000');
    await page.getByLabel('Address', { exact: true }).fill('Somewhere 1');
    await page.getByRole('button', { name: 'Add Owner' }).click();
    await expect
      .poll(() => page.getByText('An owner with this email already exists').count())
      .toBeGreaterThanOrEqual(2);
    await expect.poll(() => cards(page).count()).toBe(1);

    // Delete asks first; Cancel keeps the owner.
    await card.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.getByText('Delete this owner?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.getByTestId('confirm-delete-owner').click();
    await expect.poll(visible(page, 'Owner deleted successfully!')).toBe(true);
    await expect
      .poll(() => page.getByTestId('owners-empty').textContent())
      .toBe('No owners match your search.');
    await context.close();
  });

  it('pages through 10 owners at a time and sorts by name or e-mail (Spanish)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    // Names in one order, e-mails in the opposite one.
    for (let i = 1; i <= 12; i++) {
      const n = String(i).padStart(2, '0');
      const reverse = String(13 - i).padStart(2, '0');
      await api(base, token, 'POST', '/api/owners', {
        name: `Zoila ${tag} ${n}`,
        email: `${tag}-${reverse}@example.com`,
        phone: `600 000 0${n}`,
        address: `Calle ${n}`,
      });
    }
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, admin(), 'es');
    await page.goto('/owners');
    // The search waits for a pause in typing; wait for its answer, not for a look-alike list.
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('owners.list') && decodeURIComponent(response.url()).includes(tag),
    );
    await page.getByLabel('Buscar dueños').fill(tag);
    await searched;
    await expect.poll(() => page.getByTestId('owners-count').textContent()).toMatch(/^12 de \d+ dueños$/);
    await expect.poll(() => page.getByText('Página 1 de 2').isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(10);
    expect(await cards(page).first().textContent()).toContain(`Zoila ${tag} 01`);
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(() => page.getByText('Página 2 de 2').isVisible()).toBe(true);
    await expect.poll(() => cards(page).count()).toBe(2);
    expect(await cards(page).last().textContent()).toContain(`Zoila ${tag} 12`);
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);

    // A new order starts again at page 1.
    await page.getByLabel('Ordenar por').selectOption({ label: 'Nombre (Z-A)' });
    await expect.poll(() => page.getByText('Página 1 de 2').isVisible()).toBe(true);
    await expect.poll(() => cards(page).first().textContent()).toContain(`Zoila ${tag} 12`);
    await page.getByLabel('Ordenar por').selectOption({ label: 'Correo (A-Z)' });
    await expect.poll(() => cards(page).first().textContent()).toContain(`${tag}-01@example.com`);
    expect(await cards(page).first().textContent()).toContain(`Zoila ${tag} 12`);
    await page.getByLabel('Ordenar por').selectOption({ label: 'Correo (Z-A)' });
    await expect.poll(() => cards(page).first().textContent()).toContain(`${tag}-12@example.com`);

    // The search also matches loosely (accents and case): 'ZOÍLA' finds 'Zoila'.
    await page.getByLabel('Buscar dueños').fill(`ZOÍLA ${tag}`);
    await expect.poll(() => page.getByTestId('owners-count').textContent()).toMatch(/^12 de \d+ dueños$/);
    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await expect.poll(() => page.getByLabel('Buscar dueños').inputValue()).toBe('');
    await context.close();
  });

  it("refuses to delete a dog's only owner, naming the dog (Spanish)", async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const owner = await api<{ _id: string }>(base, token, 'POST', '/api/owners', {
      name: `Único ${tag}`,
      email: `unico-${tag}@example.com`,
      phone: '600 111 222',
      address: 'Plaza Mayor 1',
    });
    await api(base, token, 'POST', '/api/dogs', {
      name: `Chispa ${tag}`,
      breed: 'Podenco',
      age: 3,
      owners: [owner._id],
    });
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, admin(), 'es');
    await page.goto('/owners');
    await page.getByLabel('Buscar dueños').fill(tag);
    await expect.poll(() => cards(page).count()).toBe(1);
    await cards(page)
      .first()
      .getByRole('button', { name: /^Eliminar/ })
      .click();
    await expect.poll(() => page.getByText('¿Eliminar este dueño?').isVisible()).toBe(true);
    await page.getByTestId('confirm-delete-owner').click();
    await expect
      .poll(
        visible(
          page,
          `No se puede eliminar este dueño porque es el único dueño de Chispa ${tag}. Añade otro dueño al perro o elimina primero el perro.`,
        ),
      )
      .toBe(true);
    expect(await cards(page).count()).toBe(1);
    await context.close();
  });

  it('fits a phone screen: menu link, form and cards', async () => {
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Dueños' }).click();
    await page.waitForURL((url) => url.pathname === '/owners');
    const tag = unique();
    await page.getByLabel('Nombre', { exact: true }).fill(`Lucía Fernández ${tag}`);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(`lucia-${tag}@example.com`);
    await page.getByLabel('Teléfono', { exact: true }).fill('+34 611 222 333');
    await page.getByLabel('Dirección', { exact: true }).fill('Avenida del Puerto 5');
    await page.getByRole('button', { name: 'Añadir dueño' }).click();
    await expect.poll(visible(page, `¡Dueño Lucía Fernández ${tag} añadido correctamente!`)).toBe(true);
    await page.getByLabel('Buscar dueños').fill(tag);
    await expect.poll(() => cards(page).count()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await context.close();
  });
});
