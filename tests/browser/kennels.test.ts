// Kennels and capacity through the screens (docs/contract/rest-contract-business.md, "Kennels,
// capacity and occupancy"; docs/domains/kennels.md, "Screens"): a manager adds a kennel in Settings
// and sets the daycare's capacity (Spanish); the occupancy calendar's month with each night's dogs
// against the places and who is in on a night, the kennel grid with a stay assigned a free kennel
// by keyboard, a kennel chosen at check-in among the free ones, the three views at phone width and
// a kennel with stays refused deletion and made inactive instead (English, tablet); a full hotel
// refused to a receptionist, who puts the stay on the waitlist (Spanish, tablet), and to a manager,
// who overrides it with a reason (English); the waitlisted stay, once it fits, booked from the
// Today board in one step; a check-in beyond the daycare's capacity refused to a receptionist
// (Spanish) and overridden by a manager with a reason (English, phone). The worker's server is shared with other files: the stays are far in
// the future on nights nobody else books, and the kennels are removed (or made inactive) and the
// daycare's capacity reset at the end, so later files' bookings are not limited.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, createUserViaApi, logIn, unique, useBrowser } from './helpers/browser';
import { dayFromToday, noSidewaysScroll, PHONE, panel, pickOption, poll, visible } from './helpers/screen';

const TABLET = { width: 1024, height: 768 };

type Id = { _id: string };
type Booking = Id & { kennel?: { _id: string; name: string } | null; status: string };

/** The calendar day `n` days after `day`. */
function plus(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function rest(base: string, token: string) {
  return <T>(method: string, path: string, body?: unknown) => api<T>(base, token, method, path, body);
}

/** An owner and `names.length` dogs of theirs, over REST. */
async function dogs(call: ReturnType<typeof rest>, tag: string, names: string[]) {
  const owner = await call<Id>('POST', '/api/owners', {
    name: `Marta Soto ${tag}`,
    email: `marta.${tag}@example.com`,
    phone: '+34 622 100 200',
    address: 'Calle Mayor 1',
  });
  const made: { id: string; name: string }[] = [];
  for (const name of names) {
    const dog = await call<Id>('POST', '/api/dogs', {
      name: `${name} ${tag}`,
      breed: 'Mestizo',
      age: 4,
      weight: 12,
      owners: [owner._id],
    });
    made.push({ id: dog._id, name: `${name} ${tag}` });
  }
  return made;
}

/** Removes what a test made: its bookings, then its kennels (made inactive when they still hold stays). */
async function cleanUp(call: ReturnType<typeof rest>, bookings: string[], kennels: string[]) {
  for (const id of bookings) {
    const booking = await call<Booking>('GET', `/api/hotel/${id}`).catch(() => null);
    if (!booking) continue;
    if (booking.status === 'checked-in')
      await call('PUT', `/api/hotel/${id}`, { status: 'checked-out' }).catch(() => undefined);
    else await call('DELETE', `/api/hotel/${id}`).catch(() => undefined);
  }
  for (const id of kennels) {
    await call('DELETE', `/api/kennels/${id}`).catch(() =>
      call('PUT', `/api/kennels/${id}`, { active: false }).catch(() => undefined),
    );
  }
}

/** A window of nights nobody holds yet, `from` days ahead (the shared server's other files book near today). */
async function emptyNights(call: ReturnType<typeof rest>, from: number, nights: number): Promise<string> {
  for (let offset = from; offset < from + 300; offset += 5) {
    const first = dayFromToday(offset);
    // The whole window in one month, so one month of the calendar shows it.
    if (plus(first, nights).slice(0, 7) !== first.slice(0, 7)) continue;
    const occupancy = await call<{ dogs: number }[]>(
      'GET',
      `/api/hotel/occupancy?from=${first}&to=${plus(first, nights)}`,
    );
    if (occupancy.every((n) => n.dogs === 0)) return first;
  }
  throw new Error('no empty nights');
}

const night = (page: Page, day: string) =>
  page.locator(`[data-testid="occupancy-night"][data-date="${day}"]`);

describe('kennels and capacity', () => {
  const b = useBrowser({ ownServer: true });

  it('adds a kennel and the daycare capacity in Settings (es), shows the month and a night, assigns in the grid and at check-in (en, tablet)', async () => {
    const base = b.baseUrl();
    const tag = unique();
    const call = rest(base, await apiToken(base));
    const bookings: string[] = [];
    const kennels: string[] = [];
    try {
      const d = await emptyNights(call, 120, 6);
      const [ada, bruno, chispa] = await dogs(call, tag, ['Ada', 'Bruno', 'Chispa']);
      if (!ada || !bruno || !chispa) throw new Error('no dogs');
      // Chispa arrives today (booked before any kennel exists, so the shared server's other stays
      // today cannot refuse it); Bruno's stay has no kennel yet.
      const today = dayFromToday(0);
      const chispaStay = await call<Booking>('POST', '/api/hotel', {
        dog: chispa.id,
        checkIn: today,
        checkOut: dayFromToday(2),
      });
      bookings.push(chispaStay._id);

      // Settings (Spanish, manager): a family suite for 2 through the drawer; the daycare's capacity.
      const manager = await createUserViaApi('manager');
      const es = await b.page({ lang: 'es', viewport: TABLET });
      await logIn(es.page, manager, 'es');
      await es.page.goto('/settings');
      const card = es.page.getByTestId('settings-kennels');
      await card.getByRole('button', { name: 'Nuevo box' }).click();
      const drawer = es.page.getByTestId('kennel-drawer');
      await poll(() => drawer.getByRole('heading', { name: 'Nuevo box' }).isVisible()).toBe(true);
      await drawer.getByLabel('Nombre', { exact: true }).fill(`Suite ${tag}`);
      await drawer.getByLabel('Tipo', { exact: true }).fill('suite');
      await drawer.getByLabel('Capacidad (perros)', { exact: true }).fill('0');
      await drawer.getByRole('button', { name: 'Crear box' }).click();
      await poll(visible(drawer, 'La capacidad debe ser un número entero de perros de 1 a 50')).toBe(true);
      await drawer.getByLabel('Capacidad (perros)', { exact: true }).fill('2');
      await drawer.getByRole('button', { name: 'Crear box' }).click();
      await poll(() => drawer.isVisible()).toBe(false);
      const suiteRow = card.getByTestId('kennel-row').filter({ hasText: `Suite ${tag}` });
      await poll(() => suiteRow.innerText()).toContain('Suite');
      expect(await suiteRow.innerText()).toContain('Activo');
      const made = await call<(Id & { name: string })[]>('GET', '/api/kennels');
      const suite = made.find((k) => k.name === `Suite ${tag}`);
      if (!suite) throw new Error('no suite');
      kennels.push(suite._id);
      const standard = await call<Id>('POST', '/api/kennels', {
        name: `Box ${tag}`,
        type: 'standard',
        capacity: 1,
      });
      kennels.push(standard._id);

      const capacity = es.page.getByTestId('settings-daycare-capacity');
      await capacity.getByLabel('Capacidad de la guardería (perros)', { exact: true }).fill('12');
      await capacity.getByRole('button', { name: 'Guardar capacidad' }).click();
      await poll(visible(es.page, 'Capacidad de la guardería guardada')).toBe(true);
      await expectNoAxeViolations(es.page, 'settings: kennels and daycare capacity (es, tablet)');
      await es.page.goto('/daycare');
      const nextWeeks = es.page.getByTestId('daycare-occupancy');
      await poll(visible(nextWeeks, 'Perros esperados cada día frente a la capacidad de 12.')).toBe(true);
      await poll(() => nextWeeks.getByTestId('daycare-day').count()).toBeGreaterThan(10);
      expect(await nextWeeks.getByTestId('daycare-day-figure').first().innerText()).toMatch(/^\d+\/12$/);
      await expectNoAxeViolations(es.page, 'daycare overview with the next weeks (es, tablet)');
      await es.context.close();

      // Ada in the suite for 3 nights, Bruno without a kennel for the 2nd to the 4th night.
      const adaStay = await call<Booking>('POST', '/api/hotel', {
        dog: ada.id,
        checkIn: d,
        checkOut: plus(d, 3),
        kennel: suite._id,
      });
      bookings.push(adaStay._id);
      const brunoStay = await call<Booking>('POST', '/api/hotel', {
        dog: bruno.id,
        checkIn: plus(d, 1),
        checkOut: plus(d, 4),
      });
      bookings.push(brunoStay._id);

      // The month (English, tablet): each night's dogs against the 3 places, the share free.
      const { page, context } = await b.page({ lang: 'en', viewport: TABLET });
      await logIn(page, admin(), 'en');
      await page.goto(`/hotel?tab=occupancy&om=${d.slice(0, 7)}`);
      await poll(() => night(page, d).getByTestId('night-figure').innerText()).toBe('1/3');
      expect(await night(page, plus(d, 1)).getByTestId('night-figure').innerText()).toBe('2/3');
      expect(await night(page, plus(d, 1)).getByTestId('night-share').innerText()).toBe('33 % free');
      expect(await night(page, plus(d, 1)).getAttribute('data-level')).toBe('free');
      expect(await night(page, plus(d, 4)).getByTestId('night-figure').innerText()).toBe('0/3');
      // Enter on a night lists who is in.
      await night(page, plus(d, 1)).focus();
      await page.keyboard.press('Enter');
      const who = page.getByTestId('night-stays');
      await poll(() => who.getByTestId('night-stay').count()).toBe(2);
      expect(await who.getByTestId('night-stay').filter({ hasText: ada.name }).innerText()).toContain(
        `Suite ${tag}`,
      );
      expect(await who.getByTestId('night-stay').filter({ hasText: bruno.name }).innerText()).toContain(
        'No kennel yet',
      );
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page, 'occupancy calendar with a night (en, tablet)');

      // The grid: Bruno's stay has no kennel; choose it, then Assign in the standard box's row, by keyboard.
      await page.getByRole('tab', { name: 'Kennels' }).click();
      const grid = panel(page).getByTestId('kennel-grid');
      await poll(() => grid.getByTestId('grid-range').isVisible()).toBe(true);
      await page.goto(`/hotel?tab=grid&gfrom=${d}`);
      const stay = page.getByTestId('grid-unassigned-stay').filter({ hasText: bruno.name });
      await poll(() => stay.count()).toBe(1);
      await stay.focus();
      await page.keyboard.press('Enter');
      await poll(visible(page, `Choose a free kennel for ${bruno.name}: press Assign in its row.`)).toBe(
        true,
      );
      const assign = page.getByRole('button', { name: `Assign ${bruno.name} to Box ${tag}` });
      await poll(() => assign.count()).toBe(1);
      await expectNoAxeViolations(page, 'kennel grid while assigning (en, tablet)');
      await assign.focus();
      await page.keyboard.press('Enter');
      await poll(visible(page, `${bruno.name} assigned to Box ${tag}`)).toBe(true);
      const boxRow = page.locator(`[data-testid="grid-row"][data-kennel="Box ${tag}"]`);
      await poll(() => boxRow.getByTestId('grid-bar').innerText()).toBe(bruno.name);
      expect((await call<Booking>('GET', `/api/hotel/${brunoStay._id}`)).kennel?.name).toBe(`Box ${tag}`);

      // At check-in the form proposes the kennels free for Chispa's whole stay.
      await page.getByRole('tab', { name: 'Check In' }).click();
      const form = panel(page);
      await pickOption(page, 'Dog', chispa.name, form);
      const kennel = form.getByLabel('Kennel', { exact: true });
      await poll(() => kennel.locator('option', { hasText: `Box ${tag}` }).count()).toBe(1);
      expect(await kennel.locator('option', { hasText: `Suite ${tag}` }).innerText()).toBe(
        `Suite ${tag} · 2 places free`,
      );
      await kennel.selectOption({ label: `Box ${tag} · 1 place free` });
      await form.getByLabel('Temperature (°C)', { exact: true }).fill('38.5');
      await form.getByRole('button', { name: 'Check In', exact: true }).click();
      await poll(visible(page, `${chispa.name} checked in successfully!`)).toBe(true);
      const checkedIn = await call<Booking>('GET', `/api/hotel/${chispaStay._id}`);
      expect(checkedIn).toMatchObject({ status: 'checked-in', kennel: { name: `Box ${tag}` } });

      // On a phone the month, the grid and the waitlist fit the screen's width (the grid scrolls
      // inside its own frame).
      await page.setViewportSize(PHONE);
      await page.goto(`/hotel?tab=occupancy&om=${d.slice(0, 7)}`);
      await poll(() => night(page, plus(d, 1)).getByTestId('night-figure').innerText()).toBe('2/3');
      expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page, 'occupancy calendar (en, phone)');
      await page.goto(`/hotel?tab=grid&gfrom=${d}`);
      await poll(() => page.getByTestId('grid-bar').filter({ hasText: bruno.name }).count()).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      await page.goto('/hotel?tab=waitlist');
      await poll(() => page.getByTestId('waitlist').isVisible()).toBe(true);
      expect(await noSidewaysScroll(page)).toBe(true);

      // Chispa's stay holds the box from today on: it cannot be deleted, the message says what to
      // do instead, and it is made inactive from its drawer.
      await page.setViewportSize(TABLET);
      await page.goto('/settings');
      const kennelCard = page.getByTestId('settings-kennels');
      await poll(() =>
        kennelCard
          .getByTestId('kennel-row')
          .filter({ hasText: `Box ${tag}` })
          .count(),
      ).toBe(1);
      await kennelCard.getByRole('button', { name: `Actions for Box ${tag}`, exact: true }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByTestId('confirm-delete-kennel').click();
      await poll(() => page.getByTestId('toast-error').innerText()).toContain(
        'This kennel has stays from today on: make it inactive instead',
      );
      await kennelCard.getByRole('button', { name: `Box ${tag}`, exact: true }).click();
      const edit = page.getByTestId('kennel-drawer');
      await edit.getByText('Active (takes bookings)').click();
      await edit.getByRole('button', { name: 'Save kennel' }).click();
      await poll(() =>
        kennelCard
          .getByTestId('kennel-row')
          .filter({ hasText: `Box ${tag}` })
          .innerText(),
      ).toContain('Inactive');
      await context.close();
    } finally {
      await cleanUp(call, bookings, kennels);
      await call('PUT', '/api/settings', { daycareCapacity: null });
    }
  });

  it('refuses a full hotel: a receptionist waitlists the stay (es), a manager overrides with a reason (en), the stay that fits again is booked from the board', async () => {
    const base = b.baseUrl();
    const tag = unique();
    const call = rest(base, await apiToken(base));
    const bookings: string[] = [];
    const kennels: string[] = [];
    try {
      const d = await emptyNights(call, 160, 5);
      const [uno, dos, eco, gala] = await dogs(call, tag, ['Uno', 'Dos', 'Eco', 'Gala']);
      if (!uno || !dos || !eco || !gala) throw new Error('no dogs');
      const place = await call<Id>('POST', '/api/kennels', { name: `Box A ${tag}`, capacity: 1 });
      kennels.push(place._id);
      const other = await call<Id>('POST', '/api/kennels', { name: `Box B ${tag}`, capacity: 1 });
      kennels.push(other._id);
      // Both places taken on the nights d+1 and d+2.
      for (const dog of [uno, dos]) {
        const stay = await call<Booking>('POST', '/api/hotel', {
          dog: dog.id,
          checkIn: d,
          checkOut: plus(d, 3),
        });
        bookings.push(stay._id);
      }

      // A receptionist (Spanish, tablet): refused in her language, no override, the stay goes on the waitlist.
      const receptionist = await createUserViaApi('receptionist');
      const es = await b.page({ lang: 'es', viewport: TABLET });
      await logIn(es.page, receptionist, 'es');
      await es.page.goto('/hotel?tab=new');
      const newForm = panel(es.page);
      await pickOption(es.page, 'Perro', eco.name, newForm);
      await newForm.getByLabel('Fecha de entrada', { exact: true }).fill(plus(d, 1));
      await newForm.getByLabel('Fecha de salida', { exact: true }).fill(plus(d, 3));
      await newForm.getByRole('button', { name: 'Crear reserva' }).click();
      const refused = es.page.getByTestId('vaccination-override');
      await poll(() => refused.getByTestId('override-capacity').textContent()).toBe(
        'No hay ningún box libre esas noches',
      );
      expect(
        await refused.getByRole('heading', { name: `El hotel está completo: ${eco.name}` }).isVisible(),
      ).toBe(true);
      expect(await refused.getByTestId('override-confirm').count()).toBe(0);
      await expectNoAxeViolations(es.page, 'full hotel refused to a receptionist (es, tablet)');
      await refused.getByRole('button', { name: 'Poner en lista de espera' }).click();
      await poll(visible(es.page, `${eco.name} está en la lista de espera`)).toBe(true);
      await es.page.getByRole('tab', { name: 'Lista de espera' }).click();
      const row = es.page.getByTestId('waitlist-row').filter({ hasText: eco.name });
      await poll(() => row.getByTestId('waitlist-fits').innerText()).toBe('No cabe');
      expect(await row.innerText()).toContain('(2 noches)');
      await expectNoAxeViolations(es.page, 'waitlist (es, tablet)');
      await es.context.close();

      // A manager (English): the same refusal, overridden with a reason kept in the audit.
      const manager = await createUserViaApi('manager');
      const { page, context } = await b.page({ lang: 'en', viewport: TABLET });
      await logIn(page, manager, 'en');
      await page.goto('/hotel?tab=new');
      const form = panel(page);
      await pickOption(page, 'Dog', gala.name, form);
      await form.getByLabel('Check-in date', { exact: true }).fill(plus(d, 1));
      await form.getByLabel('Check-out date', { exact: true }).fill(plus(d, 2));
      await form.getByRole('button', { name: 'Create Booking' }).click();
      const dialog = page.getByTestId('vaccination-override');
      await poll(() => dialog.getByTestId('override-capacity').textContent()).toBe(
        'No kennel free for these nights',
      );
      await dialog.getByLabel('Reason').fill('Owner in hospital: Gala sleeps in the office');
      await dialog.getByRole('button', { name: 'Override and save' }).click();
      await poll(() => dialog.count()).toBe(0);
      await poll(visible(page, 'Hotel booking created successfully!')).toBe(true);
      const overrides = await call<{ events: { entity: string; entityId: string; reason?: string }[] }>(
        'GET',
        '/api/audit?action=override&limit=20',
      );
      const event = overrides.events.find((e) => e.reason === 'Owner in hospital: Gala sleeps in the office');
      expect(event).toMatchObject({ entity: 'hotel-booking' });
      if (event) bookings.push(event.entityId);
      // The month shows the night over its places, in words as well as colour.
      await page.goto(`/hotel?tab=occupancy&om=${plus(d, 1).slice(0, 7)}`);
      await poll(() => night(page, plus(d, 1)).getByTestId('night-figure').innerText()).toBe('3/2');
      // Its name says it all to a screen reader: the night, the figures, how full.
      expect(
        await page
          .getByRole('button', { name: /\d{4}: 3\/2 dogs, 0 % free\W+Over capacity$/ })
          .getAttribute('data-date'),
      ).toBe(plus(d, 1));
      expect(await night(page, plus(d, 1)).getAttribute('data-level')).toBe('over');
      expect(await night(page, plus(d, 1)).getAttribute('aria-pressed')).toBe('false');

      // Gala's and Dos's stays are cancelled: Eco's nights are free again, and the board offers Book.
      for (const id of bookings.slice(1)) await call('DELETE', `/api/hotel/${id}`);
      await page.goto('/dashboard');
      const board = page.getByTestId('board-waitlist');
      const book = board.getByRole('button', { name: `Book ${eco.name} from the waitlist` });
      await poll(() => book.count()).toBe(1);
      await expectNoAxeViolations(page, 'Today board with the waitlist (en, tablet)');
      await book.click();
      await poll(visible(page, `${eco.name} booked from the waitlist`)).toBe(true);
      await poll(() => book.count()).toBe(0);
      const all = await call<(Booking & { dog: Id; checkInDay: string })[]>('GET', '/api/hotel');
      const ecoStay = all.find((x) => x.dog._id === eco.id && x.status === 'booked');
      expect(ecoStay?.checkInDay).toBe(plus(d, 1));
      if (ecoStay) bookings.push(ecoStay._id);
      expect(await call<unknown[]>('GET', '/api/hotel/waitlist')).not.toContainEqual(
        expect.objectContaining({ dog: expect.objectContaining({ _id: eco.id }) }),
      );
      await context.close();
    } finally {
      await cleanUp(call, bookings, kennels);
    }
  });
  it('refuses a check-in beyond the daycare capacity: a receptionist reads why (es), a manager overrides it (en, phone)', async () => {
    const base = b.baseUrl();
    const tag = unique();
    const call = rest(base, await apiToken(base));
    const visits: string[] = [];
    try {
      const [luz, nube] = await dogs(call, tag, ['Luz', 'Nube']);
      if (!luz || !nube) throw new Error('no dogs');
      const here = await call<Id>('POST', '/api/daycare/visits', { dog: luz.id });
      visits.push(here._id);
      // Luz is here, so whoever else is: one place is full.
      await call('PUT', '/api/settings', { daycareCapacity: 1 });

      const receptionist = await createUserViaApi('receptionist');
      const es = await b.page({ lang: 'es', viewport: TABLET });
      await logIn(es.page, receptionist, 'es');
      await es.page.goto('/daycare/checkin');
      await pickOption(es.page, 'Perro', nube.name);
      await es.page.getByRole('button', { name: 'Registrar entrada', exact: true }).click();
      const refused = es.page.getByTestId('vaccination-override');
      await poll(() => refused.getByTestId('override-capacity').textContent()).toBe(
        'La guardería está completa hoy',
      );
      expect(
        await refused.getByRole('heading', { name: `La guardería está completa: ${nube.name}` }).isVisible(),
      ).toBe(true);
      expect(await refused.getByTestId('override-confirm').count()).toBe(0);
      expect(await refused.getByTestId('override-waitlist').count()).toBe(0);
      await es.page.keyboard.press('Escape');
      await poll(() => refused.count()).toBe(0);
      await es.context.close();

      const manager = await createUserViaApi('manager');
      const { page, context } = await b.page({ lang: 'en', viewport: PHONE });
      await logIn(page, manager, 'en');
      await page.goto('/daycare/checkin');
      await pickOption(page, 'Dog', nube.name);
      await page.getByRole('button', { name: 'Check In', exact: true }).click();
      const dialog = page.getByTestId('vaccination-override');
      await poll(() => dialog.getByTestId('override-capacity').textContent()).toBe('Daycare is full today');
      await dialog.getByRole('button', { name: 'Override and save' }).click();
      await poll(visible(dialog, 'A reason is required')).toBe(true);
      await expectNoAxeViolations(page, 'full daycare override with its error (en, phone)');
      await dialog.getByLabel('Reason').fill('Sister of Luz: they share a pen');
      await dialog.getByRole('button', { name: 'Override and save' }).click();
      await poll(() => dialog.count()).toBe(0);
      await poll(visible(page, `${nube.name} checked in successfully!`)).toBe(true);
      const { events } = await call<{ events: { entity: string; entityId: string; reason?: string }[] }>(
        'GET',
        '/api/audit?action=override&limit=20',
      );
      const event = events.find((e) => e.reason === 'Sister of Luz: they share a pen');
      expect(event).toMatchObject({ entity: 'daycare-visit' });
      if (event) visits.push(event.entityId);
      await context.close();
    } finally {
      await call('PUT', '/api/settings', { daycareCapacity: null });
      for (const id of visits) await call('PUT', `/api/daycare/visits/${id}`, {}).catch(() => undefined);
    }
  });
});
