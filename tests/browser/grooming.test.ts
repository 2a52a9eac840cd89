// The grooming salon through the screens: a booking made with the dog's details filled in by the
// picker (phone, weight, info panel with the size tag), seen at once in the Overview's day view,
// Upcoming and All Bookings; edited; started, completed, cancelled and deleted with the spec's
// messages; All Bookings' search (dog, owner, phone) and status filter in the URL; a free slot of
// the day view booked (also from the keyboard); a busy groomer refused; the dog details modal's
// Grooming History tab; the Overview led by its day view, Today and Upcoming as dense rows (both
// languages, desk and phone). English at desk width, Spanish at phone width, axe-clean. Data is seeded
// over REST; every test makes its own uniquely named dogs and groomers.
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import {
  closeMessage,
  DESK,
  dayFromToday,
  figure,
  noSidewaysScroll,
  PHONE,
  panel,
  pickOption,
  poll,
  usDay as usDate,
  visible,
} from './helpers/screen';

type ApiOwner = { _id: string; name: string; phone: string };
type ApiDog = { _id: string; name: string };
type ApiUser = { _id: string; username: string; name: string };
type ApiBooking = { booking: { _id: string; status: string } };

async function seed(base: string, token: string, tag: string) {
  const owner = await api<ApiOwner>(base, token, 'POST', '/api/owners', {
    name: `Marta Vidal ${tag}`,
    email: `marta.g.${tag}@example.com`,
    phone: '+34 611 222 333',
    address: 'Calle Mayor 1',
  });
  const dog = (name: string, weight: number) =>
    api<ApiDog>(base, token, 'POST', '/api/dogs', {
      name,
      breed: 'Poodle',
      age: 4,
      weight,
      owners: [owner._id],
    });
  const groomer = (name: string) =>
    api<ApiUser>(base, token, 'POST', '/api/users', {
      username: `groomer_${name.toLowerCase()}_${tag}`,
      password: 'groomer-pass-123',
      name: `${name} ${tag}`,
      role: 'groomer',
    });
  return { owner, dog, groomer };
}

describe('grooming salon', () => {
  const b = useBrowser();

  it('books with the dog’s details filled in, shows it in all three lists, edits, starts, completes, cancels, deletes, searches and filters (English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const s = await seed(base, token, tag);
    const luna = await s.dog(`Luna ${tag}`, 9.5);
    const ana = await s.groomer('Ana');
    const day = dayFromToday(1);

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Grooming' })
      .click();
    await page.waitForURL((url) => url.pathname === '/grooming');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Grooming' }).isVisible()).toBe(true);
    await poll(() => page.getByTestId('stat-total').isVisible()).toBe(true);
    const upcoming0 = await figure(page, 'stat-upcoming');
    const total0 = await figure(page, 'stat-total');
    for (const title of ["Today's Grooming Appointments", 'Day View', 'Upcoming']) {
      expect(await page.getByRole('heading', { level: 2, name: title }).isVisible()).toBe(true);
    }
    expect(await page.getByText('Next 4 days', { exact: true }).isVisible()).toBe(true);

    // New Appointment: everything required says so, in the spec's words.
    await page.getByRole('button', { name: 'New Appointment', exact: true }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('form');
    const form = page.getByTestId('grooming-form');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    for (const message of [
      'Please select a dog',
      'Owner phone is required',
      'Please enter a valid weight',
      'Appointment date and time is required',
    ]) {
      await poll(visible(form, message)).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await expectNoAxeViolations(page, 'grooming form with errors (en)');

    // Picking the dog fills the owner's phone and the weight, and shows the info panel.
    await pickOption(page, 'Dog', luna.name);
    expect(await form.getByLabel('Owner phone', { exact: true }).inputValue()).toBe('+34 611 222 333');
    expect(await form.getByLabel('Weight (kg)', { exact: true }).inputValue()).toBe('9.5');
    const info = page.getByTestId('dog-info-panel');
    await poll(() => info.isVisible()).toBe(true);
    // The last grooming is looked up once the dog is picked ('…' until then).
    await poll(visible(info, 'Never groomed here')).toBe(true);
    const infoText = (await info.textContent()) ?? '';
    for (const text of [luna.name, 'Poodle', '4 years', s.owner.name, 'Never groomed here']) {
      expect(infoText).toContain(text);
    }
    expect(await info.getByTestId('size-tag').textContent()).toBe('S · Small');
    // Full Grooming is preselected; a bath and nail trim for a small dog takes an hour.
    expect(await form.getByLabel('Full Grooming').isChecked()).toBe(true);
    expect(await form.getByLabel('Length', { exact: true }).inputValue()).toBe('90');
    await form.getByText('Full Grooming', { exact: true }).click();
    await form.getByText('Bath Only', { exact: true }).click();
    await form.getByText('Nail Trim', { exact: true }).click();
    await poll(() => form.getByLabel('Length', { exact: true }).inputValue()).toBe('60');
    // A past day is refused.
    await form.getByLabel('Date', { exact: true }).fill(dayFromToday(-1));
    await form.getByLabel('Time', { exact: true }).fill('11:00');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await poll(visible(form, 'Appointment date cannot be in the past')).toBe(true);
    await form.getByLabel('Date', { exact: true }).fill(day);
    // The picker offers the groomers by name only (never a username).
    await form.getByLabel('Groomer', { exact: true }).selectOption({ label: ana.name });
    await form.getByLabel('Notes', { exact: true }).fill('Nervous with the dryer');
    await form.getByRole('button', { name: 'Book Appointment' }).click();
    await poll(visible(page, 'Grooming appointment scheduled successfully!')).toBe(true);

    // Back on the Overview, with the day view on the booked day: Luna's block in Ana's column.
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe(null);
    await poll(() => new URL(page.url()).searchParams.get('day')).toBe(day);
    const anaColumn = page
      .getByTestId('schedule-column')
      .filter({ has: page.getByRole('heading', { name: ana.name }) });
    await poll(() =>
      anaColumn
        .getByRole('button', {
          name: new RegExp(`^11:00 AM–12:00 PM,\\s*${luna.name}\\s+Bath Only, Nail Trim\\s*,\\s*Scheduled$`),
        })
        .count(),
    ).toBe(1);
    await poll(() => figure(page, 'stat-upcoming')).toBe(upcoming0 + 1);
    expect(await figure(page, 'stat-total')).toBe(total0 + 1);
    const upcomingCard = page
      .getByTestId('upcoming-list')
      .getByTestId('booking-row')
      .filter({ hasText: luna.name });
    await poll(() => upcomingCard.count()).toBe(1);
    await expectNoAxeViolations(page, 'grooming overview with the day view (en)');

    // All Bookings: the card carries every field.
    await page.getByRole('tab', { name: 'All Bookings' }).click();
    await panel(page).getByLabel('Search bookings').fill(`luna ${tag}`);
    await poll(() => page.getByTestId('bookings-count').textContent()).toBe('1 booking');
    const card = panel(page).getByTestId('booking-card');
    const cardText = (await card.textContent()) ?? '';
    for (const text of [
      luna.name,
      'Scheduled',
      s.owner.name,
      usDate(day),
      '11:00 AM – 12:00 PM (1 h)',
      '+34 611 222 333',
      '9.5 kg',
      'S · Small',
      'Bath Only, Nail Trim',
      ana.name,
      'Nervous with the dryer',
      'Created by',
      'Modified by',
      'admin on',
    ]) {
      expect(cardText, text).toContain(text);
    }
    // Search by owner name and by a part of the phone; the status filter; all in the URL.
    await panel(page).getByLabel('Search bookings').fill(`marta vidal ${tag}`);
    await poll(() => page.getByTestId('bookings-count').textContent()).toBe('1 booking');
    await panel(page).getByLabel('Status', { exact: true }).selectOption('completed');
    await poll(() => page.getByTestId('bookings-empty').textContent()).toBe('No bookings match your search.');
    await panel(page).getByLabel('Status', { exact: true }).selectOption('scheduled');
    await poll(() => page.getByTestId('bookings-count').textContent()).toBe('1 booking');
    const url = new URL(page.url());
    expect([url.searchParams.get('tab'), url.searchParams.get('status')]).toEqual(['bookings', 'scheduled']);
    await page.reload();
    await poll(() => page.getByTestId('bookings-count').textContent()).toBe('1 booking');
    await panel(page).getByLabel('Search bookings').fill('611 222');
    await poll(() => panel(page).getByTestId('booking-card').filter({ hasText: luna.name }).count()).toBe(1);
    await panel(page).getByLabel('Search bookings').fill(`luna ${tag}`);
    await poll(() => page.getByTestId('bookings-count').textContent()).toBe('1 booking');
    await expectNoAxeViolations(page, 'grooming all bookings (en)');

    // Tomorrow's booking cannot be started yet.
    expect(await card.getByRole('button', { name: `Start ${luna.name}'s appointment` }).count()).toBe(0);

    // Edit: the form is Edit Booking with the booking's values; a new time is saved, today.
    await card.getByRole('button', { name: `Edit ${luna.name}'s booking` }).click();
    await poll(() => page.getByRole('tab', { name: 'Edit Booking' }).isVisible()).toBe(true);
    // Times read the business's way: the spec's 12-hour clock by default.
    expect(await form.getByLabel('Time', { exact: true }).inputValue()).toBe('11:00 AM');
    expect(await form.getByLabel('Bath Only').isChecked()).toBe(true);
    await form.getByLabel('Date', { exact: true }).fill(dayFromToday(0));
    await form.getByLabel('Time', { exact: true }).fill('12:30');
    await form.getByLabel('Notes', { exact: true }).fill('Nervous with the dryer; short nails');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await poll(visible(page, 'Grooming appointment updated successfully!')).toBe(true);
    await page.getByRole('tab', { name: 'All Bookings' }).click();
    await poll(async () => (await card.textContent()) ?? '').toContain('12:30 PM – 1:30 PM (1 h)');
    expect(await card.textContent()).toContain('short nails');

    // Start, Complete, Cancel: each says so with the status in English; the buttons follow.
    await panel(page).getByLabel('Status', { exact: true }).selectOption('all');
    await poll(() => page.getByTestId('bookings-count').textContent()).toBe('1 booking');
    await card.getByRole('button', { name: `Start ${luna.name}'s appointment` }).click();
    await poll(visible(page, `${luna.name}'s booking status updated to In Progress!`)).toBe(true);
    await poll(() => card.getByTestId('booking-status').textContent()).toBe('In Progress');
    // The message appears under the pointer, which pauses it; close it as a user would, since the
    // card's next button can sit beneath it at the bottom-left corner.
    await closeMessage(page);
    expect(await card.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    expect(await card.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await card.getByRole('button', { name: `Complete ${luna.name}'s appointment` }).click();
    await poll(visible(page, `${luna.name}'s booking status updated to Completed!`)).toBe(true);
    await poll(() => card.getByTestId('booking-status').textContent()).toBe('Completed');
    expect(await card.locator('[data-field="completed"]').textContent()).toMatch(
      /^Completed\d{2}\/\d{2}\/\d{4}/,
    );
    // A completed groom offers no Cancel; the message's Undo puts it back in progress.
    expect(await card.getByRole('button', { name: `Cancel ${luna.name}'s appointment` }).count()).toBe(0);
    await page.getByTestId('toast-success').getByRole('button', { name: 'Undo' }).click();
    await poll(() => card.getByTestId('booking-status').textContent()).toBe('In Progress');
    await card.getByRole('button', { name: `Cancel ${luna.name}'s appointment` }).click();
    await poll(visible(page, `${luna.name}'s booking status updated to Cancelled!`)).toBe(true);
    await poll(() => card.getByTestId('booking-status').textContent()).toBe('Cancelled');
    await closeMessage(page);
    for (const action of ['Start', 'Complete', 'Cancel', 'Edit']) {
      expect(await card.getByRole('button', { name: new RegExp(`^${action} `) }).count(), action).toBe(0);
    }

    // Delete asks first; Cancel keeps it, Delete removes it.
    await card.getByRole('button', { name: `Delete ${luna.name}'s appointment` }).click();
    const dialog = page.getByRole('alertdialog');
    await poll(() => dialog.getByText('Delete this grooming appointment?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    await card.getByRole('button', { name: `Delete ${luna.name}'s appointment` }).click();
    await page.getByTestId('confirm-delete-booking').click();
    await poll(visible(page, 'Grooming appointment deleted successfully!')).toBe(true);
    await poll(() => page.getByTestId('bookings-empty').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await poll(() => figure(page, 'stat-total')).toBe(total0);
    await context.close();
  });

  it('books a free slot of the day view, refuses a busy groomer, runs the day from the cards and the day view, shows the dog’s history (Spanish, phone)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const s = await seed(base, token, tag);
    const coco = await s.dog(`Coco ${tag}`, 25);
    const rex = await s.dog(`Rex ${tag}`, 40);
    const bea = await s.groomer('Bea');
    const today = dayFromToday(0);
    // Bea is busy 12:00–13:00 today; Rex has ten past bookings for his history.
    await api<ApiBooking>(base, token, 'POST', '/api/grooming', {
      dog: rex._id,
      ownerPhone: '600 000 000',
      weight: 40,
      appointmentDate: `${today}T12:00`,
      durationMinutes: 60,
      groomingServices: ['bath'],
      groomerId: bea._id,
    });
    for (let i = 1; i <= 10; i++) {
      await api<ApiBooking>(base, token, 'POST', '/api/grooming', {
        dog: rex._id,
        ownerPhone: '600 000 000',
        weight: 40,
        appointmentDate: `${dayFromToday(i)}T18:00`,
        groomingServices: ['nail-trim'],
      });
    }

    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto('/grooming');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Peluquería' }).isVisible()).toBe(true);
    const beaColumn = page
      .getByTestId('schedule-column')
      .filter({ has: page.getByRole('heading', { name: bea.name }) });
    await poll(() => beaColumn.count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);

    // The free time before Bea's appointment, reached and chosen with the keyboard.
    const slot = beaColumn.getByRole('button', {
      name: new RegExp(`^Libre 8:00 AM–12:00 PM\\s*,\\s*reservar con ${bea.name}$`),
    });
    await slot.focus();
    await page.keyboard.press('Enter');
    await poll(() => new URL(page.url()).searchParams.get('tab')).toBe('form');
    const form = page.getByTestId('grooming-form');
    expect(await form.getByLabel('Fecha', { exact: true }).inputValue()).toBe(usDate(today));
    expect(await form.getByLabel('Hora', { exact: true }).inputValue()).toBe('8:00 AM');
    // The groomer list arrives from the server; the slot's groomer is chosen once it has.
    await poll(() => form.getByLabel('Peluquero', { exact: true }).inputValue()).toBe(bea._id);
    await pickOption(page, 'Perro', coco.name);
    expect(await form.getByLabel('Teléfono del dueño', { exact: true }).inputValue()).toBe('+34 611 222 333');
    expect(await page.getByTestId('size-tag').textContent()).toBe('L · Grande');
    // A full grooming of a large dog: 2 h 30 min, which would run into Bea's 12:00... at 10:00.
    await form.getByLabel('Hora', { exact: true }).fill('10:00');
    await form.getByRole('button', { name: 'Reservar cita' }).click();
    await poll(visible(page, 'Este peluquero ya tiene una cita a esa hora')).toBe(true);
    await form.getByLabel('Hora', { exact: true }).fill('08:30');
    await form.getByRole('button', { name: 'Reservar cita' }).click();
    await poll(visible(page, '¡Cita de peluquería programada correctamente!')).toBe(true);
    await poll(() =>
      beaColumn.getByRole('button', { name: new RegExp(`^8:30 AM–11:00 AM,\\s*${coco.name}\\s`) }).count(),
    ).toBe(1);
    const todayCard = page
      .getByTestId('today-list')
      .getByTestId('booking-row')
      .filter({ hasText: coco.name });
    await poll(() => todayCard.count()).toBe(1);
    expect(await todayCard.textContent()).toContain('L · Grande');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'grooming overview (es, phone)');

    // Start from the card, complete from the day view's block.
    await todayCard.getByRole('button', { name: `Empezar la cita de ${coco.name}` }).click();
    await poll(visible(page, `¡Estado de la cita de ${coco.name} actualizado a En curso!`)).toBe(true);
    await poll(() => todayCard.getByTestId('booking-status').textContent()).toBe('En curso');
    await beaColumn.getByRole('button', { name: new RegExp(`${coco.name}.*En curso`) }).click();
    const bookingDialog = page.getByTestId('booking-dialog');
    await poll(() => bookingDialog.isVisible()).toBe(true);
    await bookingDialog.getByRole('button', { name: `Completar la cita de ${coco.name}` }).click();
    await poll(visible(page, `¡Estado de la cita de ${coco.name} actualizado a Completada!`)).toBe(true);
    await poll(() => todayCard.getByTestId('booking-status').textContent()).toBe('Completada');
    await page.keyboard.press('Escape');

    // The dog details modal, from the dog's name on Rex's card: 8 bookings, then the 'more' line,
    // and the way to the section.
    const rexCard = page.getByTestId('today-list').getByTestId('booking-row').filter({ hasText: rex.name });
    await rexCard.getByRole('button', { name: rex.name, exact: true }).click();
    const details = page.getByTestId('dog-details');
    await poll(() => details.isVisible()).toBe(true);
    await details.getByRole('tab', { name: /Historial de peluquería/ }).click();
    const history = details.getByTestId('history-grooming');
    await poll(() => history.locator('li').count()).toBe(8);
    expect(await history.textContent()).toContain('... y 3 citas de peluquería más');
    await expectNoAxeViolations(page, 'dog details grooming history (es, phone)');
    await history.getByRole('button', { name: 'Ir a Peluquería' }).click();
    await poll(() => details.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/grooming');
    await context.close();
  });
  for (const lang of ['en', 'es'] as const) {
    it(`leads the Overview with the day view and lists today and the next days as dense rows (${lang}, ${lang === 'en' ? 'desk' : 'phone'})`, async () => {
      const base = b.baseUrl();
      const token = await apiToken(base);
      const tag = unique();
      const s = await seed(base, token, tag);
      const kira = await s.dog(`Kira ${tag}`, 12);
      const nube = await s.dog(`Nube ${tag}`, 30);
      const eva = await s.groomer('Eva');
      await api<ApiBooking>(base, token, 'POST', '/api/grooming', {
        dog: kira._id,
        ownerPhone: '600 000 001',
        weight: 12,
        appointmentDate: `${dayFromToday(0)}T19:00`,
        durationMinutes: 60,
        groomingServices: ['bath'],
        groomerId: eva._id,
      });
      await api<ApiBooking>(base, token, 'POST', '/api/grooming', {
        dog: nube._id,
        ownerPhone: '600 000 002',
        weight: 30,
        appointmentDate: `${dayFromToday(2)}T10:00`,
        durationMinutes: 90,
        groomingServices: ['full-grooming'],
      });
      const w =
        lang === 'en'
          ? {
              title: 'Grooming',
              day: 'Day View',
              today: "Today's Grooming Appointments",
              upcoming: 'Upcoming',
              start: 'Start',
              bath: 'Bath Only',
            }
          : {
              title: 'Peluquería',
              day: 'Agenda del día',
              today: 'Citas de peluquería de hoy',
              upcoming: 'Próximas',
              start: 'Empezar',
              bath: 'Solo baño',
            };
      const { page, context } = await b.page({ lang, viewport: lang === 'en' ? DESK : PHONE });
      await logIn(page, admin(), lang);
      await page.goto('/grooming');
      await poll(() => page.getByRole('heading', { level: 1, name: w.title }).isVisible()).toBe(true);
      const kiraRow = page
        .getByTestId('today-list')
        .getByTestId('booking-row')
        .filter({ hasText: kira.name });
      await poll(() => kiraRow.count()).toBe(1);
      // The day view comes first, its top on the first screen; then the figures, today, upcoming.
      const top = async (id: string) => (await page.getByTestId(id).boundingBox())?.y ?? Number.NaN;
      const order = [
        await top('day-view'),
        await top('stat-today'),
        await top('today-section'),
        await top('upcoming-section'),
      ];
      expect([...order].sort((x, y) => x - y)).toEqual(order);
      expect(order[0]).toBeLessThan((lang === 'en' ? DESK : PHONE).height);
      const headings = await panel(page).getByRole('heading', { level: 2 }).allTextContents();
      expect(headings.slice(0, 3)).toEqual([w.day, w.today, w.upcoming]);
      // Today's row: the time, the dog with its size, the services and groomer, Start.
      const text = (await kiraRow.textContent()) ?? '';
      for (const part of [kira.name, w.bath, eva.name]) expect(text, part).toContain(part);
      expect(
        await kiraRow
          .getByRole('button', { name: new RegExp(`${w.start}.*${kira.name}|${kira.name}.*${w.start}`) })
          .count(),
      ).toBe(1);
      const upcoming = page
        .getByTestId('upcoming-list')
        .getByTestId('booking-row')
        .filter({ hasText: nube.name });
      await poll(() => upcoming.count()).toBe(1);
      // Dense: a row is a line or two high at the desk, a few short lines on a phone (a card was ~400 px).
      const height = (await kiraRow.boundingBox())?.height ?? 0;
      expect(height).toBeGreaterThan(0);
      expect(height).toBeLessThan(lang === 'en' ? 80 : 180);
      if (lang === 'es') expect(await noSidewaysScroll(page)).toBe(true);
      await expectNoAxeViolations(page, `grooming overview led by the day view (${lang})`);
      await context.close();
    });
  }
});
