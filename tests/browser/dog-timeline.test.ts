// The dog details modal's Timeline tab as staff use it: a dog with a daycare visit, a hotel stay
// with both health checks, vet exams, a completed grooming and many record changes; the chart of
// weight and temperature drawn with its points, its text alternative and its table; the entries
// of every service newest first; Load more from the keyboard; in English at a desk and in Spanish
// at phone width; axe on both.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import { DESK, dayFromToday, noSidewaysScroll, PHONE, poll, visible } from './helpers/screen';

type Id = { _id: string };

/**
 * A dog with something from every service, made over REST: `edits` weight changes of its record
 * (12.0 → 12.1 → ...), a daycare visit today, a hotel walk-in checked out with both checks, three
 * vet exams on the next days and a grooming completed today (booked for 23:59: a booking of a later
 * day cannot be started yet, and the late hour keeps it newer than the record's changes made now).
 */
async function dogWithHistory(base: string, tag: string, edits: number) {
  const token = await apiToken(base);
  const call = <T>(method: string, path: string, body?: unknown) => api<T>(base, token, method, path, body);
  const owner = await call<Id>('POST', '/api/owners', {
    name: `Marta Ruiz ${tag}`,
    email: `marta.${tag}@example.com`,
    phone: '+34 600 111 222',
    address: 'Calle Mayor 1',
  });
  const name = `Canela ${tag}`;
  const dog = await call<Id>('POST', '/api/dogs', {
    name,
    breed: 'Beagle',
    age: 4,
    weight: 12,
    owners: [owner._id],
  });
  const visit = await call<Id>('POST', '/api/daycare/visits', {
    dog: dog._id,
    date: dayFromToday(0),
    checkInTime: new Date(Date.now() - 60_000).toISOString(),
    notes: 'Trae su manta',
  });
  await call('PUT', `/api/daycare/visits/${visit._id}`, { checkOutTime: new Date().toISOString() });
  const stay = await call<Id>('POST', '/api/hotel', {
    dog: dog._id,
    checkIn: dayFromToday(0),
    checkOut: dayFromToday(2),
    status: 'checked-in',
    vetCheckIn: { weight: 12.4, temperature: 38.6, notes: 'Tranquila', checkedBy: 'Lucía' },
  });
  await call('PUT', `/api/hotel/${stay._id}`, {
    status: 'checked-out',
    vetCheckOut: { weight: 12.1, temperature: 38.4, checkedBy: 'Lucía' },
  });
  const exams = [
    [1, 12.5, 38.9, 'Oído irritado'],
    [2, 12.8, 39.2, 'Otitis leve'],
    [3, 13, 38.5, 'Curada'],
  ] as const;
  for (const [day, weight, temperature, findings] of exams) {
    const a = await call<Id>('POST', '/api/vet/appointments', {
      dogId: dog._id,
      appointmentDate: dayFromToday(day),
      time: '10:00',
      cause: 'Revisión de oídos',
    });
    await call('PUT', `/api/vet/appointments/${a._id}`, {
      temperature,
      weight,
      findings,
      status: 'completed',
    });
  }
  const groomed = await call<{ booking: Id }>('POST', '/api/grooming', {
    dog: dog._id,
    ownerPhone: '600 111 222',
    weight: 12.6,
    appointmentDate: `${dayFromToday(0)}T23:59`,
    groomingServices: ['bath', 'nail-trim'],
  });
  await call('PUT', `/api/grooming/${groomed.booking._id}`, { status: 'in-progress' });
  await call('PUT', `/api/grooming/${groomed.booking._id}`, { status: 'completed' });
  for (let i = 1; i <= edits; i++) {
    await call('PUT', `/api/dogs/${dog._id}`, {
      name,
      breed: 'Beagle',
      age: 4,
      weight: Math.round((12 + i / 10) * 10) / 10,
      owners: [owner._id],
    });
  }
  return { name, tag };
}

/** Opens the dog's details from All Dogs (searching by its tag). */
async function openDetails(page: Page, tag: string, name: string): Promise<Locator> {
  await page.goto(`/dogs?tab=all&search=${tag}`);
  const row = page.getByTestId('dog-row').filter({ hasText: name });
  await poll(() => row.count()).toBe(1);
  await row.getByRole('button', { name, exact: true }).click();
  const details = page.getByRole('dialog');
  await poll(() => details.getByTestId('dog-info').isVisible()).toBe(true);
  return details;
}

/** How many pixels of the canvas inside `chart` are the series colour (the line and its points). */
const paintedPixels = (chart: Locator, rgb: [number, number, number]) =>
  chart.evaluate((el, [r, g, b]) => {
    const canvas = el.querySelector('canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return 0;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.abs(data[i]! - r) < 24 && Math.abs(data[i + 1]! - g) < 24 && Math.abs(data[i + 2]! - b) < 24)
        n++;
    }
    return n;
  }, rgb);

const WEIGHT_RGB: [number, number, number] = [0x0f, 0x7a, 0x69];
/** The timeline's entries of one kind. */
const entriesOf = (timeline: Locator, kind: string) =>
  timeline.locator(`[data-testid="timeline-entry"][data-kind="${kind}"]`);

const TEMPERATURE_RGB: [number, number, number] = [0xb4, 0x53, 0x09];

describe('dog timeline', () => {
  const b = useBrowser();

  it('shows every service and the record changes under a chart of weight and temperature (English, desk)', async () => {
    const { name, tag } = await dogWithHistory(b.baseUrl(), unique(), 21);
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    const details = await openDetails(page, tag, name);
    await details.getByRole('tab', { name: 'Timeline' }).click();
    const timeline = details.getByTestId('dog-timeline');

    // The chart: both measures drawn with their points (6 weights, 5 temperatures).
    const weight = timeline.getByTestId('chart-weight');
    const temperature = timeline.getByTestId('chart-temperature');
    await poll(() => weight.getAttribute('data-drawn')).toBe('true');
    await poll(() => temperature.getAttribute('data-drawn')).toBe('true');
    expect(await weight.getAttribute('data-points')).toBe('6');
    expect(await temperature.getAttribute('data-points')).toBe('5');
    expect(await paintedPixels(weight, WEIGHT_RGB)).toBeGreaterThan(100);
    expect(await paintedPixels(temperature, TEMPERATURE_RGB)).toBeGreaterThan(100);
    expect(await weight.getByRole('heading', { name: 'Weight (kg)' }).isVisible()).toBe(true);
    // Its text alternative says what the drawing shows.
    const weightImage = weight.getByRole('img');
    expect(await weightImage.getAttribute('aria-label')).toMatch(
      /^Weight over time: from \d\d\/\d\d\/\d{4} to \d\d\/\d\d\/\d{4}, between 12\.1 kg and 13 kg, latest 13 kg \(measurements: 6\)\.$/,
    );
    // Pointing at the chart reads the nearest measurement.
    await weightImage.hover();
    await poll(() => weight.getByTestId('chart-weight-readout').textContent()).toMatch(
      /\d{1,2}:\d\d\s?[AP]M · 1[23](\.\d)? kg · /,
    );
    // Every figure as a table.
    await timeline.getByText('Show the measurements as a table (6)').click();
    const rows = timeline.getByTestId('measurement-row');
    await poll(() => rows.count()).toBe(6);
    expect(await rows.first().textContent()).toMatch(/Vet exam13 kg38\.5°C$/);
    expect(await timeline.getByRole('table').textContent()).toContain('Hotel arrival12.4 kg38.6°C');

    // The entries, newest first: the exams to come, the grooming, then the record's changes.
    const entries = timeline.getByTestId('timeline-entry');
    await poll(() => entries.count()).toBe(20);
    expect(await timeline.getByTestId('timeline-count').textContent()).toBe(
      'Entries shown: 20; there are older ones.',
    );
    expect(await entries.nth(0).getAttribute('data-kind')).toBe('vet');
    expect(await entries.nth(0).textContent()).toContain('Curada');
    expect(await entries.nth(0).textContent()).toContain('38.5°C · 13 kg');
    const grooming = entriesOf(timeline, 'grooming');
    expect(await grooming.first().textContent()).toContain('Bath Only, Nail Trim');
    expect(await grooming.first().textContent()).toContain('Weight: 12.6 kg');
    expect(await entries.nth(4).textContent()).toMatch(/^Record\d.*Changed/);
    expect(await entries.nth(4).textContent()).toContain('Weight: 14 kg → 14.1 kg');
    expect(await entries.nth(4).textContent()).toContain('By admin');
    await expectNoAxeViolations(page, 'dog timeline (en)');

    // Load more from the keyboard: the rest arrives and the first new entry takes the focus.
    const more = timeline.getByRole('button', { name: 'Load more' });
    await more.focus();
    await page.keyboard.press('Enter');
    await poll(() => entries.count()).toBe(28);
    await poll(() => entries.nth(20).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await more.count()).toBe(0);
    expect(await timeline.getByTestId('timeline-count').textContent()).toBe(
      'Entries shown: 28, the whole history.',
    );
    const kinds = await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
    expect(new Set(kinds)).toEqual(new Set(['vet', 'grooming', 'record', 'daycare', 'hotel']));
    const hotel = entriesOf(timeline, 'hotel');
    expect(await hotel.textContent()).toContain('At arrival: 12.4 kg · 38.6°C · Tranquila · Lucía');
    expect(await hotel.textContent()).toContain('At departure: 12.1 kg · 38.4°C');
    expect(await entriesOf(timeline, 'daycare').textContent()).toContain('Trae su manta');
    // The oldest: the record's creation, this morning's visit, then the stay placed at its day's start.
    expect(kinds.slice(-3)).toEqual(['record', 'daycare', 'hotel']);
    expect(await entriesOf(timeline, 'record').last().textContent()).toMatch(/^Record\d.*Created/);
    await context.close();
  });

  it('reads in Spanish at phone width and is reached from the keyboard', async () => {
    const { name, tag } = await dogWithHistory(b.baseUrl(), unique(), 1);
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    const details = await openDetails(page, tag, name);
    // The tabs from the keyboard: End goes to the last one (History), the arrow left to the timeline.
    await details.getByRole('tab', { name: /Datos del perro/ }).focus();
    await page.keyboard.press('End');
    await poll(() =>
      details.getByRole('tab', { name: 'Historial', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    await page.keyboard.press('ArrowLeft');
    const tab = details.getByRole('tab', { name: 'Cronología' });
    await poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const timeline = details.getByTestId('dog-timeline');
    const weight = timeline.getByTestId('chart-weight');
    await poll(() => weight.getAttribute('data-drawn')).toBe('true');
    expect(await paintedPixels(weight, WEIGHT_RGB)).toBeGreaterThan(50);
    expect(await timeline.getByRole('heading', { name: 'Peso y temperatura' }).isVisible()).toBe(true);
    expect(await timeline.getByRole('heading', { name: 'Temperatura (°C)' }).isVisible()).toBe(true);
    expect(await weight.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Peso a lo largo del tiempo: del .+ al .+, entre 12,1 kg y 13 kg, el último 13 kg \(medidas: 6\)\.$/,
    );
    // The chart fits the phone: no sideways scroll, the canvas inside the dialog.
    const dialogBox = await page.getByTestId('dog-details').boundingBox();
    const chartBox = await weight.getByRole('img').boundingBox();
    expect(
      dialogBox &&
        chartBox &&
        chartBox.x >= dialogBox.x &&
        chartBox.x + chartBox.width <= dialogBox.x + dialogBox.width,
    ).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);

    // The table opens from the keyboard, in Spanish numbers.
    const summary = timeline.getByText('Ver las medidas en una tabla (6)');
    await summary.focus();
    await page.keyboard.press('Enter');
    await poll(() => timeline.getByTestId('measurement-row').count()).toBe(6);
    expect(await timeline.getByRole('table').textContent()).toContain('Llegada al hotel12,4 kg38,6 °C');

    // Every entry on one page: no Load more.
    const entries = timeline.getByTestId('timeline-entry');
    await poll(() => entries.count()).toBe(8);
    expect(await timeline.getByRole('button', { name: 'Cargar más' }).count()).toBe(0);
    expect(await timeline.getByTestId('timeline-count').textContent()).toBe(
      'Entradas mostradas: 8, todo el historial.',
    );
    await poll(visible(timeline, 'Peso: 12 kg → 12,1 kg')).toBe(true);
    expect(await entriesOf(timeline, 'record').last().textContent()).toMatch(/^Ficha\d.*Creada/);
    await poll(visible(timeline, 'Solo baño, Corte de uñas')).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'dog timeline (es, phone)');
    await context.close();
  });
});
