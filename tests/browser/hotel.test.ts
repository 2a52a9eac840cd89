// The hotel through the screens: a stay booked, edited, checked in with its health check (the
// Overview's arrivals), seen among the guests with its 'Until' date, checked out on the Check Out
// tab with the departure check, and both checks in the dog details modal (English); the Check In
// tab's picker, a walk-in, a cancel and a delete after their confirmations at phone width
// (Spanish); All Bookings by year, month, status and search with its counts and both empty texts
// (Spanish); the Overview's booking list (the list variant) with its filters, sorts and pages in
// the URL, on a desktop and a phone (English); the Current Guests card showing every guest, none
// cut off (both languages, desk and phone). Data is seeded over REST; every test makes its own
// uniquely named dogs.
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import {
  DESK,
  dayFromToday as day,
  figure,
  noSidewaysScroll,
  PHONE,
  panel,
  pickOption,
  poll,
  rowAction,
  usDay as us,
  visible,
} from './helpers/screen';

type ApiOwner = { _id: string; name: string };
type ApiDog = { _id: string; name: string };
type ApiBooking = { _id: string; status: string; checkInDay: string; checkOutDay: string };

async function seedDog(base: string, token: string, name: string, breed = 'Beagle'): Promise<ApiDog> {
  const tag = unique();
  const owner = await api<ApiOwner>(base, token, 'POST', '/api/owners', {
    name: `Elena Ruiz ${tag}`,
    email: `elena.${tag}@example.com`,
    phone: '+34 600 222 333',
    address: 'Calle Luna 3',
  });
  return api<ApiDog>(base, token, 'POST', '/api/dogs', { name, breed, age: 5, owners: [owner._id] });
}

const book = (base: string, token: string, dog: ApiDog, from: string, to: string, extra = {}) =>
  api<ApiBooking>(base, token, 'POST', '/api/hotel', { dog: dog._id, checkIn: from, checkOut: to, ...extra });

describe('hotel', () => {
  const b = useBrowser();

  it('books a stay, edits it, checks it in and out with both health checks, shown in the dog details (English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const luna = await seedDog(base, token, `Luna ${tag}`);

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Hotel' })
      .click();
    await page.waitForURL((url) => url.pathname === '/hotel');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Hotel' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('stat-guests').isVisible()).toBe(true);
    const guests0 = await figure(page, 'stat-guests');
    const total0 = await figure(page, 'stat-bookings');
    await expectNoAxeViolations(page, 'hotel overview (en)');

    // New Booking: every field says what it needs, then the stay is booked.
    await page.getByRole('button', { name: 'New Booking', exact: true }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('new');
    const form = panel(page);
    await form.getByRole('button', { name: 'Create Booking' }).click();
    for (const message of [
      'Please select a dog',
      'Check-in date is required',
      'Check-out date is required',
    ]) {
      await poll(visible(form, message)).toBe(true);
    }
    await expectNoAxeViolations(page, 'new booking with its errors (en)');
    await pickOption(page, 'Dog', luna.name, form);
    await form.getByLabel('Check-in date', { exact: true }).fill(day(-1));
    await form.getByLabel('Check-out date', { exact: true }).fill(day(-1));
    await form.getByRole('button', { name: 'Create Booking' }).click();
    await poll(visible(form, 'Check-in date cannot be before today')).toBe(true);
    await poll(visible(form, 'Check-out date must be after check-in date')).toBe(true);
    await form.getByLabel('Check-in date', { exact: true }).fill(day(0));
    await form.getByLabel('Check-out date', { exact: true }).fill(day(3));
    await form.getByLabel('Notes', { exact: true }).fill('Brings his own blanket');
    await form.getByRole('button', { name: 'Create Booking' }).click();
    await poll(visible(page, 'Hotel booking created successfully!')).toBe(true);
    await poll(() => form.getByRole('combobox', { name: 'Dog' }).inputValue()).toBe('');

    // The Overview: one more booking, Luna arriving today.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await poll(() => figure(page, 'stat-bookings')).toBe(total0 + 1);
    const arrival = page.getByTestId('arrivals-today-item').filter({ hasText: luna.name });
    await poll(() => arrival.count()).toBe(1);
    expect(await arrival.textContent()).toContain(`${us(day(0))} → ${us(day(3))} · 3 nights`);

    // Edit from the booking list: one more night.
    await page.getByLabel('Show', { exact: true }).selectOption('current');
    await page.getByLabel('Sort by', { exact: true }).selectOption('dogName-asc');
    await rowAction(page, luna.name, 'Edit', 'en');
    const drawer = page.getByTestId('booking-drawer');
    await poll(() => drawer.getByRole('heading', { name: 'Edit Booking' }).isVisible()).toBe(true);
    expect(await drawer.getByLabel('Notes', { exact: true }).inputValue()).toBe('Brings his own blanket');
    await drawer.getByLabel('Check-out date', { exact: true }).fill(day(4));
    await drawer.getByRole('button', { name: 'Update Booking' }).click();
    await poll(visible(page, 'Hotel booking updated successfully!')).toBe(true);
    await poll(() => arrival.textContent()).toContain('4 nights');

    // Check In from the arrivals: a wrong weight is refused, then the health check is taken.
    await arrival.getByRole('button', { name: `Check in ${luna.name}` }).click();
    await poll(() => drawer.getByRole('heading', { name: `Check In ${luna.name}` }).isVisible()).toBe(true);
    await drawer.getByLabel('Weight (kg)', { exact: true }).fill('0');
    await drawer.getByLabel('Temperature (°C)', { exact: true }).fill('44');
    await drawer.getByRole('button', { name: 'Check In', exact: true }).click();
    await poll(visible(drawer, 'Weight must be a positive number')).toBe(true);
    await poll(visible(drawer, 'Temperature must be between 35°C and 43°C')).toBe(true);
    await drawer.getByLabel('Weight (kg)', { exact: true }).fill('120');
    await drawer.getByRole('button', { name: 'Check In', exact: true }).click();
    await poll(visible(drawer, 'Weight must be a number between 0.1 and 100 kg')).toBe(true);
    await expectNoAxeViolations(page, 'check-in drawer with its errors (en)');
    await drawer.getByLabel('Weight (kg)', { exact: true }).fill('12.5');
    await drawer.getByLabel('Temperature (°C)', { exact: true }).fill('38.5');
    await drawer.getByLabel('Health notes', { exact: true }).fill('Calm on arrival');
    await drawer.getByLabel('Staff member', { exact: true }).fill('Laura Gómez');
    await drawer.getByRole('button', { name: 'Check In', exact: true }).click();
    await poll(visible(page, `${luna.name} checked in successfully!`)).toBe(true);
    await poll(() => figure(page, 'stat-guests')).toBe(guests0 + 1);
    const guest = page.getByTestId('current-guests-item').filter({ hasText: luna.name });
    await poll(() => guest.count()).toBe(1);
    expect(await guest.textContent()).toContain(`Until ${us(day(4))}`);

    // Check Out on its tab: only guests checked in are offered.
    await page.getByRole('tab', { name: 'Check Out' }).click();
    await panel(page).getByRole('button', { name: 'Check Out', exact: true }).click();
    await poll(visible(panel(page), 'Please select a booking to checkout')).toBe(true);
    const option = panel(page).locator('option', { hasText: luna.name });
    await poll(() => option.count()).toBe(1);
    await panel(page)
      .getByLabel('Booking', { exact: true })
      .selectOption({ label: ((await option.textContent()) ?? '').trim() });
    // Luna arrived today and leaves today, before her booked day: the stay ends tomorrow (a stay
    // has at least one night) and the form says so before it is confirmed.
    await poll(() => panel(page).getByLabel('Check-out date', { exact: true }).inputValue()).toBe(us(day(1)));
    await poll(() => panel(page).getByTestId('leaves-early').textContent()).toBe(
      'Leaves early: 1 night instead of 4',
    );
    await panel(page).getByLabel('Weight (kg)', { exact: true }).fill('12.3');
    await panel(page).getByLabel('Health notes', { exact: true }).fill('Ate well all week');
    await panel(page).getByRole('button', { name: 'Check Out', exact: true }).click();
    await poll(visible(page, `${luna.name} checked out successfully!`)).toBe(true);
    await poll(() => panel(page).locator('option', { hasText: luna.name }).count()).toBe(0);

    // The dog details modal's Hotel Stays tab: the stay with both health checks.
    await page.getByRole('tab', { name: 'All Bookings' }).click();
    await panel(page).getByLabel('Search', { exact: true }).fill(tag);
    const row = page.getByTestId('month-booking-row').filter({ hasText: luna.name });
    await poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('booking-status').textContent()).toBe('Checked Out');
    // Exact: the row's menu ('Actions for Luna …') is there too, History being always offered.
    await row.getByRole('button', { name: luna.name, exact: true }).click();
    const details = page.getByTestId('dog-details');
    await details.getByRole('tab', { name: /Hotel Stays/ }).click();
    const stays = details.getByTestId('history-hotel');
    await poll(() => stays.textContent()).toContain(
      'At arrival: 12.5 kg · 38.5°C · Calm on arrival · Laura Gómez',
    );
    expect(await stays.textContent()).toContain('At departure: 12.3 kg · Ate well all week');
    expect(await stays.textContent()).toContain('Nights: 1');
    await expectNoAxeViolations(page, 'dog details hotel stays (en)');
    await stays.getByRole('button', { name: 'Go to Hotel' }).click();
    await page.waitForURL((url) => url.pathname === '/hotel');
    await context.close();
  });

  it('checks a booked dog in from the picker, takes a walk-in, cancels and deletes a booking, on a phone (Spanish)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const rex = await seedDog(base, token, `Rex ${tag}`, 'Galgo');
    const max = await seedDog(base, token, `Max ${tag}`);
    const coco = await seedDog(base, token, `Coco ${tag}`);
    await book(base, token, rex, day(0), day(2));
    const cocoStay = await book(base, token, coco, day(10), day(12));

    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto('/hotel?tab=checkin');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Hotel' }).isVisible()).toBe(true);
    const form = panel(page);
    await form.getByRole('button', { name: 'Registrar entrada', exact: true }).click();
    await poll(visible(form, 'Selecciona un perro')).toBe(true);
    // The option says whose dog it is and which stay the check-in takes; the dates fill in.
    const text = await pickOption(page, 'Perro', rex.name, form);
    expect(text).toContain(`Reserva: ${us(day(0))} → ${us(day(2))}`);
    await poll(() => form.getByLabel('Fecha de salida', { exact: true }).inputValue()).toBe(us(day(2)));
    await form.getByLabel('Temperatura (°C)', { exact: true }).fill('38.4');
    await form.getByRole('button', { name: 'Registrar entrada', exact: true }).click();
    await poll(visible(page, `¡Entrada de ${rex.name} registrada correctamente!`)).toBe(true);
    // Rex is here now: no longer offered.
    await form.getByRole('combobox', { name: 'Perro' }).fill(rex.name);
    await poll(
      visible(page, 'Ningún perro con una reserva pendiente de entrada coincide con la búsqueda'),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'check-in tab (es, phone)');

    // A walk-in: Max arrives without a booking and is checked in at once.
    await page.getByRole('tab', { name: 'Nueva reserva' }).click();
    const newForm = panel(page);
    await pickOption(page, 'Perro', max.name, newForm);
    await newForm.getByLabel('Fecha de entrada', { exact: true }).fill(day(0));
    await newForm.getByLabel('Fecha de salida', { exact: true }).fill(day(1));
    await newForm.getByText('Registrar la entrada ahora (sin reserva previa)').click();
    await newForm.getByLabel('Peso (kg)', { exact: true }).fill('21');
    await newForm.getByRole('button', { name: 'Crear reserva' }).click();
    await poll(() => newForm.getByRole('combobox', { name: 'Perro' }).inputValue()).toBe('');
    const maxStay = async () =>
      (
        await api<(ApiBooking & { dog: { _id: string }; vetCheckIn: { weight: number } | null })[]>(
          base,
          token,
          'GET',
          '/api/hotel',
        )
      ).find((x) => x.dog._id === max._id);
    await poll(maxStay).toMatchObject({ status: 'checked-in', vetCheckIn: { weight: 21 } });

    // Cancel, then delete Coco's stay from All Bookings (the month it checks in).
    await page.getByRole('tab', { name: 'Todas las reservas' }).click();
    const list = panel(page);
    await list.getByLabel('Año', { exact: true }).selectOption(cocoStay.checkInDay.slice(0, 4));
    await list
      .getByLabel('Mes', { exact: true })
      .selectOption(String(Number(cocoStay.checkInDay.slice(5, 7))));
    await list.getByLabel('Buscar', { exact: true }).fill(coco.name);
    await poll(() => page.getByTestId('all-bookings-count').textContent()).toBe('1 reserva');
    await rowAction(page, coco.name, 'Cancelar reserva', 'es');
    const dialog = page.getByRole('alertdialog');
    await poll(() => dialog.getByText('¿Cancelar esta reserva?').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'cancel dialog (es, phone)');
    await dialog.getByRole('button', { name: 'Mantener reserva' }).click();
    await poll(() => dialog.count()).toBe(0);
    await rowAction(page, coco.name, 'Cancelar reserva', 'es');
    await page.getByTestId('confirm-delete-booking-cancel').click();
    await poll(visible(page, '¡Reserva de hotel actualizada correctamente!')).toBe(true);
    await poll(() => page.getByTestId('booking-status').first().textContent()).toBe('Cancelada');
    // A cancelled booking offers Delete but neither Edit nor Check In.
    await page.getByRole('button', { name: `Acciones de ${coco.name}`, exact: true }).click();
    await poll(() => page.getByRole('menuitem', { name: 'Eliminar', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Editar', exact: true }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Registrar entrada', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Eliminar', exact: true }).click();
    await poll(() => page.getByRole('alertdialog').getByText('¿Eliminar esta reserva?').isVisible()).toBe(
      true,
    );
    await page.getByTestId('confirm-delete-booking').click();
    await poll(visible(page, '¡Reserva de hotel eliminada correctamente!')).toBe(true);
    await poll(() => page.getByTestId('all-bookings-empty').textContent()).toMatch(
      /^Ninguna reserva coincide con tu búsqueda en [a-z]+ de \d{4}\.$/,
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await context.close();
  });

  it('All Bookings: a year by month, one month, a status, a search, and both empty texts (Spanish)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const year = Number(day(0).slice(0, 4)) + 1;
    const toby = await seedDog(base, token, `Toby ${tag}`, 'Podenco');
    const nala = await seedDog(base, token, `Nala ${tag}`);
    await book(base, token, toby, `${year}-02-03`, `${year}-02-06`);
    await book(base, token, nala, `${year}-02-20`, `${year}-02-22`);
    const cancelled = await book(base, token, toby, `${year}-03-10`, `${year}-03-12`);
    await api(base, token, 'PUT', `/api/hotel/${cancelled._id}`, { status: 'cancelled' });
    await book(base, token, nala, `${year}-07-01`, `${year}-07-08`);

    const { page, context } = await b.page({ lang: 'es', viewport: DESK });
    await logIn(page, admin(), 'es');
    await page.goto('/hotel?tab=bookings');
    const list = panel(page);
    // The month select starts at this month.
    const thisMonth = Number(day(0).slice(5, 7));
    await poll(() => list.getByLabel('Mes', { exact: true }).inputValue()).toBe(String(thisMonth));
    await list.getByLabel('Año', { exact: true }).selectOption(String(year));
    await list.getByLabel('Mes', { exact: true }).selectOption({ label: 'Todos los meses' });
    await list.getByLabel('Buscar', { exact: true }).fill(tag);
    await poll(() => page.getByTestId('all-bookings-count').textContent()).toBe('4 reservas');
    const groups = page.getByTestId('month-group');
    await poll(() => groups.count()).toBe(3);
    expect(await groups.evaluateAll((els) => els.map((el) => el.getAttribute('data-month')))).toEqual([
      `${year}-02`,
      `${year}-03`,
      `${year}-07`,
    ]);
    expect(await groups.first().getByRole('heading').textContent()).toBe(`Febrero de ${year}`);
    expect(await groups.first().getByTestId('month-count').textContent()).toBe('2 reservas');
    // Newest check-in first inside a month.
    const february = await groups.first().getByTestId('month-booking-row').allTextContents();
    expect(february[0]).toContain(nala.name);
    expect(february[1]).toContain(toby.name);
    await expectNoAxeViolations(page, 'all bookings grouped (es)');

    // The status, then Clear filters; the state is in the URL.
    const clear = list.getByRole('button', { name: 'Borrar filtros' });
    await list.getByLabel('Estado', { exact: true }).selectOption('cancelled');
    await poll(() => page.getByTestId('all-bookings-count').textContent()).toBe('1 reserva');
    expect(await groups.first().getAttribute('data-month')).toBe(`${year}-03`);
    const url = new URL(page.url());
    expect([
      url.searchParams.get('year'),
      url.searchParams.get('month'),
      url.searchParams.get('status'),
    ]).toEqual([String(year), 'all', 'cancelled']);
    await page.reload();
    await poll(() => page.getByTestId('all-bookings-count').textContent()).toBe('1 reserva');
    await clear.click();
    await poll(() => list.getByLabel('Buscar', { exact: true }).inputValue()).toBe('');
    expect(await clear.count()).toBe(0);

    // One month; by breed; an empty month names it.
    await list.getByLabel('Mes', { exact: true }).selectOption({ label: 'Julio' });
    await list.getByLabel('Buscar', { exact: true }).fill(`${tag}`);
    await poll(() => page.getByTestId('all-bookings-count').textContent()).toBe('1 reserva');
    await list.getByLabel('Mes', { exact: true }).selectOption({ label: 'Febrero' });
    await list.getByLabel('Buscar', { exact: true }).fill(`podenco ${tag}`);
    await poll(() => page.getByTestId('month-booking-row').allTextContents()).toEqual([
      expect.stringContaining(toby.name),
    ]);
    await list.getByLabel('Mes', { exact: true }).selectOption({ label: 'Mayo' });
    await poll(() => page.getByTestId('all-bookings-empty').textContent()).toBe(
      `Ninguna reserva coincide con tu búsqueda en mayo de ${year}.`,
    );
    // A year without any booking at all invites to create the first.
    await list.getByLabel('Buscar', { exact: true }).fill('');
    await list.getByLabel('Año', { exact: true }).selectOption(String(year + 2));
    await list.getByLabel('Mes', { exact: true }).selectOption({ label: 'Todos los meses' });
    await poll(() => page.getByTestId('all-bookings-empty').textContent()).toBe(
      `No hay reservas de hotel en ${year + 2}. ¡Crea la primera!`,
    );
    await expectNoAxeViolations(page, 'all bookings empty year (es)');
    await list.getByRole('button', { name: 'Nueva reserva' }).click();
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('new');
    await context.close();
  });

  it('the booking list: filters, sorts by header and select, pages of 8, in the URL; a phone shows it compact (English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    // Ten stays a year and a half ahead, later than any other test's: the newest check-ins.
    const year = Number(day(0).slice(0, 4)) + 2;
    const letters = 'ABCDEFGHIJ'.split('');
    for (const [i, letter] of letters.entries()) {
      const dog = await seedDog(base, token, `Zulu ${letter} ${tag}`);
      const from = `${year}-08-${String(1 + i * 2).padStart(2, '0')}`;
      const to = `${year}-08-${String(2 + i * 2 + (i % 3)).padStart(2, '0')}`;
      await book(base, token, dog, from, to);
    }

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page.goto('/hotel');
    const rows = page.getByTestId('booking-row');
    await page.getByLabel('Show', { exact: true }).selectOption('upcoming');
    await page.getByLabel('Sort by', { exact: true }).selectOption('checkIn-desc');
    const names = async () =>
      (await rows.allTextContents()).map((text) => /Zulu (\w)/.exec(text)?.[1] ?? '-');
    await poll(names).toEqual(['J', 'I', 'H', 'G', 'F', 'E', 'D', 'C']);
    expect(await rows.count()).toBe(8);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await poll(async () => (await names()).slice(0, 2)).toEqual(['B', 'A']);
    const url = new URL(page.url());
    expect([url.searchParams.get('filter'), url.searchParams.get('page')]).toEqual(['upcoming', '2']);
    await page.reload();
    await poll(async () => (await names()).slice(0, 2)).toEqual(['B', 'A']);

    // Sorted by the dog header, both ways (Z-A puts the Zulus first).
    await page.getByRole('button', { name: 'Dog', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('dogName-asc');
    await page.getByRole('button', { name: 'Dog', exact: true }).click();
    await poll(names).toEqual(['J', 'I', 'H', 'G', 'F', 'E', 'D', 'C']);
    expect(await page.getByLabel('Sort by', { exact: true }).inputValue()).toBe('dogName-desc');
    // The longest stays first: the nights never grow down the page.
    await page.getByLabel('Sort by', { exact: true }).selectOption('duration-desc');
    await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('duration-desc');
    // The Nights column (the 5th cell) of each row.
    const nights = async () =>
      (await rows.evaluateAll((els) => els.map((el) => el.querySelectorAll('td')[4]?.textContent ?? ''))).map(
        (text) => Number(/^(\d+) nights?$/.exec(text)?.[1] ?? Number.NaN),
      );
    await poll(async () => {
      const list = await nights();
      return list.length === 8 && list.every((n, i) => i === 0 || n <= (list[i - 1] as number));
    }).toBe(true);
    // Past: none of these stays.
    await page.getByLabel('Show', { exact: true }).selectOption('past');
    await poll(async () => (await rows.allTextContents()).filter((text) => text.includes(tag)).length).toBe(
      0,
    );
    await expectNoAxeViolations(page, 'hotel booking list (en)');
    await context.close();

    // A phone: the same list as compact rows, the page no wider than the screen.
    const phone = await b.page({ lang: 'en', viewport: PHONE });
    await logIn(phone.page, admin(), 'en');
    await phone.page.goto('/hotel?filter=upcoming&sort=dogName-desc');
    await poll(
      async () => (await phone.page.getByTestId('booking-row').first().textContent()) ?? '',
    ).toContain(`Zulu J ${tag}`);
    expect(await phone.page.getByTestId('booking-row').count()).toBe(8);
    expect(await noSidewaysScroll(phone.page)).toBe(true);
    await expectNoAxeViolations(phone.page, 'hotel overview (en, phone)');
    await phone.context.close();
  });
  it("says when the dogs cannot be loaded instead of 'no matches', and finds them again (English)", async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const nala = await seedDog(base, token, `Nala ${unique()}`);
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    // hotel.dogOptions, the New Booking picker's (alone or inside a batch), fails with a server
    // error while `failing` is set.
    let failing = true;
    await page.route('**/trpc/**', async (route: Route) => {
      const url = new URL(route.request().url());
      const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
      if (!failing || !paths.includes('hotel.dogOptions')) return route.continue();
      const error = {
        message: 'boom',
        code: -32603,
        data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
      };
      return route.fulfill({ status: 500, json: paths.map(() => ({ error })) });
    });
    await page.goto('/hotel?tab=new');
    const form = panel(page);
    await form.getByRole('combobox', { name: 'Dog' }).fill(nala.name);
    await poll(visible(page, 'Failed to load dogs. Please try again.')).toBe(true);
    expect(await page.getByText('No dogs found').count()).toBe(0);
    failing = false;
    await form.getByRole('combobox', { name: 'Dog' }).fill('');
    await pickOption(page, 'Dog', nala.name, form);
    await context.close();
  });
  for (const lang of ['en', 'es'] as const) {
    it(`shows every current guest in its card, none cut off or hidden in a scroll (${lang}, ${lang === 'en' ? 'desk' : 'phone'})`, async () => {
      const base = b.baseUrl();
      const token = await apiToken(base);
      const tag = unique();
      // Twelve guests here now: more than the card's old 416 px box held.
      const names: string[] = [];
      for (let i = 1; i <= 12; i++) {
        const dog = await seedDog(base, token, `Guest ${i} ${tag}`);
        await book(base, token, dog, day(0), day(2 + (i % 3)), { status: 'checked-in' });
        names.push(dog.name);
      }
      const { page, context } = await b.page({ lang, viewport: lang === 'en' ? DESK : PHONE });
      await logIn(page, admin(), lang);
      await page.goto('/hotel');
      const card = page.getByTestId('current-guests');
      const ours = card.getByTestId('current-guests-item').filter({ hasText: tag });
      await poll(() => ours.count()).toBe(12);
      // Nothing inside the card scrolls or clips: the list is as tall as its lines.
      const clipped = await card.evaluate((root) =>
        [root, ...Array.from(root.querySelectorAll('*'))].some((el) => {
          const style = getComputedStyle(el);
          const hides = /(auto|scroll|hidden|clip)/.test(style.overflowY);
          return hides && el.scrollHeight > el.clientHeight + 1;
        }),
      );
      expect(clipped).toBe(false);
      // Each guest, brought into view, is what the reader sees at its place (not covered or cut).
      for (const name of names) {
        const line = ours.filter({ hasText: name });
        await line.scrollIntoViewIfNeeded();
        const seen = await line.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + Math.min(40, r.width / 2), r.top + r.height / 2);
          return hit !== null && el.contains(hit);
        });
        expect(seen, name).toBe(true);
        expect(await line.isVisible()).toBe(true);
      }
      const title = lang === 'en' ? 'Current Guests' : 'Huéspedes alojados';
      expect(await card.getByRole('heading', { name: title }).isVisible()).toBe(true);
      if (lang === 'es') expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page, `hotel overview with twelve guests (${lang})`);
      await context.close();
    });
  }
});
