// The daycare desk through the screens: a dog checked in on each of the three paths (the Check
// In tab's picker, the daily /daycare/checkin page, an expected dog's pending visit on the
// Overview), seen on the Overview (figures, here-now cards, activity, reminders) and in the day's
// log, checked out (the Check Out tab, the daily /daycare/checkout page, a row's menu); a dog
// already here is not offered; the server's refusal is said; All Visits' search and status
// filter in the URL; a completed visit deleted after confirmation (its package day given back);
// the dog details modal's Daycare Visits tab. English and Spanish, desktop and 390 px phone,
// axe-clean. Data is seeded over REST; every test makes its own uniquely named dogs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import {
  DESK,
  figure,
  noSidewaysScroll,
  PHONE,
  panel,
  pickerSettled,
  pickOption,
  poll,
  rowAction,
  visible,
} from './helpers/screen';

type ApiOwner = { _id: string; name: string };
type ApiDog = { _id: string; name: string };
type ApiVisit = { _id: string; status: string; checkInTime: string | null; checkOutTime: string | null };
type ApiPackage = { _id: string; daysLeft: number };

async function seedOwner(base: string, token: string, tag: string): Promise<ApiOwner> {
  return api<ApiOwner>(base, token, 'POST', '/api/owners', {
    name: `Marta Vidal ${tag}`,
    email: `marta.${tag}@example.com`,
    phone: '+34 600 123 456',
    address: 'Calle Mayor 1',
  });
}

async function seedDog(
  base: string,
  token: string,
  owner: ApiOwner,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<ApiDog> {
  return api<ApiDog>(base, token, 'POST', '/api/dogs', {
    name,
    breed: 'Beagle',
    age: 4,
    owners: [owner._id],
    ...extra,
  });
}

/** YYYY-MM-DD of `days` ago (UTC): far enough back to be a past business day in any zone. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The label of the check-out select's option for a dog ('Luna · Beagle · Marta Vidal · 9:05 AM'). */
async function visitOption(page: Page, dog: string): Promise<string> {
  const option = page.locator('option', { hasText: `${dog} · ` });
  await poll(() => option.count()).toBe(1);
  return ((await option.textContent()) ?? '').trim();
}

describe('daycare desk', () => {
  const b = useBrowser();

  it('checks dogs in from the tab and from the expected list, shows them on the Overview, checks out, filters and deletes visits (English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const owner = await seedOwner(base, token, tag);
    const luna = await seedDog(base, token, owner, `Luna ${tag}`);
    const rex = await seedDog(base, token, owner, `Rex ${tag}`, {
      particularSigns: 'Allergic to chicken',
    });
    const max = await seedDog(base, token, owner, `Max ${tag}`);
    await api(base, token, 'POST', '/api/daycare/packages', { dog: luna._id, packageType: '15-day' });
    // Max is expected today: a pending visit (no check-in time yet).
    const pending = await api<ApiVisit>(base, token, 'POST', '/api/daycare/visits', {
      dog: max._id,
      checkInTime: null,
    });
    expect(pending.status).toBe('pending');

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Daycare' })
      .click();
    await page.waitForURL((url) => url.pathname === '/daycare');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Daycare' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('stat-here').isVisible()).toBe(true);
    const here0 = await figure(page, 'stat-here');
    const total0 = await figure(page, 'stat-total');
    const completed0 = await figure(page, 'stat-completed');
    const expected = page.getByTestId('expected-visit').filter({ hasText: max.name });
    await poll(() => expected.count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Packages' }).getAttribute('href')).toBe('/daycare/packages');
    await expectNoAxeViolations(page, 'daycare overview (en)');

    // Path 1: the Check In tab. A dog is required.
    await page.getByRole('tab', { name: 'Check In' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('checkin');
    await panel(page).getByRole('button', { name: 'Check In', exact: true }).click();
    await poll(visible(page, 'Please select a dog')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await expectNoAxeViolations(page, 'daycare check-in tab with its error (en)');
    // The option and the field say which package the check-in will use.
    const lunaOption = await pickOption(page, 'Dog', luna.name);
    expect(lunaOption).toContain('Uses: 15 Days · 15 days left');
    expect(lunaOption).toContain(owner.name);
    expect(await page.getByTestId('check-in-package').textContent()).toBe('Uses: 15 Days · 15 days left');
    await panel(page).getByRole('button', { name: 'Check In', exact: true }).click();
    await poll(visible(page, `${luna.name} checked in successfully!`)).toBe(true);
    await poll(() => page.getByRole('combobox', { name: 'Dog' }).inputValue()).toBe('');

    // A dog already here is not offered.
    await page.getByRole('combobox', { name: 'Dog' }).fill(luna.name);
    await poll(visible(page, 'No dogs to check in match your search')).toBe(true);
    expect(await page.getByRole('option', { name: new RegExp(luna.name) }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Another desk checks Rex in while this one has him chosen: the refusal says why.
    const rexOption = await pickOption(page, 'Dog', rex.name);
    expect(rexOption).toContain('No usable package');
    await api(base, token, 'POST', '/api/daycare/visits', { dog: rex._id });
    await panel(page).getByRole('button', { name: 'Check In', exact: true }).click();
    await poll(visible(page, 'Failed to check in')).toBe(true);
    await poll(visible(page, 'Dog is already checked in')).toBe(true);

    // The Overview shows both: figures, cards with package and time, reminders, activity.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await poll(() => figure(page, 'stat-here')).toBe(here0 + 2);
    expect(await figure(page, 'stat-total')).toBe(total0 + 2);
    const lunaCard = page.getByTestId('here-card').filter({ hasText: luna.name });
    await poll(() => lunaCard.count()).toBe(1);
    expect(await lunaCard.getByTestId('here-package').textContent()).toBe('15 Days · 14 days left');
    expect(await lunaCard.textContent()).toMatch(/Checked in at \d{1,2}:\d{2} (AM|PM)/);
    const rexCard = page.getByTestId('here-card').filter({ hasText: rex.name });
    expect(await rexCard.getByTestId('here-package').textContent()).toBe('No package');
    const reminders = page.getByTestId('reminder').filter({ hasText: rex.name });
    await poll(() => reminders.allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${rex.name} has no usable package: this visit is not covered.`),
        expect.stringContaining(`Keep in mind with ${rex.name}: Allergic to chicken`),
      ]),
    );
    const activity = await page.getByTestId('activity-item').allTextContents();
    const rexIn = activity.findIndex((line) => line.includes(`${rex.name} checked in`));
    const lunaIn = activity.findIndex((line) => line.includes(`${luna.name} checked in`));
    expect(rexIn).toBeGreaterThanOrEqual(0);
    expect(lunaIn).toBeGreaterThan(rexIn); // newest first

    // Path 3: the expected dog arrives; his pending visit becomes the visit (no second one).
    await expected.getByRole('button', { name: `Check in ${max.name}` }).click();
    await poll(visible(page, `${max.name} checked in successfully!`)).toBe(true);
    await poll(() => page.getByTestId('here-card').filter({ hasText: max.name }).count()).toBe(1);
    await poll(() => expected.count()).toBe(0);
    expect(await figure(page, 'stat-here')).toBe(here0 + 3);
    expect(await figure(page, 'stat-total')).toBe(total0 + 2);
    await expectNoAxeViolations(page, 'daycare overview with dogs here (en)');

    // The Check Out tab: a visit is required; then Luna goes home with a note.
    await page.getByRole('tab', { name: 'Check Out' }).click();
    await panel(page).getByRole('button', { name: 'Check Out', exact: true }).click();
    await poll(visible(page, 'Please select a visit to checkout')).toBe(true);
    await expectNoAxeViolations(page, 'daycare check-out tab with its error (en)');
    const lunaVisit = await visitOption(page, luna.name);
    // dog · breed · owner · check-in time: never the wrong dog.
    expect(lunaVisit).toMatch(
      new RegExp(`^${luna.name} · Beagle · ${owner.name} · \\d{1,2}:\\d{2} (AM|PM)$`),
    );
    await page.getByLabel('Visit', { exact: true }).selectOption({ label: lunaVisit });
    await page.getByLabel('Notes', { exact: true }).fill('Played all day');
    await panel(page).getByRole('button', { name: 'Check Out', exact: true }).click();
    await poll(visible(page, `${luna.name} checked out successfully!`)).toBe(true);
    await poll(() => page.locator('option', { hasText: `${luna.name} · ` }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Overview' }).click();
    await poll(() => figure(page, 'stat-completed')).toBe(completed0 + 1);
    expect(await figure(page, 'stat-here')).toBe(here0 + 2);
    expect(await page.getByTestId('activity-item').first().textContent()).toContain(
      `${luna.name} checked out`,
    );

    // All Visits: server-side search and status filter, kept in the URL.
    await page.getByRole('tab', { name: 'All Visits' }).click();
    await panel(page).getByLabel('Search visits').fill(tag);
    await poll(() => page.getByTestId('visits-count').textContent()).toBe('3 visits');
    await panel(page).getByLabel('Status', { exact: true }).selectOption('completed');
    await poll(() => page.getByTestId('visits-count').textContent()).toBe('1 visit');
    const row = page.getByTestId('visit-row').first();
    const rowText = (await row.textContent()) ?? '';
    for (const text of [luna.name, owner.name, 'Completed', '15 Days · 14 days left']) {
      expect(rowText).toContain(text);
    }
    const url = new URL(page.url());
    expect([url.searchParams.get('tab'), url.searchParams.get('q'), url.searchParams.get('status')]).toEqual([
      'visits',
      tag,
      'completed',
    ]);
    await page.reload();
    await poll(() => page.getByTestId('visits-count').textContent()).toBe('1 visit');
    await expectNoAxeViolations(page, 'daycare all visits (en)');

    // Delete asks first; Cancel keeps the visit, Delete removes it and gives the day back.
    await rowAction(page, luna.name, 'Delete', 'en');
    const dialog = page.getByRole('alertdialog');
    await poll(() => dialog.getByText('Delete this visit?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await page.getByTestId('visits-count').textContent()).toBe('1 visit');
    await rowAction(page, luna.name, 'Delete', 'en');
    await page.getByTestId('confirm-delete-visit').click();
    await poll(visible(page, `Visit of ${luna.name} deleted successfully!`)).toBe(true);
    await poll(() => page.getByTestId('visits-empty').textContent()).toBe('No visits match your search.');
    const packages = await api<ApiPackage[]>(base, token, 'GET', `/api/daycare/packages/dog/${luna._id}`);
    expect(packages.map((p) => p.daysLeft)).toEqual([15]);

    // Active visits offer Check Out and no Delete.
    await panel(page).getByLabel('Status', { exact: true }).selectOption('active');
    await poll(() => page.getByTestId('visits-count').textContent()).toBe('2 visits');
    await page.getByRole('button', { name: `Actions for ${rex.name}`, exact: true }).click();
    await poll(() => page.getByRole('menuitem', { name: 'Check Out', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Delete', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Check Out', exact: true }).click();
    await poll(visible(page, `${rex.name} checked out successfully!`)).toBe(true);
    await poll(() => page.getByTestId('visits-count').textContent()).toBe('1 visit');
    await context.close();
  });

  it('runs the day on the daily pages: check-in, the log, check-out (Spanish)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    // Browser test files share one database: start the day empty, so the log's empty text shows.
    for (const visit of await api<ApiVisit[]>(base, token, 'GET', '/api/daycare/visits/today')) {
      if (visit.status === 'active') await api(base, token, 'PUT', `/api/daycare/visits/${visit._id}`, {});
      const res = await fetch(`${base}/api/daycare/visits/${visit._id}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    }
    const tag = unique();
    const owner = await seedOwner(base, token, tag);
    const bimba = await seedDog(base, token, owner, `Bimba ${tag}`);

    const { page, context } = await b.page({ lang: 'es', viewport: DESK });
    await logIn(page, admin(), 'es');
    await page.goto('/daycare/checkin/logs');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Entradas de hoy' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('logs-empty').textContent()).toBe('Todavía no hay entradas.');
    // Today's date, long, in Spanish ('martes, 24 de noviembre de 2026').
    expect(await page.getByTestId('today-date').textContent()).toMatch(
      /^\p{L}+, \d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/u,
    );
    await expectNoAxeViolations(page, 'daily log, empty (es)');

    // Path 2: the daily check-in page, reached by its link.
    await page
      .getByRole('navigation', { name: 'Páginas del día' })
      .getByRole('link', { name: 'Registrar entrada' })
      .click();
    await page.waitForURL((url) => url.pathname === '/daycare/checkin');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Entrada diaria' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('today-date').textContent()).toMatch(/ de \d{4}$/);
    await page.getByRole('button', { name: 'Registrar entrada', exact: true }).click();
    await poll(visible(page, 'Selecciona un perro')).toBe(true);
    await expectNoAxeViolations(page, 'daily check-in with its error (es)');
    // By keyboard alone: the error put the focus on the picker; type, Enter chooses, Tab, Enter.
    const box = page.getByRole('combobox', { name: 'Perro' });
    await poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(bimba.name);
    const option = page.getByRole('option', { name: new RegExp(bimba.name) });
    await poll(() => option.count()).toBe(1);
    expect(await option.textContent()).toContain('Sin bono disponible');
    await page.keyboard.press('Enter');
    await poll(() => box.inputValue()).toBe(bimba.name);
    expect(await page.getByTestId('check-in-package').textContent()).toBe('Sin bono disponible');
    await pickerSettled(page, box);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Registrar entrada');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/daycare/checkin/logs');
    await poll(visible(page, `¡Entrada de ${bimba.name} registrada correctamente!`)).toBe(true);
    const logRow = page.getByTestId('log-row').filter({ hasText: bimba.name });
    await poll(() => logRow.count()).toBe(1);
    expect(await logRow.textContent()).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
    expect(await logRow.textContent()).toContain('En curso');
    await expectNoAxeViolations(page, 'daily log with a dog (es)');

    // The desk's Overview says Bimba's visit is not covered by a package.
    await page.goto('/daycare');
    await poll(() =>
      page.getByTestId('reminder').filter({ hasText: bimba.name }).first().textContent(),
    ).toContain(`${bimba.name} no tiene ningún bono disponible: esta visita no está cubierta.`);

    // The daily check-out page: 'dog · breed · owner · check-in time', then back to the log.
    await page.goto('/daycare/checkout');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Salida diaria' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Registrar salida', exact: true }).click();
    await poll(visible(page, 'Selecciona una visita para registrar la salida')).toBe(true);
    await expectNoAxeViolations(page, 'daily check-out with its error (es)');
    const bimbaVisit = await visitOption(page, bimba.name);
    expect(bimbaVisit).toMatch(
      new RegExp(`^${bimba.name} · Beagle · ${owner.name} · \\d{1,2}:\\d{2} (AM|PM)$`),
    );
    await page.getByLabel('Visita', { exact: true }).selectOption({ label: bimbaVisit });
    await page.getByRole('button', { name: 'Registrar salida', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/daycare/checkin/logs');
    await poll(visible(page, `¡Salida de ${bimba.name} registrada correctamente!`)).toBe(true);
    await poll(() => logRow.textContent()).toContain('Completada');
    await context.close();
  });

  it('works at phone width: an expected dog checked in, All Visits as a list, the dog details history (Spanish)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const owner = await seedOwner(base, token, tag);
    const coco = await seedDog(base, token, owner, `Coco ${tag}`);
    const nala = await seedDog(base, token, owner, `Nala ${tag}`);
    await api(base, token, 'POST', '/api/daycare/visits', { dog: coco._id, checkInTime: null });
    // Seven past days at the daycare for Nala.
    for (let day = 9; day >= 3; day--) {
      const date = daysAgo(day);
      const visit = await api<ApiVisit>(base, token, 'POST', '/api/daycare/visits', {
        dog: nala._id,
        date,
        checkInTime: `${date}T08:00:00.000Z`,
      });
      await api(base, token, 'PUT', `/api/daycare/visits/${visit._id}`, {
        checkOutTime: `${date}T17:00:00.000Z`,
      });
    }

    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto('/daycare');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Guardería' }).isVisible()).toBe(true);
    const expected = page.getByTestId('expected-visit').filter({ hasText: coco.name });
    await poll(() => expected.count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'daycare overview (es, phone)');
    await expected.getByRole('button', { name: `Registrar entrada de ${coco.name}` }).click();
    await poll(visible(page, `¡Entrada de ${coco.name} registrada correctamente!`)).toBe(true);
    await poll(() => page.getByTestId('here-card').filter({ hasText: coco.name }).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);

    // All Visits as a compact list; the row menu works by touch.
    await page.getByRole('tab', { name: 'Todas las visitas' }).click();
    await panel(page).getByLabel('Buscar visitas').fill(`coco ${tag}`);
    await poll(() => page.getByTestId('visits-count').textContent()).toBe('1 visita');
    expect(await page.getByTestId('visit-row').first().textContent()).toContain('En curso');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'daycare all visits (es, phone)');
    await rowAction(page, coco.name, 'Registrar salida', 'es');
    await poll(visible(page, `¡Salida de ${coco.name} registrada correctamente!`)).toBe(true);
    await poll(() => page.getByTestId('visit-row').first().textContent()).toContain('Completada');

    await panel(page).getByLabel('Buscar visitas').fill(`nala ${tag}`);
    await poll(() => page.getByTestId('visits-count').textContent()).toBe('7 visitas');
    await panel(page).getByLabel('Estado', { exact: true }).selectOption('pending');
    await poll(() => page.getByTestId('visits-empty').textContent()).toBe(
      'Ninguna visita coincide con la búsqueda.',
    );
    await panel(page).getByLabel('Estado', { exact: true }).selectOption('all');
    await poll(() => page.getByTestId('visits-count').textContent()).toBe('7 visitas');

    // The dog's name opens its details: the 5 most recent visits, then '... y 2 visitas más'.
    await page.getByTestId('visit-row').first().getByRole('button', { name: nala.name, exact: true }).click();
    const details = page.getByRole('dialog');
    await poll(() => details.getByRole('heading', { name: nala.name }).isVisible()).toBe(true);
    await details.getByRole('tab', { name: /Visitas a guardería/ }).click();
    const history = details.getByTestId('history-daycare');
    await poll(() => history.getByRole('listitem').count()).toBe(5);
    expect(await history.textContent()).toContain('... y 2 visitas más');
    // Newest first: the first is three days ago.
    const [y, m, d] = daysAgo(3).split('-');
    expect(await history.getByRole('listitem').first().textContent()).toContain(`${m}/${d}/${y}`);
    await expectNoAxeViolations(page, 'dog details, daycare history (es, phone)');
    await details.getByRole('button', { name: 'Ir a Guardería' }).click();
    await poll(() => details.count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/daycare' && url.search === '');
    await poll(() => page.getByRole('tab', { name: 'Resumen' }).getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});
