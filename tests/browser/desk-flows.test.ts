// A day at the desk (docs/domains/), through the screens, in both languages: the daycare check-in
// picker ranks the dog expected now first (11 dogs called Max, one with a 15-day package) and
// Enter checks that one in; a daycare check-out and a grooming Start and Complete are undone
// from their message (by keyboard too), read back through the API; a completed grooming offers
// no Cancel and a booking of a later day no Start; an early hotel check-out says so before it
// is confirmed and ends the stay that day. Data is seeded over REST with unique names.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, type Lang, logIn, unique, useBrowser } from './helpers/browser';
import {
  DESK,
  dayFromToday as day,
  noSidewaysScroll,
  PHONE,
  panel,
  poll,
  usDay,
  visible,
} from './helpers/screen';

type ApiOwner = { _id: string; name: string };
type ApiDog = { _id: string; name: string; breed: string };
type ApiVisit = { _id: string; status: string; dog: { _id: string }; checkInTime: string | null };
type ApiGrooming = { _id: string; status: string; completedAt: string | null };
type ApiStay = { _id: string; status: string; checkOutDay: string; nights: number };

async function seedOwner(base: string, token: string, name: string): Promise<ApiOwner> {
  const tag = unique();
  return api<ApiOwner>(base, token, 'POST', '/api/owners', {
    name,
    email: `desk.${tag}@example.com`,
    phone: '+34 600 123 456',
    address: 'Calle Mayor 1',
  });
}

const seedDog = (base: string, token: string, owner: ApiOwner, name: string, breed = 'Beagle') =>
  api<ApiDog>(base, token, 'POST', '/api/dogs', { name, breed, age: 4, owners: [owner._id] });

const viewport = (lang: Lang) => (lang === 'en' ? DESK : PHONE);

/**
 * The message's Undo, by keyboard: Alt+T moves the focus to the messages, Tab to the message,
 * Tab again to its Undo, Enter presses it.
 */
async function undoByKeyboard(page: Page, undo: string) {
  await page.keyboard.press('Alt+KeyT');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(undo);
  await page.keyboard.press('Enter');
}

describe('a day at the desk', () => {
  const b = useBrowser();

  for (const lang of ['en', 'es'] as const) {
    const w =
      lang === 'en'
        ? {
            dog: 'Dog',
            checkIn: 'Check In',
            uses: 'Uses: 15 Days · 15 days left',
            checkedIn: (n: string) => `${n} checked in successfully!`,
          }
        : {
            dog: 'Perro',
            checkIn: 'Registrar entrada',
            uses: 'Usará: 15 días · quedan 15 días',
            checkedIn: (n: string) => `¡Entrada de ${n} registrada correctamente!`,
          };

    it(`ranks the dog expected now first among 11 called Max, and Enter checks that one in (${lang})`, async () => {
      const base = b.baseUrl();
      const token = await apiToken(base);
      const tag = unique();
      const owner = await seedOwner(base, token, `Lucía Prado ${tag}`);
      const maxes: ApiDog[] = [];
      for (let i = 0; i < 11; i++) maxes.push(await seedDog(base, token, owner, `Max ${tag}`, `Breed ${i}`));
      // By name they tie and the id decides: the one with the package is the one the ids put last.
      const sorted = [...maxes].sort((x, y) => (x._id < y._id ? -1 : 1));
      const regular = sorted[10] as ApiDog;
      await api(base, token, 'POST', '/api/daycare/packages', { dog: regular._id, packageType: '15-day' });

      const { page, context } = await b.page({ lang, viewport: viewport(lang) });
      await logIn(page, admin(), lang);
      await page.goto('/daycare?tab=checkin');
      const box = page.getByRole('combobox', { name: w.dog });
      await box.click();
      // Typed and Enter at once: the picker waits for the server's answer to these words.
      await box.fill(`Max ${tag}`);
      await page.keyboard.press('Enter');
      await poll(() => box.inputValue()).toBe(`Max ${tag}`);
      await poll(() => page.getByTestId('check-in-package').textContent()).toBe(w.uses);
      // The list, opened again, shows the regular first: breed, owner, package, a small picture.
      await box.fill('');
      await box.fill(`Max ${tag}`);
      const options = page.getByRole('option');
      await poll(() => options.count()).toBe(11);
      const first = (await options.first().textContent()) ?? '';
      expect(first).toContain(`${regular.breed} · ${owner.name}`);
      expect(first).toContain(w.uses);
      expect(await options.first().getByTestId('dog-option-thumb').count()).toBe(1);
      await expectNoAxeViolations(page, `check-in picker ranked (${lang})`);
      await page.keyboard.press('Enter');
      await panel(page).getByRole('button', { name: w.checkIn, exact: true }).click();
      await poll(visible(page, w.checkedIn(`Max ${tag}`))).toBe(true);
      const today = await api<ApiVisit[]>(base, token, 'GET', '/api/daycare/visits/today');
      const mine = today.filter((v) => maxes.some((m) => m._id === v.dog._id));
      expect(mine.map((v) => [v.dog._id, v.status])).toEqual([[regular._id, 'active']]);
      if (lang === 'es') expect(await noSidewaysScroll(page)).toBe(true);
      await context.close();
    });
  }

  for (const lang of ['en', 'es'] as const) {
    const w =
      lang === 'en'
        ? {
            checkOut: (n: string) => `Check out ${n}`,
            out: (n: string) => `${n} checked out successfully!`,
            undone: (n: string) => `Check-out undone: ${n} is here again`,
            undo: 'Undo',
          }
        : {
            checkOut: (n: string) => `Registrar salida de ${n}`,
            out: (n: string) => `¡Salida de ${n} registrada correctamente!`,
            undone: (n: string) => `Salida deshecha: ${n} vuelve a estar aquí`,
            undo: 'Deshacer',
          };

    it(`undoes a daycare check-out from its message: the visit is active again, same check-in time (${lang})`, async () => {
      const base = b.baseUrl();
      const token = await apiToken(base);
      const tag = unique();
      const owner = await seedOwner(base, token, `Olga Ruiz ${tag}`);
      const lua = await seedDog(base, token, owner, `Lúa ${tag}`);
      const visit = await api<ApiVisit>(base, token, 'POST', '/api/daycare/visits', { dog: lua._id });

      const { page, context } = await b.page({ lang, viewport: viewport(lang) });
      await logIn(page, admin(), lang);
      await page.goto('/daycare');
      const card = page.getByTestId('here-card').filter({ hasText: lua.name });
      await poll(() => card.count()).toBe(1);
      await card.getByRole('button', { name: w.checkOut(lua.name) }).click();
      await poll(visible(page, w.out(lua.name))).toBe(true);
      await poll(() => card.count()).toBe(0);
      const toast = page.getByTestId('toast-success');
      expect(await toast.getByRole('button', { name: w.undo }).isVisible()).toBe(true);
      await expectNoAxeViolations(page, `check-out message with Undo (${lang})`);
      // English by keyboard, Spanish by touch.
      if (lang === 'en') await undoByKeyboard(page, w.undo);
      else await toast.getByRole('button', { name: w.undo }).click();
      await poll(visible(page, w.undone(lua.name))).toBe(true);
      await poll(() => card.count()).toBe(1);
      const back = await api<ApiVisit>(base, token, 'GET', `/api/daycare/visits/${visit._id}`);
      expect(back).toMatchObject({ status: 'active', checkInTime: visit.checkInTime, checkOutTime: null });
      await context.close();
    });
  }

  for (const lang of ['en', 'es'] as const) {
    const w =
      lang === 'en'
        ? {
            start: (n: string) => `Start ${n}'s appointment`,
            complete: (n: string) => `Complete ${n}'s appointment`,
            cancel: (n: string) => `Cancel ${n}'s appointment`,
            started: (n: string) => `${n}'s booking status updated to In Progress!`,
            done: (n: string) => `${n}'s booking status updated to Completed!`,
            undoneStart: (n: string) => `Undone: ${n}'s booking is Scheduled again`,
            undoneDone: (n: string) => `Undone: ${n}'s booking is In Progress again`,
            undo: 'Undo',
          }
        : {
            start: (n: string) => `Empezar la cita de ${n}`,
            complete: (n: string) => `Completar la cita de ${n}`,
            cancel: (n: string) => `Cancelar la cita de ${n}`,
            started: (n: string) => `¡Estado de la cita de ${n} actualizado a En curso!`,
            done: (n: string) => `¡Estado de la cita de ${n} actualizado a Completada!`,
            undoneStart: (n: string) => `Deshecho: la cita de ${n} vuelve a estar Programada`,
            undoneDone: (n: string) => `Deshecho: la cita de ${n} vuelve a estar En curso`,
            undo: 'Deshacer',
          };

    it(`undoes a grooming Start and a Complete; no Cancel once completed, no Start on a later day (${lang})`, async () => {
      const base = b.baseUrl();
      const token = await apiToken(base);
      const tag = unique();
      const owner = await seedOwner(base, token, `Iker Sanz ${tag}`);
      const kira = await seedDog(base, token, owner, `Kira ${tag}`);
      const book = async (dayText: string) =>
        (
          await api<{ booking: ApiGrooming }>(base, token, 'POST', '/api/grooming', {
            dog: kira._id,
            ownerPhone: '+34 600 123 456',
            weight: 9,
            appointmentDate: `${dayText}T23:15`,
            groomingServices: ['bath'],
          })
        ).booking;
      const today = await book(day(0));
      const tomorrow = await book(day(1));
      const read = async (id: string) =>
        (await api<{ booking: ApiGrooming }>(base, token, 'GET', `/api/grooming/${id}`)).booking;

      const { page, context } = await b.page({ lang, viewport: viewport(lang) });
      await logIn(page, admin(), lang);
      await page.goto('/grooming');
      const todayCard = page
        .getByTestId('today-list')
        .getByTestId('booking-row')
        .filter({ hasText: kira.name });
      await poll(() => todayCard.count()).toBe(1);
      // Tomorrow's booking offers no Start (but may be cancelled).
      const upcomingCard = page
        .getByTestId('upcoming-list')
        .getByTestId('booking-row')
        .filter({ hasText: kira.name });
      await poll(() => upcomingCard.count()).toBe(1);
      expect(await upcomingCard.getByRole('button', { name: w.start(kira.name) }).count()).toBe(0);
      expect(await upcomingCard.getByRole('button', { name: w.cancel(kira.name) }).count()).toBe(1);

      // Start, then Undo from the message: scheduled again.
      await todayCard.getByRole('button', { name: w.start(kira.name) }).click();
      await poll(visible(page, w.started(kira.name))).toBe(true);
      await poll(async () => (await read(today._id)).status).toBe('in-progress');
      if (lang === 'en') await undoByKeyboard(page, w.undo);
      else await page.getByTestId('toast-success').getByRole('button', { name: w.undo }).click();
      await poll(visible(page, w.undoneStart(kira.name))).toBe(true);
      await poll(async () => (await read(today._id)).status).toBe('scheduled');
      await poll(() => todayCard.getByRole('button', { name: w.start(kira.name) }).count()).toBe(1);

      // Start and Complete; the completed card offers no Cancel; Undo puts it back in progress.
      await todayCard.getByRole('button', { name: w.start(kira.name) }).click();
      await poll(() => todayCard.getByRole('button', { name: w.complete(kira.name) }).count()).toBe(1);
      await todayCard.getByRole('button', { name: w.complete(kira.name) }).click();
      await poll(visible(page, w.done(kira.name))).toBe(true);
      await poll(() => todayCard.getAttribute('data-status')).toBe('completed');
      expect(await todayCard.getByRole('button', { name: w.cancel(kira.name) }).count()).toBe(0);
      await expectNoAxeViolations(page, `grooming message with Undo (${lang})`);
      await page.getByTestId('toast-success').getByRole('button', { name: w.undo }).click();
      await poll(visible(page, w.undoneDone(kira.name))).toBe(true);
      await poll(async () => read(today._id)).toMatchObject({ status: 'in-progress', completedAt: null });
      expect((await read(tomorrow._id)).status).toBe('scheduled');
      if (lang === 'es') expect(await noSidewaysScroll(page)).toBe(true);
      await context.close();
    });
  }

  for (const lang of ['en', 'es'] as const) {
    const w =
      lang === 'en'
        ? {
            tab: 'Check Out',
            booking: 'Booking',
            checkOutDate: 'Check-out date',
            early: 'Leaves early: 1 night instead of 3',
            submit: 'Check Out',
            out: (n: string) => `${n} checked out successfully!`,
          }
        : {
            tab: 'Salida',
            booking: 'Reserva',
            checkOutDate: 'Fecha de salida',
            early: 'Sale antes: 1 noche en lugar de 3',
            submit: 'Registrar salida',
            out: (n: string) => `¡Salida de ${n} registrada correctamente!`,
          };

    it(`says an early hotel check-out before confirming, and ends the stay that day (${lang})`, async () => {
      const base = b.baseUrl();
      const token = await apiToken(base);
      const tag = unique();
      const owner = await seedOwner(base, token, `Nerea Gil ${tag}`);
      const toby = await seedDog(base, token, owner, `Toby ${tag}`, 'Galgo');
      const stay = await api<ApiStay>(base, token, 'POST', '/api/hotel', {
        dogId: toby._id,
        checkIn: day(0),
        checkOut: day(3),
      });
      expect(stay.nights).toBe(3);
      await api(base, token, 'POST', '/api/hotel/check-in', { dog: toby._id });

      const { page, context } = await b.page({ lang, viewport: viewport(lang) });
      await logIn(page, admin(), lang);
      await page.goto('/hotel?tab=checkout');
      const form = panel(page);
      const option = form.locator('option', { hasText: toby.name });
      await poll(() => option.count()).toBe(1);
      // The option names the dog, its breed and owner, and the stay.
      expect(await option.textContent()).toContain(`${toby.name} · Galgo · ${owner.name} · `);
      await form
        .getByLabel(w.booking, { exact: true })
        .selectOption({ label: ((await option.textContent()) ?? '').trim() });
      // Arrived today, leaving today: the stay ends tomorrow (one night) and the form says so, in
      // the business's date format (the spec's mm/dd/yyyy unless Settings says otherwise).
      await poll(() => form.getByLabel(w.checkOutDate, { exact: true }).inputValue()).toBe(usDay(day(1)));
      await poll(() => form.getByTestId('leaves-early').textContent()).toBe(w.early);
      await expectNoAxeViolations(page, `early check-out notice (${lang})`);
      await form.getByRole('button', { name: w.submit, exact: true }).click();
      await poll(visible(page, w.out(toby.name))).toBe(true);
      const after = await api<ApiStay>(base, token, 'GET', `/api/hotel/${stay._id}`);
      expect(after).toMatchObject({ status: 'checked-out', checkOutDay: day(1), nights: 1 });
      if (lang === 'es') expect(await noSidewaysScroll(page)).toBe(true);
      await context.close();
    });
  }
});
