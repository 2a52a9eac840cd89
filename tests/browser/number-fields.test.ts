// Issue 21, item 2: every number field reads the decimal comma the Spanish way and the point
// both ways, shows and pre-fills values in the reader's language, and refuses what it cannot read
// with the field's own message. Each field is typed into as a member of staff would, saved, and
// the value read back through the API: the dog form's weight and age, the hotel check-in's weight and
// temperature, the vet exam's temperature and weight (pre-filled with the dog's last weight), the
// grooming booking's weight, and a package's days left. Spanish at phone width, English on a desk.
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import { DESK, dayFromToday, PHONE, panel, pickOption, poll, rowAction, visible } from './helpers/screen';

type ApiOwner = { _id: string; name: string };
type ApiDog = { _id: string; name: string; weight: number | null };
type ApiBooking = {
  _id: string;
  status: string;
  vetCheckIn: { weight: number | null; temperature: number | null } | null;
};
type ApiAppointment = { _id: string; temperature: number | null; weight: number | null };
type ApiGrooming = { _id: string; weight: number | null };

async function seed(base: string, token: string, tag: string) {
  const owner = await api<ApiOwner>(base, token, 'POST', '/api/owners', {
    name: `Número ${tag}`,
    email: `numbers.${tag}@example.com`,
    phone: '+34 611 444 555',
    address: 'Calle Coma 4',
  });
  const dog = (name: string, weight: number) =>
    api<ApiDog>(base, token, 'POST', '/api/dogs', {
      name,
      breed: 'Beagle',
      age: 3,
      weight,
      owners: [owner._id],
    });
  return { owner, dog };
}

/** Each number field of the app, typed into in `lang`, saved, and read back through the API. */
async function everyNumberField(
  b: ReturnType<typeof useBrowser>,
  lang: 'es' | 'en',
  typed: { weight: string; temperature: string; shownWeight: string; age: string },
) {
  const es = lang === 'es';
  const base = b.baseUrl();
  const token = await apiToken(base);
  const tag = unique();
  const s = await seed(base, token, tag);
  const bobby = await s.dog(`Bobby ${tag}`, 10.2);
  const hotelDog = await s.dog(`Hotelero ${tag}`, 8);
  const today = dayFromToday(0);
  await api(base, token, 'POST', '/api/hotel', {
    dog: hotelDog._id,
    checkIn: today,
    checkOut: dayFromToday(2),
  });
  const appointment = await api<ApiAppointment>(base, token, 'POST', '/api/vet/appointments', {
    dogId: bobby._id,
    appointmentDate: dayFromToday(1),
    time: '10:00',
    cause: 'Control',
  });
  const { page, context } = await b.page({ lang, viewport: es ? PHONE : DESK });
  await logIn(page, admin(), lang);

  // The dog form: its weight shows the reader's way ('10,2'), and the typed one is saved.
  await page.goto(`/dogs?tab=all&search=${encodeURIComponent(bobby.name)}`);
  await rowAction(page, bobby.name, es ? 'Editar' : 'Edit', lang);
  const weightLabel = es ? 'Peso (kg)' : 'Weight (kg)';
  const dogWeight = panel(page).getByLabel(weightLabel, { exact: true });
  await poll(() => dogWeight.inputValue()).toBe(es ? '10,2' : '10.2');
  await dogWeight.fill(typed.weight);
  // The age too (years, fractional): '2,5' is two and a half.
  const age = panel(page).getByLabel(es ? 'Edad' : 'Age', { exact: true });
  await poll(() => age.inputValue()).toBe('3');
  await age.fill(typed.age);
  await page.getByRole('button', { name: es ? 'Actualizar perro' : 'Update Dog' }).click();
  await poll(
    visible(
      page,
      es ? '¡Datos del perro actualizados correctamente!' : 'Dog information updated successfully!',
    ),
  ).toBe(true);
  await poll(async () => {
    const saved = await api<ApiDog & { age: number | null }>(base, token, 'GET', `/api/dogs/${bobby._id}`);
    return [saved.weight, saved.age];
  }).toEqual([10.4, 2.5]);

  // The hotel check-in's health check: weight and temperature.
  await page.goto('/hotel?tab=checkin');
  const checkIn = panel(page);
  await pickOption(page, es ? 'Perro' : 'Dog', hotelDog.name, checkIn);
  await checkIn.getByLabel(weightLabel, { exact: true }).fill(typed.weight);
  await checkIn
    .getByLabel(es ? 'Temperatura (°C)' : 'Temperature (°C)', { exact: true })
    .fill(typed.temperature);
  await checkIn.getByRole('button', { name: es ? 'Registrar entrada' : 'Check In', exact: true }).click();
  const stay = async () =>
    (await api<(ApiBooking & { dog: { _id: string } })[]>(base, token, 'GET', '/api/hotel')).find(
      (x) => x.dog._id === hotelDog._id,
    );
  await poll(stay).toMatchObject({ status: 'checked-in', vetCheckIn: { weight: 10.4, temperature: 38.6 } });

  // The vet exam: the weight starts from the dog's last one, written the reader's way.
  await page.goto(`/vet?q=${encodeURIComponent(bobby.name)}`);
  const card = page.getByTestId('appointment-row').filter({ hasText: bobby.name });
  await card.getByRole('button', { name: es ? 'Iniciar examen' : 'Start Exam' }).click();
  const exam = page.getByTestId('exam-form');
  await poll(() => exam.getByLabel(weightLabel).inputValue()).toBe(typed.shownWeight);
  await exam.getByLabel(es ? 'Temperatura (°C)' : 'Temperature (°C)').fill(typed.temperature);
  await exam.getByLabel(weightLabel).fill(typed.weight);
  await exam.getByRole('button', { name: es ? 'Guardar progreso' : 'Save Progress' }).click();
  await poll(async () => {
    const saved = await api<ApiAppointment>(base, token, 'GET', `/api/vet/appointments/${appointment._id}`);
    return [saved.temperature, saved.weight];
  }).toEqual([38.6, 10.4]);

  // The grooming booking: the dog's weight fills in the reader's way; the typed one is saved.
  await page.goto('/grooming?tab=form');
  const form = page.getByTestId('grooming-form');
  await pickOption(page, es ? 'Perro' : 'Dog', bobby.name);
  await poll(() => form.getByLabel(weightLabel, { exact: true }).inputValue()).toBe(typed.shownWeight);
  await form.getByLabel(weightLabel, { exact: true }).fill(typed.weight);
  await form.getByLabel(es ? 'Fecha' : 'Date', { exact: true }).fill(dayFromToday(2));
  await form.getByLabel(es ? 'Hora' : 'Time', { exact: true }).fill('11:00');
  await form.getByRole('button', { name: es ? 'Reservar cita' : 'Book Appointment' }).click();
  const groomed = async () =>
    (await api<{ bookings: ApiGrooming[] }>(base, token, 'GET', `/api/grooming/dog/${bobby._id}`)).bookings[0]
      ?.weight;
  await poll(groomed).toBe(10.4);
  await context.close();
}

describe('number fields', () => {
  const b = useBrowser();

  it('reads 10,4 and 38,6 typed the Spanish way into every number field (Spanish, phone)', async () => {
    await everyNumberField(b, 'es', { weight: '10,4', temperature: '38,6', shownWeight: '10,4', age: '2,5' });
  });

  it('reads the decimal point in Spanish too', async () => {
    await everyNumberField(b, 'es', { weight: '10.4', temperature: '38.6', shownWeight: '10,4', age: '2.5' });
  });

  it('reads 10.4 in English, and refuses 10,4 with the field’s own message (English)', async () => {
    await everyNumberField(b, 'en', { weight: '10.4', temperature: '38.6', shownWeight: '10.4', age: '2.5' });

    // What cannot be read is refused by the field, as any value out of its range.
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const s = await seed(base, token, tag);
    const nala = await s.dog(`Nala ${tag}`, 6);
    const appointment = await api<ApiAppointment>(base, token, 'POST', '/api/vet/appointments', {
      dogId: nala._id,
      appointmentDate: dayFromToday(1),
      time: '12:00',
      cause: 'Control',
    });
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page.goto(`/vet?q=${encodeURIComponent(nala.name)}`);
    const card = page.getByTestId('appointment-row').filter({ hasText: nala.name });
    await card.getByRole('button', { name: 'Start Exam' }).click();
    const exam = page.getByTestId('exam-form');
    // The form fills the dog's weight once it has loaded: typed before, the two would mix ('610,4').
    await poll(() => exam.getByLabel('Weight (kg)').inputValue()).toBe('6');
    await exam.getByLabel('Weight (kg)').fill('10,4');
    await exam.getByLabel('Temperature (°C)').fill('38.6.1');
    await exam.getByRole('button', { name: 'Save Progress' }).click();
    await poll(visible(exam, 'Weight must be between 0.1-100 kg')).toBe(true);
    await poll(visible(exam, 'Temperature must be between 32-43°C')).toBe(true);
    // The typed text stays as typed, to be corrected.
    expect(await exam.getByLabel('Weight (kg)').inputValue()).toBe('10,4');
    await expectNoAxeViolations(page, 'exam refusing unreadable numbers (en)');
    const saved = await api<ApiAppointment>(base, token, 'GET', `/api/vet/appointments/${appointment._id}`);
    expect([saved.temperature, saved.weight]).toEqual([null, null]);
    await context.close();
  });

  it('refuses days left it cannot read as a whole number, in the field’s words (Spanish)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const s = await seed(base, token, tag);
    const kira = await s.dog(`Kira ${tag}`, 12);
    const pkg = await api<{ _id: string }>(base, token, 'POST', '/api/daycare/packages', {
      dog: kira._id,
      packageType: '15-day',
    });
    const { page, context } = await b.page({ lang: 'es', viewport: DESK });
    await logIn(page, admin(), 'es');
    await page.goto(`/daycare/packages/active?q=${encodeURIComponent(kira.name)}`);
    await page.getByRole('button', { name: `Editar el bono de ${kira.name}` }).click();
    const drawer = page.getByTestId('package-drawer');
    const days = drawer.getByLabel('Días restantes', { exact: true });
    await poll(() => days.inputValue()).toBe('15');
    await days.fill('2,5');
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await poll(visible(drawer, 'Los días restantes deben ser un número entero igual o mayor que 0')).toBe(
      true,
    );
    await days.fill('7');
    await drawer.getByRole('button', { name: 'Guardar' }).click();
    await poll(
      async () =>
        (
          await api<{ _id: string; daysLeft: number }[]>(
            base,
            token,
            'GET',
            `/api/daycare/packages/dog/${kira._id}`,
          )
        ).find((p) => p._id === pkg._id)?.daysLeft,
    ).toBe(7);
    await context.close();
  });
});
