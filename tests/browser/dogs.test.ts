// The Dogs page through the screens: a family registered without leaving the page (owner, then
// dog with a picture), the overview's figures and search, the details modal, All Dogs with its
// breed filter and pages, edit (a second owner, the picture removed) and delete; the form's rules
// and picture checks in Spanish; the owner-loading guard rails; and phone width.
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import sharp from '../../apps/server/node_modules/sharp';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, PHONE, unique, useBrowser } from './helpers/browser';
import { DESK, panel, poll, rowAction, visible } from './helpers/screen';

type ApiOwner = { _id: string; name: string; phone: string };

function createOwner(base: string, token: string, name: string, tag: string): Promise<ApiOwner> {
  return api<ApiOwner>(base, token, 'POST', '/api/owners', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.com`,
    phone: `+34 6${tag.length}0 555 ${String(Math.floor(Math.random() * 900) + 100)}`,
    address: 'Calle del Test 1',
  });
}

/** A real picture, made on the spot. */
function png(width = 160, height = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 210, g: 140, b: 60 } } })
    .png()
    .toBuffer();
}

/** True when the image has arrived and decoded (the picture is really shown). */
const loaded = (img: Locator) => () =>
  img
    .evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)
    .catch(() => false);

async function pickOwner(page: Page, label: string, search: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(search);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await poll(() => box.inputValue()).toBe(name);
}

const dogCards = (page: Page) => page.getByTestId('dog-row');

describe('dogs page', () => {
  const b = useBrowser();

  it('registers a family and a dog with a picture, finds, shows, filters, edits and deletes it (English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const second = await createOwner(base, token, `Alan Turing ${tag}`, tag);
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Dogs' })
      .click();
    await page.waitForURL((url) => url.pathname === '/dogs');
    await poll(() => page.getByTestId('stat-total').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'dogs overview (en)');

    // The owner first, on the Add/Edit Owner tab: a confirmation naming them.
    await page.getByRole('tab', { name: 'Add/Edit Owner' }).click();
    const ownerName = `Grace Hopper ${tag}`;
    await panel(page).getByLabel('Name', { exact: true }).fill(ownerName);
    await panel(page).getByLabel('Email', { exact: true }).fill(`grace.${tag}@example.com`);
    await panel(page).getByLabel('Phone', { exact: true }).fill('+1 (555) 201-0042');
    await panel(page).getByLabel('Address', { exact: true }).fill('1 Navy Yard, Arlington');
    await page.getByRole('button', { name: 'Add Owner' }).click();
    const added = page.getByTestId('owner-added');
    await poll(visible(added, `Owner ${ownerName} added successfully!`)).toBe(true);
    // Said once: the banner, not a toast as well.
    expect(await page.getByText(`Owner ${ownerName} added successfully!`).count()).toBe(1);
    // The new owner is in the list of registered owners, found by the server-side search.
    await panel(page).getByLabel('Search owners').fill(tag);
    await poll(() => page.getByTestId('owner-row').count()).toBe(2);

    // Then their dog, with the owner already chosen.
    await added.getByRole('button', { name: `Add a dog for ${ownerName}` }).click();
    await poll(() => page.getByRole('tab', { name: 'Add/Edit Dog' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByRole('combobox', { name: 'Primary owner' }).inputValue()).toBe(ownerName);
    const dogName = `Biscuit ${tag}`;
    const breed = `Breed ${tag}`;
    await panel(page).getByLabel('Name', { exact: true }).fill(dogName);
    await panel(page).getByLabel('Breed', { exact: true }).fill(breed);
    await panel(page).getByText('Months', { exact: true }).click();
    await panel(page).getByLabel('Age', { exact: true }).fill('8');
    await panel(page).getByLabel('Weight (kg)').fill('7.5');
    await panel(page).getByLabel('Particular signs').fill('White star on the chest');
    await panel(page)
      .getByLabel('Choose file')
      .setInputFiles({ name: 'biscuit.png', mimeType: 'image/png', buffer: await png() });
    await poll(loaded(page.getByTestId('picture-preview'))).toBe(true);
    await page.getByRole('button', { name: 'Add Dog' }).click();
    await poll(visible(page, 'Dog added successfully!')).toBe(true);

    // Back on the Overview: the dog is the newest, with its picture.
    await poll(() => page.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    const recent = page.getByTestId('recent-dog').filter({ hasText: dogName });
    await poll(() => recent.count()).toBe(1);
    expect(await recent.textContent()).toContain('8 months');
    await poll(loaded(recent.getByRole('img', { name: `Photo of ${dogName}` }))).toBe(true);

    // Search by owner (case ignored): 'X of Y dogs found', Y being the total on file.
    const total = Number(await page.getByTestId('stat-total').textContent());
    await panel(page).getByLabel('Search by name, breed or owner').fill(`grace hopper ${tag}`);
    await poll(() => page.getByTestId('overview-found').textContent()).toBe(`1 of ${total} dogs found`);
    // The search is in the URL: a reload shows the same results.
    expect(new URL(page.url()).searchParams.get('q')).toBe(`grace hopper ${tag}`);
    await page.reload();
    await poll(() => page.getByTestId('overview-found').textContent()).toBe(`1 of ${total} dogs found`);
    expect(await dogCards(page).first().textContent()).toContain(dogName);
    await expectNoAxeViolations(page, 'dogs overview with results (en)');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await poll(() => page.getByTestId('overview-found').count()).toBe(0);

    // The details modal: every field, the audit, the owners, the empty histories.
    await recent.getByRole('button', { name: `View Details of ${dogName}` }).click();
    const details = page.getByRole('dialog');
    await poll(() => details.getByRole('heading', { name: dogName }).isVisible()).toBe(true);
    const info = details.getByTestId('dog-info');
    await poll(() => info.textContent()).toMatch(/DOG-\d+/);
    const infoText = (await info.textContent()) ?? '';
    for (const text of [
      breed,
      '8 months',
      '7.5 kg',
      'White star on the chest',
      'Created by',
      'Modified by',
      'admin on',
    ]) {
      expect(infoText).toContain(text);
    }
    await poll(loaded(details.getByRole('img', { name: `Photo of ${dogName}` }))).toBe(true);
    // Tabs move with the arrow keys.
    await details.getByRole('tab', { name: /Dog Info/ }).focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => details.getByRole('tab', { name: /Owners/ }).getAttribute('aria-selected')).toBe('true');
    await poll(visible(details, ownerName)).toBe(true);
    expect(await details.getByText('Primary owner').isVisible()).toBe(true);
    await details.getByRole('tab', { name: /Daycare Visits/ }).click();
    await poll(visible(details, 'No daycare visits yet.')).toBe(true);
    await details.getByRole('tab', { name: /Vet Appointments/ }).click();
    await poll(visible(details, 'No vet appointments yet.')).toBe(true);
    expect(await details.getByRole('button', { name: 'Go to Vet' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => details.count()).toBe(0);

    // All Dogs, filtered by the dog's breed.
    await page.getByRole('tab', { name: 'All Dogs' }).click();
    await panel(page).getByLabel('Breed', { exact: true }).selectOption(breed);
    await poll(() => page.getByTestId('all-dogs-count').textContent()).toBe('1 dog, sorted by name');
    await expectNoAxeViolations(page, 'all dogs (en)');
    const card = dogCards(page).first();
    const cardText = (await card.textContent()) ?? '';
    for (const text of [dogName, breed, '8 months', '7.5 kg', ownerName, '+1 (555) 201-0042']) {
      expect(cardText).toContain(text);
    }
    expect(cardText).toMatch(/DOG-\d+/);
    await poll(loaded(card.getByRole('img', { name: `Photo of ${dogName}` }))).toBe(true);
    const before = await card.getByRole('img', { name: `Photo of ${dogName}` }).getAttribute('src');

    // Edit: the form opens filled in; a second owner and a new weight.
    await rowAction(page, dogName, 'Edit');
    await poll(visible(page, `Edit Dog: ${dogName}`)).toBe(true);
    expect(await panel(page).getByLabel('Age', { exact: true }).inputValue()).toBe('8');
    expect(await page.getByRole('radio', { name: 'Months' }).isChecked()).toBe(true);
    await panel(page).getByLabel('Weight (kg)').fill('8.2');
    await pickOwner(page, 'Secondary owner', `turing ${tag}`, second.name);
    // A new picture replaces the old one (multipart PUT).
    await panel(page)
      .getByLabel('Choose file')
      .setInputFiles({ name: 'biscuit-2.png', mimeType: 'image/png', buffer: await png(200, 200) });
    await page.getByRole('button', { name: 'Update Dog' }).click();
    await poll(visible(page, 'Dog information updated successfully!')).toBe(true);
    // Back on All Dogs, the filter kept.
    await poll(() => page.getByRole('tab', { name: 'All Dogs' }).getAttribute('aria-selected')).toBe('true');
    await poll(() => card.textContent()).toContain('8.2 kg');
    expect(await card.textContent()).toContain(second.name);
    const picture = card.getByRole('img', { name: `Photo of ${dogName}` });
    await poll(() => picture.getAttribute('src')).not.toBe(before);
    await poll(loaded(picture)).toBe(true);

    // Delete asks first.
    await rowAction(page, dogName, 'Delete');
    await poll(visible(page, 'Are you sure you want to delete this dog?')).toBe(true);
    await page.getByTestId('confirm-delete-dog').click();
    await poll(visible(page, 'Dog deleted successfully!')).toBe(true);
    await poll(() => page.getByTestId('all-dogs-empty').textContent()).toBe('No dogs match these filters.');
    await context.close();
  });

  it('pages All Dogs 10 at a time by breed, and opens it from the overview (Spanish)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const owner = await createOwner(base, token, `Dueña ${tag}`, tag);
    const breed = `Galgo ${tag}`;
    for (let i = 1; i <= 12; i++) {
      await api(base, token, 'POST', '/api/dogs', {
        name: `Perro ${tag} ${String(i).padStart(2, '0')}`,
        breed,
        age: i,
        ...(i === 1 ? { weight: 10.2 } : {}),
        owners: [owner._id],
      });
    }
    const { page, context } = await b.page({ lang: 'es', viewport: DESK });
    await logIn(page, admin(), 'es');
    await page.goto('/dogs');
    // The breed, with its 12 dogs, is among the most common ones; it opens All Dogs filtered.
    await page.getByRole('button', { name: `${breed} 12 perros, verlos en Todos los perros` }).click();
    await poll(() => page.getByRole('tab', { name: 'Todos los perros' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await panel(page).getByLabel('Raza', { exact: true }).inputValue()).toBe(breed);
    await poll(() => page.getByTestId('all-dogs-count').textContent()).toBe('12 perros, por nombre');
    await poll(() => dogCards(page).count()).toBe(10);
    expect(await page.getByText('Página 1 de 2').isVisible()).toBe(true);
    expect(await dogCards(page).first().textContent()).toContain(`Perro ${tag} 01`);
    // Numbers in Spanish, the unit once: '10,2 kg' under 'Peso'.
    expect(await dogCards(page).first().textContent()).toContain('10,2 kg');
    expect(await page.getByRole('columnheader', { name: 'Peso', exact: true }).count()).toBe(1);
    // At 1366×800 all ten dogs are in view without scrolling.
    for (const row of await dogCards(page).all()) {
      const box = await row.boundingBox();
      expect(box && box.y + box.height <= DESK.height).toBe(true);
    }
    await expectNoAxeViolations(page, 'all dogs (es)');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await poll(() => page.getByText('Página 2 de 2').isVisible()).toBe(true);
    await poll(() => dogCards(page).count()).toBe(2);
    expect(await dogCards(page).last().textContent()).toContain(`Perro ${tag} 12`);
    expect(await dogCards(page).last().textContent()).toContain('12 años');

    // Tab, breed and page are in the URL: a reload lands on the same view, Back goes to page 1,
    // then to the Overview.
    const params = new URL(page.url()).searchParams;
    expect([params.get('tab'), params.get('breed'), params.get('page')]).toEqual(['all', breed, '2']);
    await page.reload();
    await poll(() => page.getByText('Página 2 de 2').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Todos los perros' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await panel(page).getByLabel('Raza', { exact: true }).inputValue()).toBe(breed);
    await page.goBack();
    await poll(() => page.getByText('Página 1 de 2').isVisible()).toBe(true);
    await page.goBack();
    await poll(() => page.getByRole('tab', { name: 'Resumen' }).getAttribute('aria-selected')).toBe('true');
    await page.goForward();
    await poll(() => page.getByRole('tab', { name: 'Todos los perros' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await poll(() => panel(page).getByLabel('Raza', { exact: true }).inputValue()).toBe(breed);

    // Search inside the breed, then clear the filters.
    await panel(page).getByLabel('Buscar perros').fill(`perro ${tag} 07`);
    await poll(() => page.getByTestId('all-dogs-count').textContent()).toBe('1 perro, por nombre');
    await page.getByRole('button', { name: 'Borrar filtros' }).click();
    await poll(() => panel(page).getByLabel('Raza', { exact: true }).inputValue()).toBe('');
    expect(await panel(page).getByLabel('Buscar perros').inputValue()).toBe('');
    await context.close();
  });

  it('shows the form rules and the picture checks in Spanish, and sends nothing', async () => {
    const { page, context } = await b.page({ lang: 'es' });
    await logIn(page, admin(), 'es');
    let saves = 0;
    page.on('request', (request) => {
      if (
        request.url().includes('dogs.create') ||
        (request.url().endsWith('/api/dogs') && request.method() === 'POST')
      )
        saves++;
    });
    await page.goto('/dogs');
    await page.getByRole('tab', { name: 'Añadir/Editar perro' }).click();
    await page.getByRole('button', { name: 'Añadir perro' }).click();
    for (const message of [
      'El nombre del perro es obligatorio',
      'La raza del perro es obligatoria',
      'Introduce la edad o la fecha de nacimiento',
      'El dueño principal es obligatorio',
    ]) {
      await poll(visible(page, message)).toBe(true);
    }
    await panel(page).getByLabel('Nombre', { exact: true }).fill('Toby');
    await panel(page).getByLabel('Raza', { exact: true }).fill('Beagle');
    await panel(page).getByText('Meses', { exact: true }).click();
    await panel(page).getByLabel('Edad', { exact: true }).fill('400');
    await panel(page).getByLabel('Peso (kg)').fill('200');
    await panel(page).getByLabel('Señas particulares').fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Añadir perro' }).click();
    await poll(visible(page, 'Introduce una edad válida (0-360 meses)')).toBe(true);
    await poll(visible(page, 'Introduce un peso válido (0-150 kg)')).toBe(true);
    await poll(visible(page, 'Las señas particulares deben tener 500 caracteres o menos')).toBe(true);
    // Seen from the top (the sticky navigation bar would otherwise sit over the tabs).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoAxeViolations(page, 'dog form with errors (es)');

    // Switching the unit converts what was typed (18 months = 1.5 years).
    await panel(page).getByLabel('Edad', { exact: true }).fill('18');
    await panel(page).getByText('Años', { exact: true }).click();
    await poll(() => panel(page).getByLabel('Edad', { exact: true }).inputValue()).toBe('1,5');

    // A date of birth in the future is refused; a real one gives the age, which is not typed.
    await panel(page).getByLabel('Fecha de nacimiento').fill('2099-01-01');
    await page.getByRole('button', { name: 'Añadir perro' }).click();
    await poll(visible(page, 'La fecha de nacimiento no puede ser futura')).toBe(true);
    const twoYearsAgo = new Date();
    twoYearsAgo.setFullYear(twoYearsAgo.getFullYear() - 2);
    twoYearsAgo.setDate(twoYearsAgo.getDate() - 3);
    await panel(page).getByLabel('Fecha de nacimiento').fill(twoYearsAgo.toISOString().slice(0, 10));
    await poll(visible(page, 'Calculada a partir de la fecha de nacimiento: 2 años')).toBe(true);
    expect(await panel(page).getByLabel('Edad', { exact: true }).isDisabled()).toBe(true);

    // Pictures: the type and the 5 MB limit are checked before anything is sent.
    await panel(page)
      .getByLabel('Elegir archivo')
      .setInputFiles({
        name: 'notas.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a picture'),
      });
    await poll(() => page.getByTestId('picture-error').textContent()).toBe(
      'Selecciona un archivo de imagen válido (JPEG, PNG, GIF o WebP)',
    );
    await panel(page)
      .getByLabel('Elegir archivo')
      .setInputFiles({
        name: 'enorme.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.alloc(5_242_881, 1),
      });
    await poll(() => page.getByTestId('picture-error').textContent()).toBe(
      'La imagen debe pesar menos de 5 MB',
    );
    expect(await page.getByTestId('picture-preview').count()).toBe(0);
    // The camera input asks phones for the back camera.
    expect(await panel(page).getByLabel('Hacer foto').getAttribute('capture')).toBe('environment');
    expect(saves).toBe(0);
    await context.close();
  });

  it('guards the owner loading: none at all, a server failure, no connection (English)', async () => {
    // Answers owners.options (inside a batched call) as `answer` says, the rest as the server does.
    const rewrite = (answer: unknown) => async (route: Route) => {
      const url = new URL(route.request().url());
      const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
      const index = paths.indexOf('owners.options');
      if (index < 0) return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as unknown[];
      json[index] = answer;
      return route.fulfill({ response, json });
    };
    const cases: { route: (route: Route) => Promise<void>; message: string }[] = [
      {
        route: rewrite({ result: { data: [] } }),
        message: 'No owners available. Please add an owner first or refresh the page.',
      },
      {
        route: rewrite({
          error: { message: 'boom', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } },
        }),
        message: 'Failed to load owners (500). Please refresh the page.',
      },
      {
        route: async (route: Route) =>
          route.request().url().includes('owners.options')
            ? route.abort('internetdisconnected')
            : route.continue(),
        message: 'Failed to load owners. Please check your connection.',
      },
    ];
    for (const { route, message } of cases) {
      const { page, context } = await b.page({ lang: 'en' });
      await logIn(page, admin(), 'en');
      await page.route('**/trpc/**', route);
      await page.goto('/dogs');
      await page.getByRole('tab', { name: 'Add/Edit Dog' }).click();
      await poll(() => page.getByTestId('dog-form-alert').textContent()).toBe(message);
      expect(await page.getByRole('button', { name: 'Add Dog' }).isDisabled()).toBe(true);
      await context.close();
    }
  });

  it('works at phone width: a dog with a camera picture, its details, the picture removed', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const owner = await createOwner(base, token, `Rosa Peña ${tag}`, tag);
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto('/dogs');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await poll(() => page.getByTestId('stat-total').isVisible()).toBe(true);
    expect(await overflow()).toBeLessThanOrEqual(1);
    // Every tab in sight at 375px.
    for (const name of ['Resumen', 'Añadir/Editar perro', 'Todos los perros', 'Añadir/Editar dueño']) {
      expect(await page.getByRole('tab', { name }).isVisible()).toBe(true);
    }

    await page.getByRole('tab', { name: 'Añadir/Editar perro' }).click();
    const dogName = `Nube ${tag}`;
    await panel(page).getByLabel('Nombre', { exact: true }).fill(dogName);
    await panel(page).getByLabel('Raza', { exact: true }).fill('Pastor Vasco');
    await panel(page).getByLabel('Edad', { exact: true }).fill('4');
    // 'pena' finds 'Peña': the owner search ignores accents.
    await pickOwner(page, 'Dueño principal', `pena ${tag}`, owner.name);
    await panel(page)
      .getByLabel('Hacer foto')
      .setInputFiles({ name: 'camara.png', mimeType: 'image/png', buffer: await png(90, 160) });
    await poll(loaded(page.getByTestId('picture-preview'))).toBe(true);
    expect(await overflow()).toBeLessThanOrEqual(1);
    await page.getByRole('button', { name: 'Añadir perro' }).click();
    await poll(visible(page, '¡Perro añadido correctamente!')).toBe(true);

    await page.getByRole('tab', { name: 'Todos los perros' }).click();
    await panel(page).getByLabel('Buscar perros').fill(tag);
    await poll(() => dogCards(page).count()).toBe(1);
    const card = dogCards(page).first();
    await poll(loaded(card.getByRole('img', { name: `Foto de ${dogName}` }))).toBe(true);
    expect(await overflow()).toBeLessThanOrEqual(1);

    await card.getByRole('button', { name: dogName, exact: true }).click();
    const details = page.getByRole('dialog');
    await poll(() => details.getByTestId('dog-info').isVisible()).toBe(true);
    expect(await details.getByTestId('dog-info').textContent()).toContain('4 años');
    const box = await page.getByTestId('dog-details').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await details.getByRole('button', { name: 'Cerrar' }).click();
    await poll(() => details.count()).toBe(0);

    // Edit and remove the picture (DELETE /api/dogs/{id}/picture).
    await rowAction(page, dogName, 'Editar', 'es');
    await poll(loaded(page.getByTestId('picture-preview'))).toBe(true);
    await page.getByRole('button', { name: 'Quitar foto' }).click();
    await poll(visible(page, 'Foto quitada')).toBe(true);
    await poll(() => page.getByTestId('picture-preview').count()).toBe(0);
    // The toast sits over the form's last buttons on a phone: leave by keyboard.
    await page.getByRole('button', { name: 'Cancelar' }).press('Enter');
    await poll(() => card.getByTestId('dog-picture-none').count()).toBe(1);
    await context.close();
  });
});
