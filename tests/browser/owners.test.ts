// The Owners page through the screens: the list first (header with the count and 'New owner',
// a dense table, a row menu), the form in a drawer with the spec's rules and messages; add,
// search, edit, sort (select and column headers), pages, delete with confirmation, the server's
// refusals (a taken e-mail, a dog's only owner); the state in the URL (reload, Back); accents
// sorted as people expect; axe-clean in English and Spanish, form errors showing; phone width.
// Every test makes its own uniquely named owners.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import { PHONE as phone390, poll, rowAction, visible } from './helpers/screen';

const rows = (page: Page) => page.getByTestId('owner-row');

describe('owners page', () => {
  const b = useBrowser();

  it('checks the rules, adds, finds, edits, refuses a taken e-mail and deletes an owner (English)', async () => {
    const { page, context } = await b.page({ lang: 'en', viewport: { width: 1366, height: 800 } });
    await logIn(page, admin(), 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Owners' })
      .click();
    await page.waitForURL((url) => url.pathname === '/owners');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Owners' }).isVisible()).toBe(true);
    // The list (or its empty state) has arrived.
    await poll(() => page.getByTestId('owners-count').textContent()).toMatch(/ of \d+ owners$/);
    await expectNoAxeViolations(page, 'owners list (en)');

    // The form opens in a drawer beside the list. Every rule at once, in the spec's words.
    await page.getByRole('button', { name: 'New owner' }).click();
    const drawer = page.getByTestId('owner-drawer');
    await poll(() => drawer.getByRole('heading', { name: 'Add New Owner' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add Owner' }).click();
    for (const message of [
      'Name must be at least 2 characters long',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Address is required',
    ]) {
      await poll(visible(page, message)).toBe(true);
    }
    // Focus goes to the first field in error.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('name');
    await expectNoAxeViolations(page, 'owner form with errors (en)');

    const tag = unique();
    const name = `Olivia Brown ${tag}`;
    const email = `olivia.${tag}@example.com`;
    await page.getByLabel('Name', { exact: true }).fill(`  ${name} `);
    await page.getByLabel('Email', { exact: true }).fill(`Olivia.${tag}@EXAMPLE.com`);
    await page.getByLabel('Phone', { exact: true }).fill('555-CALL');
    await page.getByLabel('Address', { exact: true }).fill('x'.repeat(61));
    await page.getByRole('button', { name: 'Add Owner' }).click();
    await poll(visible(page, 'Please enter a valid phone number')).toBe(true);
    await poll(visible(page, 'Address must be 60 characters or less')).toBe(true);
    await page.getByLabel('Phone', { exact: true }).fill('+1 (555) 010-2030');
    await page.getByLabel('Address', { exact: true }).fill('12 Oak Street, Springfield');
    await page.getByRole('button', { name: 'Add Owner' }).click();
    // One message, once; the drawer closes and the list is back in view.
    await poll(visible(page, `Owner ${name} added successfully!`)).toBe(true);
    expect(await page.getByText(`Owner ${name} added successfully!`).count()).toBe(1);
    await poll(() => drawer.count()).toBe(0);

    // Server-side search; the saved values are trimmed and the e-mail lower-cased.
    await page.getByLabel('Search owners').fill(tag);
    await poll(() => rows(page).count()).toBe(1);
    await poll(() => page.getByTestId('owners-count').textContent()).toMatch(/^1 of \d+ owners$/);
    const row = rows(page).first();
    expect(await row.textContent()).toContain(name);
    expect(await row.textContent()).toContain(email);
    expect(await row.textContent()).toContain('+1 (555) 010-2030');

    // Edit from the row menu: the drawer fills in, the change shows in the row.
    await rowAction(page, name, 'Edit');
    await poll(visible(page, `Edit Owner: ${name}`)).toBe(true);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Phone', { exact: true }).fill('+1 555 999 0000');
    await page.getByRole('button', { name: 'Update Owner' }).click();
    await poll(visible(page, 'Owner information updated successfully!')).toBe(true);
    await poll(() => row.textContent()).toContain('+1 555 999 0000');

    // Clicking the name opens the same form; Escape closes it and gives the focus back.
    await row.getByRole('button', { name, exact: true }).click();
    await poll(visible(page, `Edit Owner: ${name}`)).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => drawer.count()).toBe(0);

    // A second owner with the same e-mail (any case) is refused, under the e-mail field too.
    await page.getByRole('button', { name: 'New owner' }).click();
    await page.getByLabel('Name', { exact: true }).fill(`Other ${tag}`);
    await page.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await page.getByLabel('Phone', { exact: true }).fill('600 000 000');
    await page.getByLabel('Address', { exact: true }).fill('Somewhere 1');
    await page.getByRole('button', { name: 'Add Owner' }).click();
    await poll(() =>
      page.getByText('An owner with this email already exists').count(),
    ).toBeGreaterThanOrEqual(2);
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => drawer.count()).toBe(0);
    await poll(() => rows(page).count()).toBe(1);

    // Delete is in the menu, last; it asks first, and Cancel keeps the owner.
    await rowAction(page, name, 'Delete');
    const dialog = page.getByRole('alertdialog');
    await poll(() => dialog.getByText('Delete this owner?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    await rowAction(page, name, 'Delete');
    await page.getByTestId('confirm-delete-owner').click();
    await poll(visible(page, 'Owner deleted successfully!')).toBe(true);
    await poll(() => page.getByTestId('owners-empty').textContent()).toBe('No owners match your search.');
    await context.close();
  });

  it('pages through 10 owners at a time, sorts by name or e-mail, and keeps it all in the URL (Spanish)', async () => {
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
    const { page, context } = await b.page({ lang: 'es', viewport: { width: 1366, height: 800 } });
    await logIn(page, admin(), 'es');
    await page.goto('/owners');
    await page.getByLabel('Buscar dueños').fill(tag);
    await poll(() => page.getByTestId('owners-count').textContent()).toMatch(/^12 de \d+ dueños$/);
    await poll(() => page.getByText('Página 1 de 2').isVisible()).toBe(true);
    await poll(() => rows(page).count()).toBe(10);
    // At 1366×800 all ten rows are in view without scrolling.
    for (const r of await rows(page).all()) {
      const box = await r.boundingBox();
      expect(box && box.y + box.height <= 800).toBe(true);
    }
    expect(await rows(page).first().textContent()).toContain(`Zoila ${tag} 01`);
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await poll(() => page.getByText('Página 2 de 2').isVisible()).toBe(true);
    await poll(() => rows(page).count()).toBe(2);
    expect(await rows(page).last().textContent()).toContain(`Zoila ${tag} 12`);
    expect(await page.getByRole('button', { name: 'Siguiente' }).isDisabled()).toBe(true);

    // The search and the page are in the URL: a reload lands on the same view.
    expect(new URL(page.url()).searchParams.get('q')).toBe(tag);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.reload();
    await poll(() => page.getByText('Página 2 de 2').isVisible()).toBe(true);
    await poll(() => rows(page).count()).toBe(2);
    expect(await page.getByLabel('Buscar dueños').inputValue()).toBe(tag);
    // Back returns to page 1.
    await page.goBack();
    await poll(() => page.getByText('Página 1 de 2').isVisible()).toBe(true);
    await poll(() => rows(page).count()).toBe(10);

    // A new order starts again at page 1; the select and the column headers are the same state.
    await page.getByLabel('Ordenar por').selectOption({ label: 'Nombre (Z-A)' });
    await poll(() => page.getByText('Página 1 de 2').isVisible()).toBe(true);
    await poll(() => rows(page).first().textContent()).toContain(`Zoila ${tag} 12`);
    const nameHeader = page.getByRole('columnheader', { name: /Nombre/ });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('descending');
    await page.getByLabel('Ordenar por').selectOption({ label: 'Correo (A-Z)' });
    await poll(() => rows(page).first().textContent()).toContain(`${tag}-01@example.com`);
    expect(await rows(page).first().textContent()).toContain(`Zoila ${tag} 12`);
    const emailHeader = page.getByRole('columnheader', { name: /Correo/ });
    await emailHeader.getByRole('button').click();
    await poll(() => page.getByLabel('Ordenar por').inputValue()).toBe('email-desc');
    await poll(() => rows(page).first().textContent()).toContain(`${tag}-12@example.com`);
    expect(await emailHeader.getAttribute('aria-sort')).toBe('descending');
    // The order survives a reload too.
    await page.reload();
    await poll(() => rows(page).first().textContent()).toContain(`${tag}-12@example.com`);
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('email-desc');

    // The search also matches loosely (accents and case): 'ZOÍLA' finds 'Zoila'.
    await page.getByLabel('Buscar dueños').fill(`ZOÍLA ${tag}`);
    await poll(() => page.getByTestId('owners-count').textContent()).toMatch(/^12 de \d+ dueños$/);
    await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
    await poll(() => page.getByLabel('Buscar dueños').inputValue()).toBe('');
    await expectNoAxeViolations(page, 'owners list (es)');

    // The form in Spanish, with its errors showing, is axe-clean too.
    await page.getByRole('button', { name: 'Nuevo dueño' }).click();
    await page.getByRole('button', { name: 'Añadir dueño' }).click();
    await poll(visible(page, 'Introduce un correo electrónico válido')).toBe(true);
    await expectNoAxeViolations(page, 'owner form with errors (es)');
    await context.close();
  });

  it('sorts names with accents as people expect (Álvaro between Alba and Bruno, Óscar before Zoe)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    for (const first of ['Zoe', 'Óscar', 'Bruno', 'Álvaro', 'Alba']) {
      await api(base, token, 'POST', '/api/owners', {
        name: `${first} ${tag}`,
        email: `${first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}-${tag}@example.com`,
        phone: '600 123 456',
        address: 'Calle Mayor 1',
      });
    }
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, admin(), 'es');
    await page.goto(`/owners?q=${tag}`);
    await poll(() => rows(page).count()).toBe(5);
    const names = async () =>
      (await rows(page).allTextContents()).map((text) => text.split(` ${tag}`)[0]?.trim());
    expect(await names()).toEqual(['Alba', 'Álvaro', 'Bruno', 'Óscar', 'Zoe']);
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
    await poll(() => rows(page).count()).toBe(1);
    await rowAction(page, `Único ${tag}`, 'Eliminar', 'es');
    await poll(() => page.getByText('¿Eliminar este dueño?').isVisible()).toBe(true);
    await page.getByTestId('confirm-delete-owner').click();
    await poll(
      visible(
        page,
        `No se puede eliminar este dueño porque es el único dueño de Chispa ${tag}. Añade otro dueño al perro o elimina primero el perro.`,
      ),
    ).toBe(true);
    expect(await rows(page).count()).toBe(1);
    await context.close();
  });

  it('fits a phone screen: menu link, the form full screen, compact rows', async () => {
    const { page, context } = await b.page({ lang: 'es', viewport: phone390 });
    await logIn(page, admin(), 'es');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Dueños' }).click();
    await page.waitForURL((url) => url.pathname === '/owners');
    const tag = unique();
    await page.getByRole('button', { name: 'Nuevo dueño' }).click();
    // Full screen once it has slid in.
    await poll(async () => {
      const box = await page.getByTestId('owner-drawer').boundingBox();
      return Boolean(box && box.x <= 1 && box.width >= phone390.width - 1);
    }).toBe(true);
    await page.getByLabel('Nombre', { exact: true }).fill(`Lucía Fernández ${tag}`);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(`lucia-${tag}@example.com`);
    await page.getByLabel('Teléfono', { exact: true }).fill('+34 611 222 333');
    await page.getByLabel('Dirección', { exact: true }).fill('Avenida del Puerto 5');
    await page.getByRole('button', { name: 'Añadir dueño' }).click();
    await poll(visible(page, `¡Dueño Lucía Fernández ${tag} añadido correctamente!`)).toBe(true);
    await page.getByLabel('Buscar dueños').fill(tag);
    await poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain('+34 611 222 333');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await expectNoAxeViolations(page, 'owners at phone width (es)');
    await context.close();
  });
});
