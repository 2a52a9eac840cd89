// The vet practice through the screens: the empty list; a booking refused with the spec's
// messages, then booked and edited; the list's search, status filter and Clear; an exam started
// (the appointment moves to in progress when its progress is saved), then completed with a
// follow-up; an exam opened and closed unsaved leaves the appointment as it was (both languages);
// the exam viewed; a scheduled appointment deleted after confirmation; the dog details modal's
// Vet Appointments tab (8, then a 'more' line, and its button to /vet); the receptionist's view
// (no Start Exam or Continue Exam, Completed not offered) in Spanish at phone width; a vet's
// exam in Spanish at phone width; the Day Agenda per vet (a free slot booked with its vet, an
// unassigned appointment given a vet from its block) and the compact list's date filter in the
// URL, in English at desk width and Spanish at phone width. Axe-clean throughout. Data is seeded
// over REST; every test makes its own uniquely named dogs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, createUserViaApi, logIn, unique, useBrowser } from './helpers/browser';
import { startBuiltServer } from './helpers/built-server';
import {
  DESK,
  dayFromToday as dayFromNow,
  noSidewaysScroll,
  PHONE,
  panel,
  pickOption as pickDog,
  poll,
  usDay as us,
  visible,
} from './helpers/screen';

type ApiOwner = { _id: string; name: string };
type ApiDog = { _id: string; name: string };
type ApiAppointment = {
  _id: string;
  status: string;
  time: string;
  cause: string;
  temperature: number | null;
  weight: number | null;
  findings: string | null;
  followUpRequired: boolean;
  followUpDate: string | null;
};

const card = (page: Page, dog: string) => page.getByTestId('appointment-row').filter({ hasText: dog });

type ApiUser = { _id: string; name: string };
/** A user with the vet role (a column of the Day Agenda). */
const seedVet = (base: string, token: string, name: string) =>
  api<ApiUser>(base, token, 'POST', '/api/users', {
    username: `vet_${unique()}`,
    password: 'browser-pass-123',
    name,
    role: 'vet',
  });
/** The agenda's column of a vet (its heading is the vet's name). */
const column = (page: Page, name: string) =>
  page.getByTestId('schedule-column').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * A dog with a new owner. Browser test files share one database and other files expect their
 * own owners on the first page of /owners (Spanish order): owners named here sort after 'D'.
 */
async function seedDog(base: string, token: string, name: string, ownerName: string): Promise<ApiDog> {
  const tag = unique();
  const owner = await api<ApiOwner>(base, token, 'POST', '/api/owners', {
    name: ownerName,
    email: `vet.${tag}@example.com`,
    phone: '+34 600 123 456',
    address: 'Calle Mayor 1',
  });
  return api<ApiDog>(base, token, 'POST', '/api/dogs', {
    name,
    breed: 'Beagle',
    age: 4,
    owners: [owner._id],
  });
}

describe('vet practice', () => {
  const b = useBrowser();

  it('shows the empty state on a database with no appointment: no sample appointment is ever injected (English)', async () => {
    // Other files book appointments on the shared server: this one starts its own, fresh.
    const fresh = await startBuiltServer();
    try {
      const { page, context } = await b.page({ lang: 'en', viewport: DESK, baseUrl: fresh.baseUrl });
      await logIn(page, fresh.admin, 'en');
      await page.goto('/vet');
      await poll(() => page.getByTestId('appointments-empty').textContent()).toBe(
        'No appointments found. Create your first appointment above!',
      );
      expect(await page.getByTestId('appointment-row').count()).toBe(0);
      await expectNoAxeViolations(page, 'vet list, empty (en)');
      const token = await apiToken(fresh.baseUrl, fresh.admin);
      expect(await api<ApiAppointment[]>(fresh.baseUrl, token, 'GET', '/api/vet/appointments')).toEqual([]);
      await context.close();
    } finally {
      await fresh.stop();
    }
  });

  it('books, edits, finds, examines (progress, then complete with a follow-up), views and deletes (English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const luna = await seedDog(base, token, `Luna ${tag}`, `Sara Ruiz ${tag}`);
    const rex = await seedDog(base, token, `Rex ${tag}`, `Pablo Gil ${tag}`);
    const day = dayFromNow(3);

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Vet' })
      .click();
    await page.waitForURL((url) => url.pathname === '/vet');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Veterinary' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Appointments List' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // The booking form: the three checks, with the spec's messages.
    await page.getByRole('button', { name: 'New Appointment', exact: true }).click();
    await poll(() => page.getByRole('tab', { name: 'New Appointment' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(new URL(page.url()).searchParams.get('tab')).toBe('form');
    await panel(page).getByRole('button', { name: 'Schedule Appointment' }).click();
    for (const message of [
      'Please select a dog',
      'Appointment date is required',
      'Reason for appointment is required',
    ]) {
      await poll(visible(panel(page), message)).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await panel(page).getByLabel('Appointment date').fill(dayFromNow(-1));
    await panel(page).getByRole('button', { name: 'Schedule Appointment' }).click();
    await poll(visible(panel(page), 'Appointment date cannot be before today')).toBe(true);
    await expectNoAxeViolations(page, 'vet booking form with errors (en)');

    // Book Luna for vaccines at 9:30.
    await pickDog(page, 'Dog', luna.name);
    await panel(page).getByLabel('Appointment date').fill(day);
    await panel(page).getByLabel('Time').fill('09:30');
    const statuses = await panel(page).getByLabel('Status').locator('option').allTextContents();
    expect(statuses).toEqual(['Scheduled', 'In Progress', 'Completed', 'Cancelled']);
    await panel(page).getByLabel('Reason for appointment').fill('Vaccines');
    await panel(page).getByRole('button', { name: 'Schedule Appointment' }).click();
    await poll(visible(page, 'Appointment scheduled successfully!')).toBe(true);
    await poll(() => page.getByRole('tab', { name: 'Appointments List' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const lunaCard = card(page, luna.name);
    await poll(() => lunaCard.count()).toBe(1);
    const lunaText = (await lunaCard.textContent()) ?? '';
    for (const text of [`Sara Ruiz ${tag}`, `${us(day)} at 9:30 AM`, 'Vaccines', 'Scheduled']) {
      expect(lunaText).toContain(text);
    }
    for (const button of ['Edit Booking', 'Start Exam', 'Delete']) {
      expect(await lunaCard.getByRole('button', { name: button, exact: true }).isVisible()).toBe(true);
    }
    expect(await lunaCard.getByRole('button', { name: 'View Exam' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'vet list with an appointment (en)');

    // Edit the booking: the reason and the time.
    await lunaCard.getByRole('button', { name: 'Edit Booking' }).click();
    await poll(() => page.getByRole('tab', { name: 'Edit Booking' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await poll(() => panel(page).getByLabel('Reason for appointment').inputValue()).toBe('Vaccines');
    expect(await panel(page).getByRole('combobox', { name: 'Dog' }).inputValue()).toBe(luna.name);
    await panel(page).getByLabel('Reason for appointment').fill('Vaccines and deworming');
    await panel(page).getByLabel('Time').fill('10:15');
    await panel(page).getByRole('button', { name: 'Update Appointment' }).click();
    await poll(visible(page, 'Appointment updated successfully!')).toBe(true);
    await poll(() => lunaCard.textContent()).toContain('Vaccines and deworming');
    expect(await lunaCard.textContent()).toContain(`${us(day)} at 10:15 AM`);
    expect(await page.getByRole('tab', { name: 'New Appointment' }).isVisible()).toBe(true);

    // Search by owner, by reason and dog; the status filter; Clear.
    const search = panel(page).getByLabel('Search by dog name, owner or reason');
    await search.fill(`ruiz ${tag}`);
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('1 appointment');
    await search.fill(`deworming luna ${tag}`);
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('1 appointment');
    await panel(page).getByLabel('Status', { exact: true }).selectOption('completed');
    await poll(() => page.getByTestId('appointments-empty').textContent()).toBe(
      'No appointments match your search.',
    );
    expect(new URL(page.url()).searchParams.get('status')).toBe('completed');
    await panel(page).getByRole('button', { name: 'Clear', exact: true }).click();
    await poll(() => search.inputValue()).toBe('');
    expect(await panel(page).getByLabel('Status', { exact: true }).inputValue()).toBe('all');
    await search.fill(tag);
    await poll(() => lunaCard.count()).toBe(1);

    // Start Exam: the exam opens; the appointment moves to in progress only when the vet saves.
    await lunaCard.getByRole('button', { name: 'Start Exam' }).click();
    const examTab = page.getByRole('tab', { name: `Examination - ${luna.name}` });
    await poll(() => examTab.getAttribute('aria-selected')).toBe('true');
    const [appointment] = await api<ApiAppointment[]>(
      base,
      token,
      'GET',
      `/api/vet/appointments/dog/${luna._id}`,
    );
    expect(appointment?.status).toBe('scheduled');
    const exam = page.getByTestId('exam-form');
    expect(await exam.getByLabel('Exam status').inputValue()).toBe('in-progress');
    expect(await exam.getByRole('button', { name: 'Save Progress' }).isVisible()).toBe(true);
    expect(await exam.getByLabel('Follow-up date').count()).toBe(0);
    await exam.getByLabel('Temperature (°C)').fill('45');
    await exam.getByRole('button', { name: 'Save Progress' }).click();
    await poll(visible(exam, 'Temperature must be between 32-43°C')).toBe(true);
    await expectNoAxeViolations(page, 'vet exam form with errors (en)');

    // Save progress: still in progress, the exam stays open.
    await exam.getByLabel('Temperature (°C)').fill('38.6');
    await exam.getByLabel('Weight (kg)').fill('24.3');
    await exam.getByLabel('Findings').fill('Mild otitis, right ear');
    await exam.getByRole('button', { name: 'Save Progress' }).click();
    await poll(visible(page, 'Examination details saved successfully!')).toBe(true);
    await poll(
      async () =>
        (await api<ApiAppointment>(base, token, 'GET', `/api/vet/appointments/${appointment?._id}`))
          .temperature,
    ).toBe(38.6);
    expect(
      (await api<ApiAppointment>(base, token, 'GET', `/api/vet/appointments/${appointment?._id}`)).status,
    ).toBe('in-progress');
    expect(await examTab.getAttribute('aria-selected')).toBe('true');

    // Complete with a follow-up in three weeks: the date shows only when follow-up is required.
    await exam.getByLabel('Exam status').selectOption('completed');
    await poll(() => exam.getByRole('button', { name: 'Complete Examination' }).isVisible()).toBe(true);
    await exam.getByText('Follow-up required').click();
    await poll(() => exam.getByLabel('Follow-up date').isVisible()).toBe(true);
    await exam.getByRole('button', { name: 'Complete Examination' }).click();
    await poll(visible(exam, 'Follow-up date is required when follow-up is needed')).toBe(true);
    await exam.getByLabel('Follow-up date').fill(day);
    await exam.getByRole('button', { name: 'Complete Examination' }).click();
    await poll(visible(exam, 'Follow-up date must be after the appointment date')).toBe(true);
    const followUp = dayFromNow(24);
    await exam.getByLabel('Follow-up date').fill(followUp);
    await exam.getByLabel('Treatment recommendations').fill('Drops twice a day for 7 days');
    await exam.getByRole('button', { name: 'Complete Examination' }).click();
    await poll(visible(page, 'Examination details saved successfully!')).toBe(true);
    await poll(() => page.getByRole('tab', { name: 'Appointments List' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await page.getByRole('tab', { name: /Examination/ }).count()).toBe(0);
    await poll(() => lunaCard.getByTestId('appointment-status').textContent()).toBe('Completed');
    const done = (await lunaCard.textContent()) ?? '';
    for (const text of [
      '38.6°C',
      '24.3 kg',
      'Mild otitis, right ear',
      'Drops twice a day for 7 days',
      us(followUp),
    ]) {
      expect(done).toContain(text);
    }
    expect(await lunaCard.getByRole('button').allTextContents()).toEqual([luna.name, 'View Exam', 'History']);
    await expectNoAxeViolations(page, 'vet list with a completed exam (en)');

    // View Exam: read only.
    await lunaCard.getByRole('button', { name: 'View Exam' }).click();
    await poll(() => examTab.getAttribute('aria-selected')).toBe('true');
    const view = page.getByTestId('exam-view');
    await poll(() => view.textContent()).toContain('Mild otitis, right ear');
    expect(await view.textContent()).toContain('Not recorded');
    expect(await page.getByTestId('exam-form').count()).toBe(0);
    await view.getByRole('button', { name: 'Back to list' }).click();
    await poll(() => page.getByRole('tab', { name: 'Appointments List' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // Delete a scheduled appointment, after the confirmation.
    await api(base, token, 'POST', '/api/vet/appointments', {
      dog: rex._id,
      date: day,
      time: '12:00',
      reason: 'Skin check',
    });
    await page.reload();
    const rexCard = card(page, rex.name);
    await poll(() => rexCard.count()).toBe(1);
    await rexCard.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await poll(() => dialog.getByText('Delete this appointment?').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'vet delete dialog (en)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await rexCard.count()).toBe(1);
    await rexCard.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-delete-appointment').click();
    await poll(visible(page, 'Appointment deleted successfully!')).toBe(true);
    await poll(() => rexCard.count()).toBe(0);
    expect(await api(base, token, 'GET', `/api/vet/appointments/dog/${rex._id}`)).toEqual([]);
    await context.close();
  });

  it("shows a dog's appointments in its details: the 8 latest, a 'more' line, and a button to /vet (English)", async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const nala = await seedDog(base, token, `Nala ${tag}`, `Eva Sanz ${tag}`);
    for (let i = 1; i <= 9; i++) {
      await api(base, token, 'POST', '/api/vet/appointments', {
        dogId: nala._id,
        appointmentDate: dayFromNow(i),
        time: '11:00',
        cause: `Check ${i}`,
      });
    }
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page.goto(`/vet?q=${encodeURIComponent(`nala ${tag}`)}`);
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('9 appointments');
    // Today and upcoming first, earliest first.
    expect(await page.getByTestId('appointment-row').first().textContent()).toContain('Check 1');
    await page
      .getByTestId('appointment-row')
      .first()
      .getByRole('button', { name: nala.name, exact: true })
      .click();
    const details = page.getByRole('dialog');
    await poll(() => details.getByRole('heading', { name: nala.name }).isVisible()).toBe(true);
    await details.getByRole('tab', { name: /Vet Appointments/ }).click();
    const history = details.getByTestId('history-vet');
    await poll(() => history.getByRole('listitem').count()).toBe(8);
    expect(await history.textContent()).toContain('... and 1 more appointments');
    // Newest first: the first is nine days ahead, at 11:00.
    expect(await history.getByRole('listitem').first().textContent()).toContain(
      `${us(dayFromNow(9))} at 11:00 AM`,
    );
    await expectNoAxeViolations(page, 'dog details, vet history (en)');
    await details.getByRole('button', { name: 'Go to Vet' }).click();
    await poll(() => details.count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/vet' && url.search === '');
    await context.close();
  });

  it('shows a receptionist no exam buttons and no Completed, and books in Spanish at phone width', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const coco = await seedDog(base, token, `Coco ${tag}`, `Lucía Mora ${tag}`);
    const day = dayFromNow(2);
    const scheduled = await api<ApiAppointment>(base, token, 'POST', '/api/vet/appointments', {
      dogId: coco._id,
      appointmentDate: day,
      time: '08:45',
      cause: 'Revisión anual',
    });
    await api<ApiAppointment>(base, token, 'POST', '/api/vet/appointments', {
      dogId: coco._id,
      appointmentDate: day,
      time: '17:30',
      cause: 'Cojera',
      status: 'in-progress',
    });
    const receptionist = await createUserViaApi('receptionist');
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, receptionist, 'es');
    await page.goto(`/vet?q=${encodeURIComponent(`coco ${tag}`)}`);
    await poll(() => page.getByRole('heading', { level: 1, name: 'Veterinaria' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('2 citas');
    const cards = page.getByTestId('appointment-row');
    const first = cards.filter({ hasText: 'Revisión anual' });
    const second = cards.filter({ hasText: 'Cojera' });
    expect(await first.textContent()).toContain(`${us(day)} a las 8:45 AM`);
    expect(await first.getByTestId('appointment-status').textContent()).toBe('Programada');
    expect(await second.getByTestId('appointment-status').textContent()).toBe('En curso');
    expect(await first.getByRole('button').allTextContents()).toEqual([
      coco.name,
      'Editar reserva',
      'Historial',
      'Eliminar',
    ]);
    expect(await second.getByRole('button').allTextContents()).toEqual([
      coco.name,
      'Editar reserva',
      'Historial',
    ]);
    expect(await page.getByRole('button', { name: /Iniciar examen|Continuar examen/ }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'vet list as a receptionist (es, phone)');

    // Edit Booking of the one in progress: Completed is shown but cannot be chosen; Scheduled
    // can, since no exam data is saved yet.
    await second.getByRole('button', { name: 'Editar reserva' }).click();
    await poll(() => page.getByRole('tab', { name: 'Editar reserva' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const status = panel(page).getByLabel('Estado', { exact: true });
    const disabled = await status.locator('option:disabled').allTextContents();
    expect(disabled).toEqual(['Completada']);
    expect(await noSidewaysScroll(page)).toBe(true);
    await status.selectOption('cancelled');
    await panel(page).getByRole('button', { name: 'Actualizar cita' }).click();
    await poll(visible(page, '¡Cita actualizada correctamente!')).toBe(true);
    await poll(() => second.getByTestId('appointment-status').textContent()).toBe('Cancelada');
    expect(await second.getByRole('button').allTextContents()).toEqual([coco.name, 'Historial']);

    // Book a new one in Spanish.
    await page.getByRole('tab', { name: 'Nueva cita' }).click();
    await panel(page).getByRole('button', { name: 'Programar cita' }).click();
    await poll(visible(panel(page), 'Selecciona un perro')).toBe(true);
    await poll(visible(panel(page), 'El motivo de la cita es obligatorio')).toBe(true);
    await expectNoAxeViolations(page, 'vet booking form with errors (es, phone)');
    await pickDog(page, 'Perro', coco.name);
    await panel(page).getByLabel('Fecha de la cita').fill(dayFromNow(5));
    await panel(page).getByLabel('Hora').fill('12:00');
    expect(
      await panel(page).getByLabel('Estado', { exact: true }).locator('option:disabled').allTextContents(),
    ).toEqual(['Completada']);
    await panel(page).getByLabel('Motivo de la cita').fill('Vacunas');
    await panel(page).getByRole('button', { name: 'Programar cita' }).click();
    await poll(visible(page, '¡Cita programada correctamente!')).toBe(true);
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('3 citas');
    expect(await noSidewaysScroll(page)).toBe(true);

    // What the screen does not offer, the server refuses too.
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(receptionist),
    });
    const { token: receptionToken } = (await login.json()) as { token: string };
    const refused = await fetch(`${base}/api/vet/appointments/${scheduled._id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${receptionToken}` },
      body: JSON.stringify({ temperature: 38.5 }),
    });
    expect(refused.status).toBe(403);
    const after = await fetch(`${base}/api/vet/appointments/${scheduled._id}`, {
      headers: { authorization: `Bearer ${receptionToken}` },
    });
    expect(((await after.json()) as { temperature: number | null }).temperature).toBeNull();
    await context.close();
  });

  it('lets a vet run an exam in Spanish at phone width', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const toby = await seedDog(base, token, `Toby ${tag}`, `Jorge Díaz ${tag}`);
    const day = dayFromNow(1);
    await api(base, token, 'POST', '/api/vet/appointments', {
      dogId: toby._id,
      appointmentDate: day,
      time: '09:00',
      cause: 'Otitis',
    });
    const vet = await createUserViaApi('vet');
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, vet, 'es');
    await page.goto(`/vet?q=${encodeURIComponent(`toby ${tag}`)}`);
    const tobyCard = card(page, toby.name);
    await poll(() => tobyCard.count()).toBe(1);
    await tobyCard.getByRole('button', { name: 'Iniciar examen' }).click();
    const exam = page.getByTestId('exam-form');
    await poll(() =>
      page.getByRole('tab', { name: `Examen - ${toby.name}` }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await exam.getByLabel('Estado del examen').inputValue()).toBe('in-progress');
    await exam.getByLabel('Temperatura (°C)').fill('38.55');
    await exam.getByLabel('Peso (kg)').fill('0');
    await exam.getByRole('button', { name: 'Guardar progreso' }).click();
    await poll(visible(exam, 'La temperatura debe indicarse en pasos de 0,1 °C')).toBe(true);
    await poll(visible(exam, 'El peso debe estar entre 0,1 y 100 kg')).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'vet exam form with errors (es, phone)');
    await exam.getByLabel('Temperatura (°C)').fill('38.9');
    await exam.getByLabel('Peso (kg)').fill('12.5');
    await exam.getByLabel('Notas veterinarias').fill('Muy nervioso');
    await exam.getByRole('button', { name: 'Guardar progreso' }).click();
    await poll(visible(page, '¡Datos del examen guardados correctamente!')).toBe(true);
    await exam.getByLabel('Estado del examen').selectOption('completed');
    await exam.getByRole('button', { name: 'Completar examen' }).click();
    await poll(visible(page, '¡Datos del examen guardados correctamente!')).toBe(true);
    await poll(() => tobyCard.getByTestId('appointment-status').textContent()).toBe('Completada');
    const text = (await tobyCard.textContent()) ?? '';
    for (const part of ['38,9', '12,5 kg', 'Muy nervioso']) expect(text).toContain(part);
    expect(await tobyCard.getByRole('button', { name: 'Ver examen' }).isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'vet list after an exam (es, phone)');
    await context.close();
  });
  for (const lang of ['en', 'es'] as const) {
    it(`leaves an appointment as it was when its exam is opened and closed without saving (${lang})`, async () => {
      const base = b.baseUrl();
      const token = await apiToken(base);
      const tag = unique();
      const nala = await seedDog(base, token, `Nala ${tag}`, `Elena Soto ${tag}`);
      const booked = await api<ApiAppointment & { updatedBy: unknown; updatedAt: string }>(
        base,
        token,
        'POST',
        '/api/vet/appointments',
        { dogId: nala._id, appointmentDate: dayFromNow(1), time: '10:00', cause: 'Checkup' },
      );
      const words =
        lang === 'en'
          ? { start: 'Start Exam', tab: `Examination - ${nala.name}`, back: 'Back to list', del: 'Delete' }
          : {
              start: 'Iniciar examen',
              tab: `Examen - ${nala.name}`,
              back: 'Volver a la lista',
              del: 'Eliminar',
            };
      const vet = await createUserViaApi('vet');
      const { page, context } = await b.page({ lang, viewport: lang === 'en' ? DESK : PHONE });
      await logIn(page, vet, lang);
      await page.goto(`/vet?q=${encodeURIComponent(`nala ${tag}`)}`);
      const nalaCard = card(page, nala.name);
      await poll(() => nalaCard.count()).toBe(1);
      // By keyboard: focus Start Exam, press Enter; then Back to list.
      await nalaCard.getByRole('button', { name: words.start }).focus();
      await page.keyboard.press('Enter');
      await poll(() => page.getByRole('tab', { name: words.tab }).getAttribute('aria-selected')).toBe('true');
      await page.getByTestId('exam-form').getByRole('button', { name: words.back }).click();
      await poll(() => page.getByRole('tab', { name: words.tab }).count()).toBe(0);
      await poll(() => nalaCard.count()).toBe(1);
      expect(await nalaCard.getByRole('button', { name: words.del, exact: true }).isVisible()).toBe(true);
      expect(await nalaCard.getByRole('button', { name: words.start }).isVisible()).toBe(true);
      const after = await api<ApiAppointment & { updatedBy: unknown; updatedAt: string }>(
        base,
        token,
        'GET',
        `/api/vet/appointments/${booked._id}`,
      );
      expect(after.status).toBe('scheduled');
      expect(after.updatedBy).toEqual(booked.updatedBy);
      expect(after.updatedAt).toBe(booked.updatedAt);
      if (lang === 'es') expect(await noSidewaysScroll(page)).toBe(true);
      await context.close();
    });
  }
  it('shows a day agenda per vet, books a free slot with its vet, gives an unassigned appointment a vet, and filters the compact list by days (English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const luna = await seedDog(base, token, `Luna ${tag}`, `Sara Ruiz ${tag}`);
    const rex = await seedDog(base, token, `Rex ${tag}`, `Pablo Gil ${tag}`);
    const ana = await seedVet(base, token, `Ana Vet ${tag}`);
    const bea = await seedVet(base, token, `Bea Vet ${tag}`);
    const day = dayFromNow(6);
    const later = dayFromNow(9);
    // Luna at 10:00 with no vet; another on a later day (outside the filtered days).
    const booked = await api<ApiAppointment>(base, token, 'POST', '/api/vet/appointments', {
      dogId: luna._id,
      appointmentDate: day,
      time: '10:00',
      cause: 'Vaccines',
    });
    await api(base, token, 'POST', '/api/vet/appointments', {
      dogId: luna._id,
      appointmentDate: later,
      time: '11:00',
      cause: 'Booster',
    });

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page.goto(`/vet?tab=agenda&day=${day}`);
    await poll(() => page.getByRole('tab', { name: 'Day Agenda' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    // A column per vet (free all day), and Luna in Unassigned at 10:00.
    await poll(() => column(page, ana.name).count()).toBe(1);
    expect(await column(page, bea.name).count()).toBe(1);
    const unassigned = column(page, 'Unassigned');
    await poll(() =>
      unassigned
        .getByRole('button', {
          name: new RegExp(`^10:00 AM–10:30 AM,\\s*${luna.name}\\s+Vaccines\\s*,\\s*Scheduled$`),
        })
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(page, 'vet day agenda (en)');

    // Luna's block opens her appointment; Edit Booking gives her Ana.
    await unassigned.getByRole('button', { name: new RegExp(luna.name) }).click();
    const dialog = page.getByTestId('appointment-dialog');
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Edit Booking' }).click();
    await poll(() => page.getByRole('tab', { name: 'Edit Booking' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const vetSelect = panel(page).getByLabel('Vet', { exact: true });
    await poll(() => vetSelect.locator('option', { hasText: ana.name }).count()).toBe(1);
    expect(await vetSelect.inputValue()).toBe('');
    await vetSelect.selectOption({ label: ana.name });
    await panel(page).getByRole('button', { name: 'Update Appointment' }).click();
    await poll(visible(page, 'Appointment updated successfully!')).toBe(true);
    await poll(
      async () =>
        (await api<ApiAppointment>(base, token, 'GET', `/api/vet/appointments/${booked._id}`)).status,
    ).toBe('scheduled');

    // Saved from the agenda, back on the agenda. Bea's free morning, chosen with the keyboard:
    // the form opens on that day, time and vet.
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('agenda');
    await poll(() =>
      column(page, ana.name)
        .getByRole('button', { name: new RegExp(luna.name) })
        .count(),
    ).toBe(1);
    expect(await unassigned.getByRole('button', { name: new RegExp(luna.name) }).count()).toBe(0);
    const slot = column(page, bea.name).getByRole('button', {
      name: new RegExp(`^Free 9:00 AM–8:00 PM\\s*,\\s*book with ${bea.name}$`),
    });
    await slot.focus();
    await page.keyboard.press('Enter');
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('form');
    expect(await panel(page).getByLabel('Appointment date').inputValue()).toBe(us(day));
    expect(await panel(page).getByLabel('Time').inputValue()).toBe('9:00 AM');
    await poll(() => panel(page).getByLabel('Vet', { exact: true }).inputValue()).toBe(bea._id);
    await pickDog(page, 'Dog', rex.name);
    await panel(page).getByLabel('Reason for appointment').fill('Skin check');
    await panel(page).getByRole('button', { name: 'Schedule Appointment' }).click();
    await poll(visible(page, 'Appointment scheduled successfully!')).toBe(true);
    // Back on the agenda: Rex in Bea's column at 9:00.
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('agenda');
    await poll(() =>
      column(page, bea.name)
        .getByRole('button', { name: new RegExp(`^9:00 AM–9:30 AM,\\s*${rex.name}\\s+Skin check`) })
        .count(),
    ).toBe(1);
    // Next and previous day move the agenda's day (in the URL).
    await page.getByRole('button', { name: 'Next day' }).click();
    await poll(() => new URL(page.url()).searchParams.get('day')).toBe(dayFromNow(7));
    await poll(() =>
      column(page, bea.name)
        .getByRole('button', { name: new RegExp(rex.name) })
        .count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'Previous day' }).click();
    await poll(() =>
      column(page, bea.name)
        .getByRole('button', { name: new RegExp(rex.name) })
        .count(),
    ).toBe(1);

    // The list: dense rows naming the vet; the days from-to in the URL.
    await page.getByRole('tab', { name: 'Appointments List' }).click();
    await panel(page).getByLabel('Search by dog name, owner or reason').fill(tag);
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('3 appointments');
    await panel(page).getByLabel('From', { exact: true }).fill(us(day));
    await panel(page).getByLabel('To', { exact: true }).fill(us(day));
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('2 appointments');
    const url = new URL(page.url());
    expect([url.searchParams.get('from'), url.searchParams.get('to')]).toEqual([day, day]);
    expect(await card(page, rex.name).getByTestId('appointment-vet').textContent()).toBe(bea.name);
    expect(await card(page, luna.name).getByTestId('appointment-vet').textContent()).toBe(ana.name);
    // Dense: a row is one line of buttons high, not a card.
    const height = (await card(page, rex.name).boundingBox())?.height ?? 0;
    expect(height).toBeGreaterThan(0);
    expect(height).toBeLessThan(80);
    await page.reload();
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('2 appointments');
    expect(await panel(page).getByLabel('From', { exact: true }).inputValue()).toBe(us(day));
    await panel(page).getByLabel('From', { exact: true }).fill(us(later));
    await panel(page).getByLabel('To', { exact: true }).fill('');
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('1 appointment');
    expect(await card(page, luna.name).textContent()).toContain('Booster');
    await expectNoAxeViolations(page, 'vet compact list with days (en)');
    await panel(page).getByRole('button', { name: 'Clear', exact: true }).click();
    await poll(() => new URL(page.url()).searchParams.get('from')).toBe(null);
    await context.close();
  });

  it('shows the day agenda as lists per vet and the list filtered by days in Spanish at phone width', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const toby = await seedDog(base, token, `Toby ${tag}`, `Jorge Díaz ${tag}`);
    const carla = await seedVet(base, token, `Carla Vet ${tag}`);
    const day = dayFromNow(4);
    await api(base, token, 'POST', '/api/vet/appointments', {
      dogId: toby._id,
      appointmentDate: day,
      time: '12:30',
      cause: 'Otitis',
    });
    await api(base, token, 'POST', '/api/vet/appointments', {
      dogId: toby._id,
      appointmentDate: dayFromNow(5),
      time: '12:30',
      cause: 'Revisión',
    });

    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto('/vet');
    await page.getByRole('tab', { name: 'Agenda del día' }).click();
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('agenda');
    await page.getByLabel('Día', { exact: true }).fill(us(day));
    await poll(() => new URL(page.url()).searchParams.get('day')).toBe(day);
    await poll(() => column(page, carla.name).count()).toBe(1);
    const unassigned = column(page, 'Sin asignar');
    await poll(() =>
      unassigned
        .getByRole('button', {
          name: new RegExp(`^12:30 PM–1:00 PM,\\s*${toby.name}\\s+Otitis\\s*,\\s*Programada$`),
        })
        .count(),
    ).toBe(1);
    expect(
      await column(page, carla.name)
        .getByRole('button', {
          name: new RegExp(`^Libre 9:00 AM–8:00 PM\\s*,\\s*reservar con ${carla.name}$`),
        })
        .count(),
    ).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'vet day agenda (es, phone)');

    // The list, filtered to that day: one row, its buttons within the screen.
    await page.getByRole('tab', { name: 'Lista de citas' }).click();
    await panel(page).getByLabel('Buscar por perro, dueño o motivo').fill(tag);
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('2 citas');
    await panel(page).getByLabel('Desde', { exact: true }).fill(us(day));
    await panel(page).getByLabel('Hasta', { exact: true }).fill(us(day));
    await poll(() => page.getByTestId('appointments-count').textContent()).toBe('1 cita');
    expect(await card(page, toby.name).textContent()).toContain('Otitis');
    expect(await card(page, toby.name).getByTestId('appointment-vet').textContent()).toBe('Sin asignar');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'vet compact list with days (es, phone)');
    await context.close();
  });
});
