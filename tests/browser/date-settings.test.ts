// Issue 21, item 4: dates and times a Spanish desk can read. The spec's US formats are the
// default; a manager switches the business to day-first dates and a 24-hour clock in Settings,
// and every screen writes them so, date and time fields included, in either language; another
// desk already open picks the change up by itself (the live feed). This file changes a
// business-wide setting, so it runs on a server of its own.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import { type BuiltServer, startBuiltServer } from './helpers/built-server';
import { DESK, dayFromToday, PHONE, panel, poll, usDay, visible } from './helpers/screen';

type ApiOwner = { _id: string };
type ApiDog = { _id: string; name: string };
type ApiAppointment = { _id: string; time: string };

/** '23/11/2026' for a YYYY-MM-DD day. */
const dayFirst = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

describe('date and time formats (a business setting)', () => {
  const b = useBrowser();
  let server: BuiltServer;
  let token: string;
  let manager: { username: string; password: string };
  let receptionist: { username: string; password: string };

  beforeAll(async () => {
    server = await startBuiltServer();
    token = await apiToken(server.baseUrl, server.admin);
    const user = async (role: string) => {
      const creds = { username: `${role}_${unique()}`, password: 'browser-pass-123' };
      await api(server.baseUrl, token, 'POST', '/api/users', { ...creds, role });
      return creds;
    };
    manager = await user('manager');
    receptionist = await user('receptionist');
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function seedStay(tag: string) {
    const owner = await api<ApiOwner>(server.baseUrl, token, 'POST', '/api/owners', {
      name: `Fechas ${tag}`,
      email: `dates.${tag}@example.com`,
      phone: '+34 622 000 111',
      address: 'Calle Reloj 24',
    });
    const dog = await api<ApiDog>(server.baseUrl, token, 'POST', '/api/dogs', {
      name: `Reloj ${tag}`,
      breed: 'Beagle',
      age: 2,
      owners: [owner._id],
    });
    await api(server.baseUrl, token, 'POST', '/api/hotel', {
      dog: dog._id,
      checkIn: dayFromToday(0),
      checkOut: dayFromToday(2),
    });
    return dog;
  }

  const page = async (lang: 'es' | 'en', creds: { username: string; password: string }, phone = false) => {
    const opened = await b.page({ lang, viewport: phone ? PHONE : DESK, baseUrl: server.baseUrl });
    await logIn(opened.page, creds, lang);
    return opened;
  };

  /** The All Bookings row of the dog's stay. */
  const stayRow = (p: Page, dog: ApiDog) => p.getByTestId('month-booking-row').filter({ hasText: dog.name });

  it('switches to dd/mm/yyyy and 24 h in Settings: lists, date fields and another open desk follow (Spanish)', async () => {
    const tag = unique();
    const dog = await seedStay(tag);
    const today = dayFromToday(0);

    // A receptionist's desk is open on All Bookings: US dates, the spec's default.
    const desk = await page('es', receptionist);
    await desk.page.goto(`/hotel?tab=bookings&q=${encodeURIComponent(dog.name)}`);
    await poll(() => stayRow(desk.page, dog).textContent()).toContain(usDay(today));

    // The manager switches the business in Settings.
    const { page: p, context } = await page('es', manager);
    await p.goto('/settings');
    const card = p.getByTestId('settings-dates');
    await poll(() => card.getByRole('heading', { name: 'Fechas y horas' }).isVisible()).toBe(true);
    expect(await card.getByLabel('Formato de fecha').inputValue()).toBe('mm/dd/yyyy');
    await card.getByLabel('Formato de fecha').selectOption('dd/mm/yyyy');
    await card.getByLabel('Formato de hora').selectOption('24h');
    await expectNoAxeViolations(p, 'settings, dates and times (es)');
    await card.getByRole('button', { name: 'Guardar formatos' }).click();
    await poll(visible(p, 'Formatos de fecha y hora guardados para todo el negocio')).toBe(true);
    const saved = await api<{ dateFormat: string; timeFormat: string }>(
      server.baseUrl,
      token,
      'GET',
      '/api/settings',
    );
    expect(saved).toMatchObject({ dateFormat: 'dd/mm/yyyy', timeFormat: '24h' });

    // The other desk rewrites its list by itself, no reload.
    await poll(() => stayRow(desk.page, dog).textContent()).toContain(dayFirst(today));
    expect(await stayRow(desk.page, dog).textContent()).not.toContain(usDay(today));
    // A receptionist sees the formats in force, and cannot change them.
    await desk.page.goto('/settings');
    await poll(() => desk.page.getByTestId('date-settings-current').textContent()).toContain('23/11/2026');
    expect(await desk.page.getByTestId('date-settings-form').count()).toBe(0);
    await desk.context.close();

    // The dog's record: created today, day first, on a 24-hour clock.
    await p.goto(`/dogs?tab=all&search=${encodeURIComponent(dog.name)}`);
    await p.getByTestId('dog-row').getByRole('button', { name: dog.name, exact: true }).click();
    const info = p.getByRole('dialog').getByTestId('dog-info');
    await poll(() => info.textContent()).toMatch(new RegExp(`${dayFirst(today)}, \\d{2}:\\d{2}`));
    await p.keyboard.press('Escape');

    // Date and time fields: the stay's dates read day first; a typed day-first date is that day.
    await p.goto(`/hotel?tab=bookings&q=${encodeURIComponent(dog.name)}`);
    await poll(() => stayRow(p, dog).textContent()).toContain(dayFirst(dayFromToday(2)));
    await p.goto('/vet?tab=form');
    const form = panel(p);
    const day = dayFromToday(9);
    const date = form.getByLabel('Fecha de la cita', { exact: true });
    await date.fill(dayFirst(day));
    const time = form.getByLabel('Hora', { exact: true });
    await time.fill('3:45 pm');
    await form.getByLabel('Motivo de la cita').click();
    // Leaving the field writes the time the business's way.
    await poll(() => time.inputValue()).toBe('15:45');
    expect(await date.inputValue()).toBe(dayFirst(day));
    expect(await date.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await p.getByRole('combobox', { name: 'Perro' }).fill(dog.name);
    await p.getByRole('option', { name: new RegExp(dog.name) }).click();
    await form.getByLabel('Motivo de la cita').fill('Vacunas');
    await form.getByRole('button', { name: 'Programar cita' }).click();
    await poll(visible(p, '¡Cita programada correctamente!')).toBe(true);
    const [appointment] = await api<ApiAppointment[]>(
      server.baseUrl,
      token,
      'GET',
      `/api/vet/appointments/dog/${dog._id}`,
    );
    expect(appointment?.time).toBe('15:45');
    await poll(() => p.getByTestId('appointment-row').filter({ hasText: dog.name }).textContent()).toContain(
      `${dayFirst(day)} a las 15:45`,
    );
    await context.close();
  });

  it('writes the business’s formats in English too, at phone width, and switches back to the US ones', async () => {
    const tag = unique();
    const dog = await seedStay(tag);
    const today = dayFromToday(0);
    // Day first and 24 h are in force (the previous test, or set here when run alone).
    await api(server.baseUrl, token, 'PUT', '/api/settings', { dateFormat: 'dd/mm/yyyy', timeFormat: '24h' });

    const { page: p, context } = await page('en', manager, true);
    await p.goto(`/hotel?tab=bookings&q=${encodeURIComponent(dog.name)}`);
    await poll(() => stayRow(p, dog).textContent()).toContain(dayFirst(today));
    // The new booking form's date fields: typed and shown day first, whatever the language.
    await p.goto('/hotel?tab=new');
    const form = panel(p);
    const checkIn = form.getByLabel('Check-in date', { exact: true });
    await checkIn.fill(dayFirst(dayFromToday(3)));
    await form.getByLabel('Notes', { exact: true }).click();
    expect(await checkIn.inputValue()).toBe(dayFirst(dayFromToday(3)));
    expect(await checkIn.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    await expectNoAxeViolations(p, 'new booking, day-first dates (en, phone)');

    // Back to the US formats: the same screens follow.
    await p.goto('/settings');
    const card = p.getByTestId('settings-dates');
    await card.getByLabel('Date format').selectOption('mm/dd/yyyy');
    await card.getByLabel('Time format').selectOption('12h');
    await card.getByRole('button', { name: 'Save formats' }).click();
    await poll(visible(p, 'Date and time formats saved for the whole business')).toBe(true);
    await p.goto(`/hotel?tab=bookings&q=${encodeURIComponent(dog.name)}`);
    await poll(() => stayRow(p, dog).textContent()).toContain(usDay(today));
    await p.goto('/hotel?tab=new');
    await panel(p).getByLabel('Check-in date', { exact: true }).fill(dayFromToday(3));
    await panel(p).getByLabel('Notes', { exact: true }).click();
    expect(await panel(p).getByLabel('Check-in date', { exact: true }).inputValue()).toBe(
      usDay(dayFromToday(3)),
    );
    await context.close();
  });
});
