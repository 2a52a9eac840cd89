// The audit log's screens (docs/domains/audit.md), in both languages: the dog details' History tab and the
// History drawers of the row menus (a hotel booking, an owner, a user) say each change in the reader's
// words; the global History (/history) for managers, its filters in the URL and Load more by
// cursor without repeats, at phone width and by keyboard; a receptionist has no History in the
// navigation and is refused /history; a booking deleted with a reason keeps that reason in its
// History. Data is made over REST by named managers, so the lines name who did what.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import {
  admin,
  api,
  apiToken,
  createUserViaApi,
  type Lang,
  logIn,
  unique,
  useBrowser,
} from './helpers/browser';
import {
  DESK,
  dayFromToday,
  noSidewaysScroll,
  PHONE,
  panel,
  poll,
  rowAction,
  visible,
} from './helpers/screen';

type Id = { _id: string };

const WORDS = {
  es: {
    history: 'Historial',
    person: 'Persona',
    recordType: 'Tipo de registro',
    action: 'Acción',
    from: 'Desde',
    to: 'Hasta',
    loadMore: 'Cargar más',
    delete: 'Eliminar',
    reason: 'Motivo',
    nav: 'Navegación principal',
    notAllowed: 'Acceso no permitido',
    emptyFilters: 'Ningún evento coincide con estos filtros',
  },
  en: {
    history: 'History',
    person: 'Person',
    recordType: 'Record type',
    action: 'Action',
    from: 'From',
    to: 'To',
    loadMore: 'Load more',
    delete: 'Delete',
    reason: 'Reason',
    nav: 'Main navigation',
    notAllowed: 'Not allowed',
    emptyFilters: 'No events match these filters',
  },
} as const;

/** A manager with a first name, logged in over REST: the History names them. */
async function namedManager(base: string, first: string) {
  const tag = unique();
  const username = `${first
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}_${tag}`;
  const password = 'history-pass-123';
  const name = `${first} ${tag}`;
  const user = await api<Id>(base, await apiToken(base), 'POST', '/api/users', {
    username,
    password,
    role: 'manager',
    name,
  });
  const token = await apiToken(base, { username, password });
  return { id: user._id, username, name, token };
}

async function ownerAndDog(base: string, token: string, tag: string, dog: Record<string, unknown> = {}) {
  const owner = await api<Id & { name: string }>(base, token, 'POST', '/api/owners', {
    name: `Historia ${tag}`,
    email: `historia.${tag}@example.com`,
    phone: '+34 611 000 001',
    address: 'Calle Archivo 3',
  });
  const created = await api<Id & { name: string }>(base, token, 'POST', '/api/dogs', {
    name: `Nube ${tag}`,
    breed: 'Beagle',
    age: 3,
    weight: 10.2,
    owners: [owner._id],
    ...dog,
  });
  return { owner, dog: created };
}

/** How the business writes a day in its date fields ('11/27/2026' or '27/11/2026'). */
async function typedDay(base: string, token: string, day: string) {
  const settings = await api<{ dateFormat: string }>(base, token, 'GET', '/api/settings');
  const [y, m, d] = day.split('-');
  return settings.dateFormat === 'dd/mm/yyyy' ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

const rows = (page: Page) => page.getByTestId('history-row');
const search = (page: Page) => new URL(page.url()).searchParams;

describe('the audit log’s screens', () => {
  const b = useBrowser();

  for (const [lang, viewport] of [
    ['es', DESK],
    ['en', PHONE],
  ] as const) {
    it(`says a weight change in the dog details' History tab in the reader's words (${lang}, ${viewport.width} px)`, async () => {
      const base = b.baseUrl();
      const maria = await namedManager(base, 'María');
      const tag = unique();
      const { owner, dog } = await ownerAndDog(base, maria.token, tag);
      await api(base, maria.token, 'PUT', `/api/dogs/${dog._id}`, {
        name: dog.name,
        breed: 'Beagle',
        age: 3,
        weight: 11,
        owners: [owner._id],
      });

      const { page, context } = await b.page({ lang, viewport });
      await logIn(page, admin(), lang);
      await page.goto(`/dogs?tab=all&search=${encodeURIComponent(dog.name)}`);
      const row = page.getByTestId('dog-row').filter({ hasText: dog.name });
      await row.getByRole('button', { name: dog.name, exact: true }).click();
      const details = page.getByRole('dialog');
      await details.getByRole('tab', { name: WORDS[lang].history, exact: true }).click();
      const history = panel(page).getByTestId('record-history');
      const line =
        lang === 'es'
          ? `${maria.name} cambió el peso de 10,2 kg a 11 kg`
          : `${maria.name} changed the weight from 10.2 kg to 11 kg`;
      await poll(visible(history, line)).toBe(true);
      // Oldest first: the creation, then the change.
      const text = (await history.innerText()).replace(/\s+/g, ' ');
      const created =
        lang === 'es' ? `${maria.name} creó la ficha del perro` : `${maria.name} created the dog record`;
      expect(text.indexOf(created)).toBeGreaterThanOrEqual(0);
      expect(text.indexOf(created)).toBeLessThan(text.indexOf(line));
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page, `dog details History tab (${lang})`);
      await context.close();
    });
  }

  it("opens a hotel booking's and an owner's History from their row menus (es as admin, en as receptionist)", async () => {
    const base = b.baseUrl();
    const lucia = await namedManager(base, 'Lucía');
    const receptionist = await createUserViaApi('receptionist');
    for (const lang of ['es', 'en'] as const) {
      const tag = unique();
      const { owner, dog } = await ownerAndDog(base, lucia.token, tag);
      const stay = await api<Id>(base, lucia.token, 'POST', '/api/hotel', {
        dog: dog._id,
        checkIn: dayFromToday(1),
        checkOut: dayFromToday(3),
        notes: 'Manta azul',
      });
      await api(base, lucia.token, 'PUT', `/api/hotel/${stay._id}`, { notes: 'Manta roja' });
      await api(base, lucia.token, 'PUT', `/api/owners/${owner._id}`, {
        name: owner.name,
        email: `historia.${tag}@example.com`,
        phone: '+34 622 000 002',
        address: 'Calle Archivo 3',
      });
      // An admin reads the staff's names; anyone else their usernames.
      const who = lang === 'es' ? lucia.name : lucia.username;
      const { page, context } = await b.page({ lang, viewport: lang === 'es' ? DESK : PHONE });
      await logIn(page, lang === 'es' ? admin() : receptionist, lang);

      await page.goto(`/hotel?tab=bookings&q=${encodeURIComponent(dog.name)}`);
      await poll(() => page.getByTestId('month-booking-row').filter({ hasText: dog.name }).count()).toBe(1);
      await rowAction(page, dog.name, WORDS[lang].history, lang);
      const drawer = page.getByTestId('history-drawer');
      await poll(() =>
        drawer.getByRole('heading', { name: `${WORDS[lang].history}: ${dog.name}` }).isVisible(),
      ).toBe(true);
      const notes =
        lang === 'es'
          ? `${who} cambió las notas de Manta azul a Manta roja`
          : `${who} changed the notes from Manta azul to Manta roja`;
      await poll(visible(drawer, notes)).toBe(true);
      await poll(
        visible(
          drawer,
          lang === 'es' ? `${who} creó la reserva de hotel` : `${who} created the hotel booking`,
        ),
      ).toBe(true);
      await expectNoAxeViolations(page, `hotel booking History drawer (${lang})`);
      // Escape closes it and gives the focus back to the row's menu button.
      await page.keyboard.press('Escape');
      await poll(() => drawer.count()).toBe(0);

      await page.goto(`/owners?q=${encodeURIComponent(tag)}`);
      await poll(() => page.getByTestId('owner-row').filter({ hasText: owner.name }).count()).toBe(1);
      await rowAction(page, owner.name, WORDS[lang].history, lang);
      const phone =
        lang === 'es'
          ? `${who} cambió el teléfono de +34 611 000 001 a +34 622 000 002`
          : `${who} changed the phone from +34 611 000 001 to +34 622 000 002`;
      await poll(visible(drawer, phone)).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);
      await context.close();
    }
  });

  it("opens a user's History from the user table's menu: the role's change by name, the password's without it (en)", async () => {
    const base = b.baseUrl();
    const elena = await namedManager(base, 'Elena');
    const username = `vet_${unique()}`;
    const secret = 'first-secret-123';
    const user = await api<Id>(base, elena.token, 'POST', '/api/users', {
      username,
      password: secret,
      role: 'vet',
      name: 'Vera Vet',
    });
    await api(base, elena.token, 'PUT', `/api/users/${user._id}`, {
      username,
      password: 'second-secret-456',
      role: 'receptionist',
      name: 'Vera Vet',
    });
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page.goto('/users');
    await page.getByTestId(`user-actions-${username}`).click();
    await page.getByTestId(`history-user-${username}`).click();
    const drawer = page.getByTestId('history-drawer');
    await poll(visible(drawer, `${elena.name} changed the role from Vet to Receptionist`)).toBe(true);
    await poll(visible(drawer, `${elena.name} changed the password`)).toBe(true);
    const text = await drawer.innerText();
    expect(text).toContain(`${elena.name} created the user account`);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('second-secret-456');
    await context.close();
  });

  it('keeps a deleted booking’s reason in its History (es)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const { dog } = await ownerAndDog(base, token, tag);
    await api(base, token, 'POST', '/api/hotel', {
      dog: dog._id,
      checkIn: dayFromToday(2),
      checkOut: dayFromToday(4),
    });
    const { page, context } = await b.page({ lang: 'es', viewport: DESK });
    await logIn(page, admin(), 'es');
    await page.goto(`/hotel?tab=bookings&q=${encodeURIComponent(dog.name)}`);
    const row = page.getByTestId('month-booking-row').filter({ hasText: dog.name });
    await poll(() => row.count()).toBe(1);
    await rowAction(page, dog.name, WORDS.es.delete, 'es');
    const dialog = page.getByRole('alertdialog');
    const reason = `Reserva duplicada ${tag}`;
    await dialog.getByLabel(WORDS.es.reason).fill(reason);
    await dialog.getByRole('button', { name: WORDS.es.delete, exact: true }).click();
    await poll(() => row.count()).toBe(0);

    // The global History shows the deletion with its reason; its row opens the whole History.
    await page.goto('/history?entity=hotel-booking&action=delete');
    const deletion = rows(page).filter({ hasText: reason });
    await poll(() => deletion.count()).toBe(1);
    expect(await deletion.getByTestId('history-reason').innerText()).toBe(`Motivo: ${reason}`);
    expect(await deletion.getByTestId('history-record').innerText()).toContain('(eliminado)');
    await deletion.getByRole('button').first().click();
    const drawer = page.getByTestId('history-drawer');
    await poll(visible(drawer, `Motivo: ${reason}`)).toBe(true);
    await poll(() => drawer.getByTestId('record-history-deleted').isVisible()).toBe(true);
    await context.close();
  });

  for (const lang of ['en', 'es'] as const) {
    it(`filters the global History by person, record type, action and dates, in the URL (${lang}, ${lang === 'en' ? 'admin' : 'manager'})`, async () => {
      const base = b.baseUrl();
      const pablo = await namedManager(base, 'Pablo');
      const tag = unique();
      const { owner } = await ownerAndDog(base, pablo.token, tag);
      await api(base, pablo.token, 'PUT', `/api/owners/${owner._id}`, {
        name: owner.name,
        email: `historia.${tag}@example.com`,
        phone: '+34 633 000 003',
        address: 'Calle Archivo 3',
      });
      const w = WORDS[lang];
      const { page, context } = await b.page({ lang, viewport: DESK });
      // An admin in English, a manager in Spanish: both have the History.
      await logIn(page, lang === 'en' ? admin() : await createUserViaApi('manager'), lang);
      await page
        .getByRole('navigation', { name: w.nav })
        .getByRole('link', { name: w.history, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === '/history');
      await poll(() => page.getByRole('heading', { level: 1, name: w.history }).isVisible()).toBe(true);

      // Person: Pablo's three events (the owner, the dog, the owner's change), newest first.
      await page
        .getByLabel(w.person, { exact: true })
        .selectOption({ label: `${pablo.name} (${pablo.username})` });
      await poll(() => search(page).get('actor')).toBe(pablo.id);
      await poll(() => rows(page).count()).toBe(3);
      const newest =
        lang === 'es'
          ? `${pablo.name} cambió el teléfono de +34 611 000 001 a +34 633 000 003`
          : `${pablo.name} changed the phone from +34 611 000 001 to +34 633 000 003`;
      expect(await rows(page).first().getByTestId('history-line').first().innerText()).toBe(newest);

      // Record type and action narrow it further.
      await page.getByLabel(w.recordType, { exact: true }).selectOption('owner');
      await poll(() => search(page).get('entity')).toBe('owner');
      await poll(() => rows(page).count()).toBe(2);
      await page.getByLabel(w.action, { exact: true }).selectOption('create');
      await poll(() => search(page).get('action')).toBe('create');
      await poll(() => rows(page).count()).toBe(1);

      // Dates: today keeps the event, from tomorrow on there is none.
      const today = dayFromToday(0);
      const tomorrow = dayFromToday(1);
      const from = page.getByLabel(w.from, { exact: true });
      const to = page.getByLabel(w.to, { exact: true });
      await from.fill(await typedDay(base, pablo.token, today));
      await to.fill(await typedDay(base, pablo.token, today));
      await to.press('Tab');
      await poll(() => [search(page).get('from'), search(page).get('to')]).toEqual([today, today]);
      await poll(() => rows(page).count()).toBe(1);
      await to.fill(await typedDay(base, pablo.token, tomorrow));
      await from.fill(await typedDay(base, pablo.token, tomorrow));
      await from.press('Tab');
      await poll(() => search(page).get('from')).toBe(tomorrow);
      await poll(visible(page, w.emptyFilters)).toBe(true);
      expect(await rows(page).count()).toBe(0);

      // The URL alone brings the same view back.
      await page.goto(`/history?actor=${pablo.id}&entity=owner&action=update&from=${today}&to=${today}`);
      await poll(() => rows(page).count()).toBe(1);
      expect(await page.getByLabel(w.person, { exact: true }).inputValue()).toBe(pablo.id);
      expect(await page.getByLabel(w.recordType, { exact: true }).inputValue()).toBe('owner');
      expect(await page.getByLabel(w.action, { exact: true }).inputValue()).toBe('update');
      expect(await rows(page).first().getByTestId('history-line').first().innerText()).toBe(newest);
      await expectNoAxeViolations(page, `History filtered (${lang})`);
      await context.close();
    });
  }

  it('pages the global History with Load more, without repeats, at phone width and by keyboard (es)', async () => {
    const base = b.baseUrl();
    const rosa = await namedManager(base, 'Rosa');
    const tag = unique();
    const owner = await api<Id & { name: string }>(base, rosa.token, 'POST', '/api/owners', {
      name: `Páginas ${tag}`,
      email: `paginas.${tag}@example.com`,
      phone: '600 000 000',
      address: 'Calle Larga 55',
    });
    // 55 events: the owner's creation and 54 phone changes, each with its own number.
    for (let i = 1; i <= 54; i++) {
      await api(base, rosa.token, 'PUT', `/api/owners/${owner._id}`, {
        name: owner.name,
        email: `paginas.${tag}@example.com`,
        phone: `600 000 ${String(i).padStart(3, '0')}`,
        address: 'Calle Larga 55',
      });
    }
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto(`/history?actor=${rosa.id}`);
    await poll(() => rows(page).count()).toBe(50);
    expect(await page.getByTestId('history-count').innerText()).toBe(
      'Eventos mostrados: 50; hay más antiguos.',
    );
    expect(await noSidewaysScroll(page)).toBe(true);

    // Load more by keyboard: the first new row takes the focus.
    const more = page.getByRole('button', { name: WORDS.es.loadMore, exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    await poll(() => rows(page).count()).toBe(55);
    await poll(() => page.getByTestId('history-count').innerText()).toBe('Eventos: 55');
    expect(await more.count()).toBe(0);
    await poll(() =>
      rows(page)
        .nth(50)
        .evaluate((row) => row.contains(document.activeElement)),
    ).toBe(true);
    const texts = await rows(page).getByTestId('history-details').allInnerTexts();
    expect(new Set(texts).size).toBe(55);
    // Newest first: the last change on top, the creation at the bottom.
    expect(texts[0]).toContain('a 600 000 054');
    expect(texts[54]).toContain(`${rosa.name} creó la ficha del dueño`);
    expect(await noSidewaysScroll(page)).toBe(true);

    // Enter on the focused row opens its record's History full screen; Escape gives the focus back.
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('history-drawer');
    await poll(() => drawer.getByTestId('record-history-count').innerText()).toBe(
      'Eventos: 55, del más antiguo al más reciente',
    );
    const box = await drawer.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(PHONE.width);
    await expectNoAxeViolations(page, 'History drawer at phone width (es)');
    await page.keyboard.press('Escape');
    await poll(() => drawer.count()).toBe(0);
    await poll(() =>
      rows(page)
        .nth(50)
        .evaluate((row) => row.contains(document.activeElement)),
    ).toBe(true);
    await context.close();
  });

  it('shows no History to a receptionist and refuses /history (both languages)', async () => {
    const receptionist = await createUserViaApi('receptionist');
    for (const lang of ['es', 'en'] as Lang[]) {
      const w = WORDS[lang];
      const { page, context } = await b.page({ lang, viewport: DESK });
      await logIn(page, receptionist, lang);
      const nav = page.getByRole('navigation', { name: w.nav });
      await poll(() =>
        nav.getByRole('link', { name: lang === 'es' ? 'Perros' : 'Dogs', exact: true }).isVisible(),
      ).toBe(true);
      expect(await nav.getByRole('link', { name: w.history, exact: true }).count()).toBe(0);
      await page.goto('/history');
      const refused = page.getByTestId('not-allowed');
      await poll(() => refused.isVisible()).toBe(true);
      expect(await refused.getByRole('heading', { level: 1 }).innerText()).toBe(w.notAllowed);
      expect(await rows(page).count()).toBe(0);
      await context.close();
    }
  });
});
