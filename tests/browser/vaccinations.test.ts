// Vaccinations through the screens (docs/contract/rest-contract-business.md, Vaccinations): the dog
// details' Vaccinations tab with a light per required disease, a record added, covering several
// diseases at once, and deleted (English, desk); the Vaccinations due list with the owner's phone and
// its Book at our vet, which opens the vet's New Appointment form for the dog with the reason filled
// in (Spanish, phone); a daycare check-in refused in block mode, which a receptionist cannot override
// (English) and a manager overrides with a reason, recorded in the dog's History (Spanish). The rules are the seeded ones: warn, rabies, distemper, parvovirus (daycare
// and hotel also kennel cough).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, createUserViaApi, logIn, unique, useBrowser } from './helpers/browser';
import {
  DESK,
  dayFromToday,
  noSidewaysScroll,
  PHONE,
  pickOption,
  poll,
  usDay,
  visible,
} from './helpers/screen';

type Id = { _id: string };

/** A dog with an owner, and its records (vaccine code, given, expiry) made over REST. */
async function dogWithRecords(base: string, records: [string, string, string][]) {
  const tag = unique();
  const token = await apiToken(base);
  const call = <T>(method: string, path: string, body?: unknown) => api<T>(base, token, method, path, body);
  const phone = `+34 611 ${String(Math.floor(Math.random() * 900) + 100)} 000`;
  const owner = await call<Id>('POST', '/api/owners', {
    name: `Nuria Vidal ${tag}`,
    email: `nuria.${tag}@example.com`,
    phone,
    address: 'Rúa Nova 3',
  });
  const name = `Tula ${tag}`;
  const dog = await call<Id>('POST', '/api/dogs', {
    name,
    breed: 'Podenco',
    age: 3,
    weight: 14,
    owners: [owner._id],
  });
  for (const [vaccine, givenOn, expiresOn] of records) {
    await call('POST', `/api/dogs/${dog._id}/vaccinations`, { vaccine, givenOn, expiresOn });
  }
  return { name, tag, phone, dogId: dog._id };
}

async function openVaccinations(page: Page, tag: string, name: string, tab: string): Promise<Locator> {
  await page.goto(`/dogs?tab=all&search=${tag}`);
  const row = page.getByTestId('dog-row').filter({ hasText: name });
  await poll(() => row.count()).toBe(1);
  await row.getByRole('button', { name, exact: true }).click();
  const details = page.getByRole('dialog');
  await poll(() => details.getByTestId('dog-info').isVisible()).toBe(true);
  await details.getByRole('tab', { name: tab }).click();
  await poll(() => details.getByTestId('vaccination-status').isVisible()).toBe(true);
  return details;
}

const stateOf = (details: Locator, disease: string) =>
  details.getByTestId(`disease-${disease}`).getAttribute('data-state');

describe('vaccinations', () => {
  const b = useBrowser({ ownServer: true });

  it('shows a light per required disease, adds a polyvalent record that covers several, deletes one (English, desk)', async () => {
    const { name, tag } = await dogWithRecords(b.baseUrl(), [
      ['rabies', dayFromToday(-355), dayFromToday(10)],
    ]);
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    const details = await openVaccinations(page, tag, name, 'Vaccinations');

    await poll(() => stateOf(details, 'rabies')).toBe('expiring');
    expect(await details.getByTestId('disease-rabies').innerText()).toBe(
      `rabies: expiring until ${usDay(dayFromToday(10))}`,
    );
    for (const disease of ['distemper', 'parvovirus', 'bordetella'])
      expect(await stateOf(details, disease)).toBe('missing');
    expect(await details.getByTestId('disease-bordetella').innerText()).toBe('kennel cough: missing');
    await poll(() => details.getByTestId('vaccination-row').count()).toBe(1);
    await expectNoAxeViolations(page, 'vaccinations tab (en, desk)');

    // A polyvalent vaccine given today, by keyboard through the drawer; its expiry from the validity.
    await details.getByRole('button', { name: 'Add vaccination' }).click();
    const drawer = page.getByTestId('vaccination-drawer');
    await poll(() => drawer.getByRole('heading', { name: `New vaccination: ${name}` }).isVisible()).toBe(
      true,
    );
    // A date in the future is refused under its field, nothing is sent.
    await drawer.getByLabel('Vaccine').selectOption({ label: 'Polyvalent (DHPPi+L)' });
    await drawer.getByLabel('Date given').fill(usDay(dayFromToday(1)));
    await drawer.getByRole('button', { name: 'Add vaccination' }).click();
    await poll(() => drawer.getByText('Vaccination date cannot be in the future').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'vaccination drawer with an error (en, desk)');
    await drawer.getByLabel('Date given').fill(usDay(dayFromToday(0)));
    await drawer.getByLabel('Batch').fill('L-2231');
    await drawer.getByLabel('Batch').press('Enter');
    await poll(() => drawer.isVisible()).toBe(false);
    await poll(() => page.getByTestId('toast-success').innerText()).toContain(
      `Vaccination added for ${name}`,
    );
    await poll(() => details.getByTestId('vaccination-row').count()).toBe(2);
    await poll(() => stateOf(details, 'distemper')).toBe('valid');
    expect(await stateOf(details, 'parvovirus')).toBe('valid');
    expect(await stateOf(details, 'bordetella')).toBe('missing');

    // Delete the rabies record from its row menu, confirmed: rabies goes red.
    await details.getByRole('button', { name: 'Actions for Rabies' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByTestId('confirm-delete-vaccination').click();
    await poll(() => details.getByTestId('vaccination-row').count()).toBe(1);
    await poll(() => stateOf(details, 'rabies')).toBe('missing');
    await context.close();
  });

  it('reads the tab in Spanish at phone width and edits a record from the keyboard', async () => {
    const { name, tag } = await dogWithRecords(b.baseUrl(), [
      ['bordetella', dayFromToday(-400), dayFromToday(-35)],
    ]);
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    const details = await openVaccinations(page, tag, name, 'Vacunas');
    await poll(() => details.getByTestId('disease-bordetella').innerText()).toBe(
      `tos de las perreras: caducó el ${usDay(dayFromToday(-35))}`,
    );
    expect(await details.getByTestId('disease-rabies').innerText()).toBe('rabia: falta');
    expect(await noSidewaysScroll(page)).toBe(true);

    // The record opens from its first cell; a new expiry saved with Enter turns the light green.
    await details.getByRole('button', { name: 'Tos de las perreras', exact: true }).click();
    const drawer = page.getByTestId('vaccination-drawer');
    await poll(() => drawer.getByRole('heading', { name: `Editar vacuna: ${name}` }).isVisible()).toBe(true);
    // The record's vaccine stays chosen once the catalogue has loaded.
    await poll(() => drawer.getByLabel('Vacuna', { exact: true }).inputValue()).not.toBe('');
    await drawer.getByLabel('Fecha de caducidad').fill(usDay(dayFromToday(200)));
    await drawer.getByLabel('Lote').press('Enter');
    await poll(() => drawer.isVisible()).toBe(false);
    await poll(() => stateOf(details, 'bordetella')).toBe('valid');
    expect(await details.getByTestId('disease-bordetella').innerText()).toBe(
      `tos de las perreras: vigente hasta el ${usDay(dayFromToday(200))}`,
    );
    await context.close();
  });

  it('lists a lapsed vaccine with the owner phone and books it at our vet with the reason filled in (Spanish, phone)', async () => {
    const { name, phone } = await dogWithRecords(b.baseUrl(), [
      ['bordetella', dayFromToday(-370), dayFromToday(-5)],
      ['rabies', dayFromToday(-300), dayFromToday(200)],
    ]);
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto('/vaccinations?within=7');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Vacunas pendientes' }).isVisible()).toBe(
      true,
    );
    const row = page.getByTestId('due-row').filter({ hasText: name });
    await poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('tos de las perreras');
    expect(await row.innerText()).toContain('caducada');
    expect(await row.getByRole('link', { name: phone }).getAttribute('href')).toBe(`tel:${phone}`);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'vaccinations due (es, phone)');

    await row.getByRole('button', { name: `Cita en nuestro veterinario para ${name}` }).click();
    await page.waitForURL((url) => url.pathname === '/vet' && url.searchParams.get('tab') === 'form');
    await poll(() => page.getByRole('combobox', { name: 'Perro' }).inputValue()).toBe(name);
    expect(await page.getByLabel('Motivo de la cita').inputValue()).toBe(
      `Vacunación: tos de las perreras (caduca el ${usDay(dayFromToday(-5))})`,
    );
    await context.close();
  });

  it('refuses a check-in for missing vaccines: a receptionist reads why, a manager overrides it with a reason', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const rules = (body: unknown) => api(base, token, 'PUT', '/api/vaccination-requirements', body);
    const { name } = await dogWithRecords(base, [['dhppi-l', dayFromToday(-30), dayFromToday(300)]]);
    await rules({ daycare: { mode: 'block', diseases: ['rabies', 'distemper', 'bordetella'] } });
    try {
      // A receptionist (English): the refusal names the missing diseases, with no way to override.
      const receptionist = await createUserViaApi('receptionist');
      const desk = await b.page({ lang: 'en', viewport: DESK });
      await logIn(desk.page, receptionist, 'en');
      await desk.page.goto('/daycare/checkin');
      await pickOption(desk.page, 'Dog', name);
      await desk.page.getByRole('button', { name: 'Check In', exact: true }).click();
      const refused = desk.page.getByTestId('vaccination-override');
      await poll(() => refused.getByTestId('override-diseases').textContent()).toBe(
        `${name} is missing or has expired: rabies and kennel cough.`,
      );
      expect(await refused.getByText('Only a manager or admin can override it.').isVisible()).toBe(true);
      expect(await refused.getByTestId('override-confirm').count()).toBe(0);
      await desk.page.keyboard.press('Escape');
      await poll(() => refused.count()).toBe(0);
      await desk.context.close();

      // A manager (Spanish): the reason is required, then the dog is checked in and the override kept.
      const manager = await createUserViaApi('manager');
      const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
      await logIn(page, manager, 'es');
      await page.goto('/daycare/checkin');
      await pickOption(page, 'Perro', name);
      await page.getByRole('button', { name: 'Registrar entrada', exact: true }).click();
      const dialog = page.getByTestId('vaccination-override');
      await poll(() => dialog.getByTestId('override-diseases').textContent()).toBe(
        `A ${name} le faltan o le han caducado: rabia y tos de las perreras.`,
      );
      await dialog.getByRole('button', { name: 'Autorizar y registrar entrada' }).click();
      await poll(visible(dialog, 'Indica un motivo')).toBe(true);
      await expectNoAxeViolations(page, 'vaccination override with its error (es, phone)');
      await dialog.getByLabel('Motivo').fill('Trae la cartilla en papel: vacunada ayer');
      await dialog.getByRole('button', { name: 'Autorizar y registrar entrada' }).click();
      await poll(() => dialog.count()).toBe(0);
      await poll(visible(page, `¡Entrada de ${name} registrada correctamente!`)).toBe(true);
      // The override is in the audit, with the manager's reason.
      const { events } = await api<{ events: { action: string; entity: string; reason?: string }[] }>(
        base,
        token,
        'GET',
        '/api/audit?action=override&limit=20',
      );
      expect(events.find((e) => e.reason === 'Trae la cartilla en papel: vacunada ayer')).toMatchObject({
        entity: 'daycare-visit',
        reason: 'Trae la cartilla en papel: vacunada ayer',
      });
      await context.close();
    } finally {
      await rules({
        daycare: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus', 'bordetella'] },
      });
    }
  });

  it('lets a manager edit a vaccine and the rules in Settings; a receptionist sees neither (English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const vaccines = await api<{ _id: string; code: string; validityMonths: number }[]>(
      base,
      token,
      'GET',
      '/api/vaccines',
    );
    const rabies = vaccines.find((v) => v.code === 'rabies');
    if (!rabies) throw new Error('no rabies vaccine');
    try {
      const manager = await createUserViaApi('manager');
      const { page, context } = await b.page({ lang: 'en', viewport: DESK });
      await logIn(page, manager, 'en');
      await page.goto('/settings');
      const catalogue = page.getByTestId('settings-vaccines');
      const row = catalogue.getByTestId('vaccine-row').filter({ hasText: 'Rabies' });
      await poll(() => row.innerText()).toContain('12 months');
      await row.getByRole('button', { name: 'Rabies', exact: true }).click();
      const drawer = page.getByTestId('vaccine-drawer');
      await drawer.getByLabel('Validity (months)').fill('0');
      await drawer.getByRole('button', { name: 'Save changes' }).click();
      await poll(visible(drawer, 'Validity must be a whole number of months from 1 to 120')).toBe(true);
      await drawer.getByLabel('Validity (months)').fill('36');
      await drawer.getByLabel('Validity (months)').press('Enter');
      await poll(() => drawer.isVisible()).toBe(false);
      await poll(() => row.innerText()).toContain('36 months');

      const grooming = page.getByTestId('rules-grooming');
      await grooming.getByLabel('Mode').selectOption('block');
      await grooming.getByRole('checkbox', { name: 'kennel cough' }).check({ force: true });
      await page.getByRole('button', { name: 'Save rules' }).click();
      await poll(visible(page, 'Vaccination rules saved')).toBe(true);
      const saved = await api<{ grooming: { mode: string; diseases: string[] } }>(
        base,
        token,
        'GET',
        '/api/vaccination-requirements',
      );
      expect(saved.grooming).toEqual({
        mode: 'block',
        diseases: ['rabies', 'distemper', 'parvovirus', 'bordetella'],
      });
      await context.close();

      const receptionist = await createUserViaApi('receptionist');
      const desk = await b.page({ lang: 'en', viewport: DESK });
      await logIn(desk.page, receptionist, 'en');
      await desk.page.goto('/settings');
      await poll(() => desk.page.getByRole('heading', { level: 1, name: 'Settings' }).isVisible()).toBe(true);
      expect(await desk.page.getByTestId('settings-vaccines').count()).toBe(0);
      expect(await desk.page.getByTestId('settings-vaccination-rules').count()).toBe(0);
      await desk.context.close();
    } finally {
      await api(base, token, 'PUT', `/api/vaccines/${rabies._id}`, { validityMonths: 12 });
      await api(base, token, 'PUT', '/api/vaccination-requirements', {
        grooming: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus'] },
      });
    }
  });

  it('the board names dogs here without their vaccines, with a shield in the check-in picker; the to-do leads to booking them at our vet', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const rules = (body: unknown) => api(base, token, 'PUT', '/api/vaccination-requirements', body);
    const here = await dogWithRecords(base, [['bordetella', dayFromToday(-30), dayFromToday(300)]]);
    const waiting = await dogWithRecords(base, []);
    const visit = await api<Id>(base, token, 'POST', '/api/daycare/visits', { dog: here.dogId });
    // The shipped default says nothing on the board; a rule of the business's own does.
    await rules({ daycare: { mode: 'warn', diseases: ['rabies', 'parvovirus'] } });
    try {
      const { page, context } = await b.page({ lang: 'en', viewport: DESK });
      await logIn(page, admin(), 'en');
      await page.goto('/dashboard');
      const todo = page.locator('[data-testid="todo-item"][data-kind="vaccinationsMissing"]');
      await poll(() => todo.innerText()).toMatch(/\d+ dogs? here today without (its|their) vaccinations/);

      // The check-in picker marks a dog not covered today, named for a screen reader.
      await page.goto('/daycare/checkin');
      await page.getByRole('combobox', { name: 'Dog' }).fill(waiting.name);
      const option = page.getByRole('option').filter({ hasText: waiting.name });
      await poll(() => option.getByTestId('vaccination-shield').getAttribute('aria-label')).toBe(
        'Vaccinations missing: rabies and parvovirus',
      );
      await expectNoAxeViolations(page, 'check-in picker with a vaccination shield (en, desk)');
      await page.keyboard.press('Escape');

      await page.goto('/dashboard');
      await todo.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === '/vaccinations');
      const row = page.getByTestId('here-row').filter({ hasText: here.name });
      await poll(() => row.innerText()).toContain('Daycare');
      expect(await row.innerText()).toContain('rabies and parvovirus');
      await expectNoAxeViolations(page, 'vaccinations here today (en, desk)');
      await context.close();

      // Spanish, phone: the same list, and Book at our vet fills the reason.
      const phone = await b.page({ lang: 'es', viewport: PHONE });
      await logIn(phone.page, admin(), 'es');
      await phone.page.goto('/vaccinations');
      const section = phone.page.getByTestId('vaccinations-here');
      await poll(() => section.getByRole('heading', { level: 2 }).innerText()).toMatch(
        /hoy aquí sin sus vacunas/,
      );
      const line = section.getByTestId('here-row').filter({ hasText: here.name });
      await poll(() => line.innerText()).toContain('Guardería');
      expect(await noSidewaysScroll(phone.page)).toBe(true);
      await line.getByRole('button', { name: `Cita en nuestro veterinario para ${here.name}` }).click();
      await phone.page.waitForURL((url) => url.pathname === '/vet');
      await poll(() => phone.page.getByRole('combobox', { name: 'Perro' }).inputValue()).toBe(here.name);
      expect(await phone.page.getByLabel('Motivo de la cita').inputValue()).toBe(
        'Vacunación: rabia y parvovirus',
      );
      await phone.context.close();
    } finally {
      await rules({
        daycare: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus', 'bordetella'] },
      });
      // Checked out, so the dog does not stay on the board of the files after this one.
      await api(base, token, 'PUT', `/api/daycare/visits/${visit._id}`, {});
    }
  });
});
