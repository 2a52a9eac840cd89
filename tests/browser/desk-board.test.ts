// The Today board is for working (docs/domains/dashboard.md), in both languages: on a 1440×900 desk the
// first rows of who arrives, who is here (daycare and hotel) and who leaves show without
// scrolling; from the board the desk checks an expected daycare dog in, checks a dog out (and
// undoes it from the message, by keyboard too), checks a hotel guest in and out through the
// hotel's own form in a drawer, and opens a booking; a daycare dog checked in yesterday says
// since which day, in the business's date order; a change made at another desk shows by itself;
// the phone has one column and no sideways scroll; axe finds nothing. Each change is read back
// through the API. A server of its own: the board's lists are capped, and another file's dogs
// must not push these out of them (nor its date settings change theirs).
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { api, apiToken, type Lang, logIn, unique, useBrowser } from './helpers/browser';
import { type BuiltServer, startBuiltServer } from './helpers/built-server';
import { dayFromToday, noSidewaysScroll, PHONE, poll, visible } from './helpers/screen';

const DESK_1440 = { width: 1440, height: 900 };

type ApiOwner = { _id: string };
type ApiDog = { _id: string; name: string };
type ApiVisit = { _id: string; status: string };
type ApiStay = { _id: string; status: string };

const WORDS = {
  en: {
    arriving: 'Arriving today',
    checkIn: (n: string) => `Check in ${n}`,
    checkOut: (n: string) => `Check out ${n}`,
    open: (n: string) => `${n}: open the booking`,
    since: 'since',
    checkedIn: (n: string) => `${n} checked in successfully!`,
    checkedOut: (n: string) => `${n} checked out successfully!`,
    undone: (n: string) => `Check-out undone: ${n} is here again`,
    undo: 'Undo',
    checkInTitle: (n: string) => `Check In ${n}`,
    checkOutTitle: (n: string) => `Check Out ${n}`,
    checkInSubmit: 'Check In',
    checkOutSubmit: 'Check Out',
    edit: 'Edit Booking',
    locale: 'en-US',
  },
  es: {
    arriving: 'Llegan hoy',
    checkIn: (n: string) => `Entrada de ${n}`,
    checkOut: (n: string) => `Salida de ${n}`,
    open: (n: string) => `${n}: abrir la reserva`,
    since: 'desde',
    checkedIn: (n: string) => `¡Entrada de ${n} registrada correctamente!`,
    checkedOut: (n: string) => `¡Salida de ${n} registrada correctamente!`,
    undone: (n: string) => `Salida deshecha: ${n} vuelve a estar aquí`,
    undo: 'Deshacer',
    checkInTitle: (n: string) => `Entrada de ${n}`,
    checkOutTitle: (n: string) => `Salida de ${n}`,
    checkInSubmit: 'Registrar entrada',
    checkOutSubmit: 'Registrar salida',
    edit: 'Editar reserva',
    locale: 'es-ES',
  },
} as const;

/** The desk's four lists, in the board's order. */
const DESK_LISTS = ['board-arriving', 'board-daycare', 'board-hotel-current', 'board-leaving'] as const;

/** 'Wed 11/25' (or '25/11' day first): how the board says since which day a dog is here. */
function sinceText(day: string, locale: string, dayFirst: boolean) {
  const [y, m, d] = day.split('-');
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    Date.UTC(Number(y), Number(m) - 1, Number(d), 12),
  );
  return `${weekday} ${dayFirst ? `${d}/${m}` : `${m}/${d}`}`;
}

/** A board line of `name` in the section `testId`. */
const line = (page: Page, testId: string, name: string): Locator =>
  page.getByTestId(testId).getByTestId('board-item').filter({ hasText: name });

describe('the Today board at the desk', () => {
  const b = useBrowser();
  let server: BuiltServer;
  let token: string;

  beforeAll(async () => {
    server = await startBuiltServer();
    token = await apiToken(server.baseUrl, server.admin);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(server.baseUrl, token, method, path, body);

  async function dog(name: string): Promise<ApiDog> {
    const tag = unique();
    const owner = await call<ApiOwner>('POST', '/api/owners', {
      name: `Olga Mesa ${tag}`,
      email: `board.${tag}@example.com`,
      phone: '+34 600 111 222',
      address: 'Calle Mayor 3',
    });
    return call<ApiDog>('POST', '/api/dogs', { name, breed: 'Beagle', age: 3, owners: [owner._id] });
  }

  /**
   * One of each: a daycare dog expected today (a pending visit), one here since yesterday (a
   * forgotten check-out), a hotel guest arriving today and one leaving today.
   */
  async function seedDesk() {
    const tag = unique();
    const expected = await dog(`Bruma ${tag}`);
    await call('POST', '/api/daycare/visits', { dog: expected._id, checkInTime: null });
    const forgotten = await dog(`Caoba ${tag}`);
    const yesterday = dayFromToday(-1);
    const yesterdayMorning = new Date(`${yesterday}T09:15:00`).toISOString();
    const visit = await call<ApiVisit>('POST', '/api/daycare/visits', {
      dog: forgotten._id,
      date: yesterday,
      checkInTime: yesterdayMorning,
    });
    const arriving = await dog(`Duna ${tag}`);
    const arrival = await call<ApiStay>('POST', '/api/hotel', {
      dog: arriving._id,
      checkIn: dayFromToday(0),
      checkOut: dayFromToday(2),
    });
    const leaving = await dog(`Eider ${tag}`);
    const departure = await call<ApiStay>('POST', '/api/hotel', {
      dog: leaving._id,
      checkIn: dayFromToday(0),
      checkOut: dayFromToday(1),
      status: 'checked-in',
    });
    // Here since yesterday, leaving today (an edit may keep a past check-in).
    await call('PUT', `/api/hotel/${departure._id}`, { checkIn: yesterday, checkOut: dayFromToday(0) });
    return { expected, forgotten, visit, arriving, arrival, leaving, departure, yesterday };
  }

  async function openBoard(lang: Lang, viewport = DESK_1440) {
    const opened = await b.page({ lang, viewport, baseUrl: server.baseUrl });
    await logIn(opened.page, server.admin, lang);
    await poll(() => opened.page.getByTestId('dashboard-board').isVisible()).toBe(true);
    return opened;
  }

  /** The first line of each desk list lies wholly inside the window, the page not scrolled. */
  async function expectDeskAboveTheFold(page: Page) {
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const height = await page.evaluate(() => window.innerHeight);
    for (const testId of DESK_LISTS) {
      const box = await page.getByTestId(testId).getByTestId('board-item').first().boundingBox();
      expect(box, testId).not.toBeNull();
      expect(box?.y ?? -1, testId).toBeGreaterThanOrEqual(0);
      expect(
        (box?.y ?? 0) + (box?.height ?? 0),
        `${testId}: its first line ends within the window`,
      ).toBeLessThanOrEqual(height);
    }
  }

  const visitStatus = async (id: string) => (await call<ApiVisit>('GET', `/api/daycare/visits/${id}`)).status;
  const stayStatus = async (id: string) => (await call<ApiStay>('GET', `/api/hotel/${id}`)).status;

  for (const lang of ['en', 'es'] as const) {
    const w = WORDS[lang];
    // English on the spec's US dates; Spanish on day-first dates (the business's setting).
    const dayFirst = lang === 'es';

    it(`shows who arrives, is here and leaves above the fold, and checks dogs in and out from there (${lang}, 1440×900)`, async () => {
      await call('PUT', '/api/settings', {
        dateFormat: dayFirst ? 'dd/mm/yyyy' : 'mm/dd/yyyy',
        timeFormat: dayFirst ? '24h' : '12h',
      });
      const s = await seedDesk();
      const { page, context } = await openBoard(lang);
      for (const name of [s.expected.name, s.arriving.name])
        await poll(() => line(page, 'board-arriving', name).count()).toBe(1);
      await poll(() => line(page, 'board-leaving', s.leaving.name).count()).toBe(1);
      await expectDeskAboveTheFold(page);
      expect(await page.getByRole('heading', { level: 2, name: w.arriving }).isVisible()).toBe(true);

      // The forgotten check-out says since which day, in the business's order.
      const forgotten = line(page, 'board-daycare', s.forgotten.name);
      expect(await forgotten.getByTestId('board-since').textContent()).toBe(
        `${w.since} ${sinceText(s.yesterday, w.locale, dayFirst)}`,
      );
      await expectNoAxeViolations(page, `the board at the desk (${lang}, 1440)`);

      // The expected dog: one click checks it in; it moves from Arriving to the dogs here.
      await page.getByRole('button', { name: w.checkIn(s.expected.name), exact: true }).click();
      await poll(visible(page, w.checkedIn(s.expected.name))).toBe(true);
      await poll(() => line(page, 'board-arriving', s.expected.name).count()).toBe(0);
      await poll(() => line(page, 'board-daycare', s.expected.name).count()).toBe(1);
      const today = await call<{ _id: string; status: string; dog: { _id: string } }[]>(
        'GET',
        '/api/daycare/visits/today',
      );
      expect(today.filter((v) => v.dog._id === s.expected._id).map((v) => v.status)).toEqual(['active']);

      // The forgotten one: checked out from the board, and back with the message's Undo.
      await page.getByRole('button', { name: w.checkOut(s.forgotten.name), exact: true }).click();
      const toast = page.getByTestId('toast-success').filter({ hasText: w.checkedOut(s.forgotten.name) });
      await poll(() => toast.isVisible()).toBe(true);
      await poll(() => forgotten.count()).toBe(0);
      expect(await visitStatus(s.visit._id)).toBe('completed');
      await toast.getByRole('button', { name: w.undo }).click();
      await poll(visible(page, w.undone(s.forgotten.name))).toBe(true);
      await poll(() => forgotten.count()).toBe(1);
      expect(await visitStatus(s.visit._id)).toBe('active');

      // The hotel guest arriving: Check in opens the hotel's check-in form for that booking.
      await page.getByRole('button', { name: w.checkIn(s.arriving.name), exact: true }).click();
      const drawer = page.getByTestId('booking-drawer');
      await poll(() =>
        drawer.getByRole('heading', { name: w.checkInTitle(s.arriving.name) }).isVisible(),
      ).toBe(true);
      await drawer.getByRole('button', { name: w.checkInSubmit, exact: true }).click();
      await poll(visible(page, w.checkedIn(s.arriving.name))).toBe(true);
      await poll(() => line(page, 'board-arriving', s.arriving.name).count()).toBe(0);
      expect(await stayStatus(s.arrival._id)).toBe('checked-in');

      // The guest leaving: Check out opens the hotel's check-out form.
      await page.getByRole('button', { name: w.checkOut(s.leaving.name), exact: true }).click();
      await poll(() =>
        drawer.getByRole('heading', { name: w.checkOutTitle(s.leaving.name) }).isVisible(),
      ).toBe(true);
      await drawer.getByRole('button', { name: w.checkOutSubmit, exact: true }).click();
      await poll(visible(page, w.checkedOut(s.leaving.name))).toBe(true);
      await poll(() => line(page, 'board-leaving', s.leaving.name).count()).toBe(0);
      expect(await stayStatus(s.departure._id)).toBe('checked-out');

      // A guest's name opens its booking in the hotel's drawer; Escape gives the focus back.
      const open = page
        .getByTestId('board-hotel-current')
        .getByRole('button', { name: w.open(s.arriving.name), exact: true });
      await open.click();
      await poll(() => drawer.getByRole('heading', { name: w.edit }).isVisible()).toBe(true);
      await expectNoAxeViolations(page, `a booking opened from the board (${lang})`);
      await page.keyboard.press('Escape');
      await poll(() => drawer.count()).toBe(0);
      await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
        w.open(s.arriving.name),
      );

      // Another desk checks a dog in: the board shows it by itself.
      const walkIn = await dog(`Fresa ${unique()}`);
      await call('POST', '/api/daycare/visits', { dog: walkIn._id });
      await poll(() => line(page, 'board-daycare', walkIn.name).count()).toBe(1);
      await context.close();
    });
  }

  it('works by keyboard: Tab reaches a Check out, Enter does it, and the message’s Undo by keyboard (es)', async () => {
    await call('PUT', '/api/settings', { dateFormat: 'mm/dd/yyyy', timeFormat: '12h' });
    const s = await seedDesk();
    const { page, context } = await openBoard('es');
    const w = WORDS.es;
    const target = w.checkOut(s.forgotten.name);
    await poll(() => page.getByRole('button', { name: target, exact: true }).count()).toBe(1);
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) === target;
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await poll(visible(page, w.checkedOut(s.forgotten.name))).toBe(true);
    await poll(() => line(page, 'board-daycare', s.forgotten.name).count()).toBe(0);
    // Alt+T moves to the messages, Tab to the message, Tab to its Undo.
    await page.keyboard.press('Alt+KeyT');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(w.undo);
    await page.keyboard.press('Enter');
    await poll(visible(page, w.undone(s.forgotten.name))).toBe(true);
    expect(await visitStatus(s.visit._id)).toBe('active');
    await context.close();
  });

  it('reads as one column on a phone, without sideways scroll, and checks a dog in from there (es, 390)', async () => {
    const s = await seedDesk();
    const { page, context } = await openBoard('es', PHONE);
    await poll(() => line(page, 'board-arriving', s.expected.name).count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);
    const lefts = await page
      .getByTestId('board-sections')
      .locator(':scope > section')
      .evaluateAll((sections) => sections.map((el) => Math.round(el.getBoundingClientRect().left)));
    expect(lefts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(lefts).size).toBe(1);
    await page.getByRole('button', { name: WORDS.es.checkIn(s.expected.name), exact: true }).click();
    await poll(visible(page, WORDS.es.checkedIn(s.expected.name))).toBe(true);
    // It leaves Arriving (the dogs here are many by now: it may be past the list's cap of 8).
    await poll(() => line(page, 'board-arriving', s.expected.name).count()).toBe(0);
    const today = await call<{ status: string; dog: { _id: string } }[]>('GET', '/api/daycare/visits/today');
    expect(today.filter((v) => v.dog._id === s.expected._id).map((v) => v.status)).toEqual(['active']);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'the board at the desk (es, 390)');
    await context.close();
  });
});
