// Issue 21, item 10: the smaller things a day at the desk stopped on, each checked in both
// languages and at phone width: the dog details' seven tabs all in view; messages that cover no
// page header, count or badge; the hotel's statuses and the vet's filters in agreeing words;
// roles named without a gender; one age format; the hotel's sort select never cut; the login
// returning to the page asked for; the exam starting from the dog's last weight; and the
// "N active packages" figure counting only packages that can still be used.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, createUserViaApi, logIn, unique, useBrowser } from './helpers/browser';
import { DESK, dayFromToday, PHONE, pickOption, poll, visible } from './helpers/screen';

type ApiOwner = { _id: string; name: string };
type ApiDog = { _id: string; name: string };
type ApiBooking = { _id: string };

const WIDE = { width: 1440, height: 900 };

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function seedOwnerAndDog(base: string, token: string, tag: string, dog: Record<string, unknown>) {
  const owner = await api<ApiOwner>(base, token, 'POST', '/api/owners', {
    name: `Mesa ${tag}`,
    email: `desk.${tag}@example.com`,
    phone: '+34 633 101 202',
    address: 'Calle Mostrador 10',
  });
  return api<ApiDog>(base, token, 'POST', '/api/dogs', { breed: 'Beagle', owners: [owner._id], ...dog });
}

/** Whether a select shows its chosen option's whole text (measured in the select's own font). */
const selectShowsWholeText = (select: Locator) =>
  select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    const style = getComputedStyle(s);
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) return false;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const longest = Math.max(...Array.from(s.options, (o) => ctx.measureText(o.text).width));
    const room = s.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return longest <= room + 0.5;
  });

describe('a day at the desk: the smaller things', () => {
  const b = useBrowser();

  for (const [lang, viewport] of [
    ['es', WIDE],
    ['en', PHONE],
  ] as const) {
    it(`shows the dog details' ten tabs in view (History last, Vaccinations and Charges among them), and one age format (${lang}, ${viewport.width} px)`, async () => {
      const base = b.baseUrl();
      const token = await apiToken(base);
      const tag = unique();
      // 0.67 years: '8 meses' / '8 months' everywhere, never '0,7 años'.
      const dog = await seedOwnerAndDog(base, token, tag, { name: `Pipo ${tag}`, age: 0.67, weight: 6 });
      const { page, context } = await b.page({ lang, viewport });
      await logIn(page, admin(), lang);
      await page.goto(`/dogs?tab=all&search=${encodeURIComponent(dog.name)}`);
      const row = page.getByTestId('dog-row').filter({ hasText: dog.name });
      await poll(() => row.textContent()).toContain(lang === 'es' ? '8 meses' : '8 months');
      await row.getByRole('button', { name: dog.name, exact: true }).click();
      const details = page.getByRole('dialog');
      const tabs = details.getByRole('tab');
      await poll(() => tabs.count()).toBe(10);
      expect(await tabs.last().textContent()).toBe(lang === 'es' ? 'Historial' : 'History');
      const dialogBox = await details.boundingBox();
      if (!dialogBox) throw new Error('no dialog');
      for (const tab of await tabs.all()) {
        const box = await tab.boundingBox();
        expect(box && inside(box, dialogBox), `${await tab.textContent()} in view`).toBe(true);
      }
      // The last tab is reached and opened like any other.
      await tabs.last().click();
      await poll(() => tabs.last().getAttribute('aria-selected')).toBe('true');
      await expectNoAxeViolations(page, `dog details tabs (${lang}, ${viewport.width})`);
      await page.keyboard.press('Escape');

      // The grooming form's dog panel says the same age.
      await page.goto('/grooming?tab=form');
      await pickOption(page, lang === 'es' ? 'Perro' : 'Dog', dog.name);
      await poll(() => page.getByTestId('dog-info-panel').textContent()).toContain(
        lang === 'es' ? '8 meses' : '8 months',
      );
      await context.close();
    });
  }

  it('puts messages where they cover no header, count or badge (1440 px), in both languages', async () => {
    for (const lang of ['es', 'en'] as const) {
      const tag = unique();
      const { page, context } = await b.page({ lang, viewport: WIDE });
      await logIn(page, admin(), lang);
      await page.goto('/owners');
      await page
        .getByRole('button', { name: lang === 'es' ? 'Nuevo dueño' : 'New owner', exact: true })
        .click();
      const drawer = page.getByRole('dialog');
      await drawer.getByLabel(lang === 'es' ? 'Nombre' : 'Name', { exact: true }).fill(`Aviso ${tag}`);
      await drawer
        .getByLabel(lang === 'es' ? 'Correo electrónico' : 'Email', { exact: true })
        .fill(`toast.${tag}@example.com`);
      await drawer.getByLabel(lang === 'es' ? 'Teléfono' : 'Phone', { exact: true }).fill('+34 611 222 333');
      await drawer.getByLabel(lang === 'es' ? 'Dirección' : 'Address', { exact: true }).fill('Calle Mayor 1');
      await drawer
        .getByRole('button', { name: lang === 'es' ? 'Añadir dueño' : 'Add Owner', exact: true })
        .click();
      const toast = page.getByTestId('toast-success');
      await poll(() => toast.isVisible()).toBe(true);
      await toast.evaluate((el) =>
        Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))),
      );
      const box = await toast.boundingBox();
      if (!box) throw new Error('no toast');
      for (const covered of [
        page.locator('header'),
        page.getByRole('heading', { level: 1 }),
        page.getByTestId('page-count'),
        page.getByRole('button', { name: lang === 'es' ? 'Nuevo dueño' : 'New owner', exact: true }),
      ]) {
        const other = await covered.boundingBox();
        expect(other && overlaps(box, other), `covers ${await covered.textContent()}`).toBe(false);
      }
      // In the bottom-left corner, wholly on screen.
      expect(box.x).toBeLessThan(WIDE.width / 2);
      expect(box.y + box.height).toBeLessThanOrEqual(WIDE.height);
      expect(box.y).toBeGreaterThan(WIDE.height / 2);
      await context.close();
    }
  });

  it('names roles without a gender and words statuses alike (Spanish, phone; English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const vet = await createUserViaApi('vet');
    const dog = await seedOwnerAndDog(base, token, tag, { name: `Estado ${tag}`, age: 4 });
    const stay = await api<ApiBooking>(base, token, 'POST', '/api/hotel', {
      dog: dog._id,
      checkIn: dayFromToday(0),
      checkOut: dayFromToday(3),
    });
    await api(base, token, 'POST', '/api/hotel/check-in', { dog: dog._id, booking: stay._id });

    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, vet, 'es');
    // The role's name, not a gendered noun ('VETERINARIO' for a woman vet).
    await poll(() => page.getByTestId('nav-role').innerText()).toBe('VETERINARIA');
    // The stay's status agrees with 'Reservada', 'Salida registrada' and 'Cancelada'.
    await page.goto(`/hotel?tab=bookings&q=${encodeURIComponent(dog.name)}`);
    await poll(() =>
      page.getByTestId('month-booking-row').filter({ hasText: dog.name }).textContent(),
    ).toContain('Entrada registrada');
    // The vet's status filter words each status as its badge does.
    await page.goto('/vet');
    const statusFilter = page.getByLabel('Estado', { exact: true });
    await poll(() => statusFilter.locator('option').count()).toBe(5);
    const options = (await statusFilter.locator('option').allTextContents()).map((t) => t.trim());
    expect(options).toEqual(['Todos los estados', 'Programada', 'En curso', 'Completada', 'Cancelada']);
    await context.close();

    const english = await b.page({ lang: 'en', viewport: DESK });
    await logIn(english.page, vet, 'en');
    await poll(() => english.page.getByTestId('nav-role').innerText()).toBe('VET');
    await english.context.close();
  });

  it('never cuts the hotel sort select’s text (1440 px and phone, both languages)', async () => {
    for (const [lang, viewport] of [
      ['es', WIDE],
      ['en', WIDE],
      ['es', PHONE],
    ] as const) {
      const { page, context } = await b.page({ lang, viewport });
      await logIn(page, admin(), lang);
      await page.goto('/hotel');
      const sort = page.getByLabel(lang === 'es' ? 'Ordenar por' : 'Sort by', { exact: true });
      await poll(() => sort.isVisible()).toBe(true);
      for (const value of ['checkIn-desc', 'checkOut-asc', 'duration-desc']) {
        await sort.selectOption(value);
        expect(await selectShowsWholeText(sort), `${lang} ${viewport.width} ${value}`).toBe(true);
      }
      await context.close();
    }
  });

  it('returns to the page asked for after logging in, and only to a page of this site (both languages)', async () => {
    for (const lang of ['es', 'en'] as const) {
      const { page, context } = await b.page({ lang, viewport: lang === 'es' ? PHONE : DESK });
      await page.goto('/hotel?tab=bookings');
      await page.waitForURL(
        (url) => url.pathname === '/' && url.searchParams.get('next') === '/hotel?tab=bookings',
      );
      await page.getByLabel(lang === 'es' ? 'Usuario' : 'Username', { exact: true }).fill(admin().username);
      await page
        .getByLabel(lang === 'es' ? 'Contraseña' : 'Password', { exact: true })
        .fill(admin().password);
      await page.getByRole('button', { name: lang === 'es' ? 'Iniciar sesión' : 'Login' }).click();
      await page.waitForURL((url) => url.pathname === '/hotel' && url.searchParams.get('tab') === 'bookings');
      await poll(() => page.getByRole('heading', { level: 1, name: 'Hotel' }).isVisible()).toBe(true);
      await context.close();
    }
    // A next that leaves the site is ignored: the dashboard, as always.
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await page.goto(`/?next=${encodeURIComponent('//evil.example/dashboard')}`);
    await page.getByLabel('Username', { exact: true }).fill(admin().username);
    await page.getByLabel('Password', { exact: true }).fill(admin().password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(b.baseUrl()).host);
    await context.close();
  });

  it('starts an exam from the dog’s last weight (Spanish, phone; English)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    for (const lang of ['es', 'en'] as const) {
      const tag = unique();
      // The record says 9 kg; a hotel check-in since weighed 11.3 kg: the newest weight wins.
      const dog = await seedOwnerAndDog(base, token, tag, { name: `Peso ${tag}`, age: 5, weight: 9 });
      const stay = await api<ApiBooking>(base, token, 'POST', '/api/hotel', {
        dog: dog._id,
        checkIn: dayFromToday(0),
        checkOut: dayFromToday(1),
      });
      await api(base, token, 'POST', '/api/hotel/check-in', {
        dog: dog._id,
        booking: stay._id,
        vetCheckIn: { weight: 11.3 },
      });
      await api(base, token, 'POST', '/api/vet/appointments', {
        dogId: dog._id,
        appointmentDate: dayFromToday(1),
        time: '16:00',
        cause: 'Control',
      });
      const { page, context } = await b.page({ lang, viewport: lang === 'es' ? PHONE : DESK });
      await logIn(page, admin(), lang);
      await page.goto(`/vet?q=${encodeURIComponent(dog.name)}`);
      const card = page.getByTestId('appointment-row').filter({ hasText: dog.name });
      await card.getByRole('button', { name: lang === 'es' ? 'Iniciar examen' : 'Start Exam' }).click();
      const exam = page.getByTestId('exam-form');
      const weight = exam.getByLabel(lang === 'es' ? 'Peso (kg)' : 'Weight (kg)', { exact: true });
      await poll(() => weight.inputValue()).toBe(lang === 'es' ? '11,3' : '11.3');
      await poll(visible(exam, lang === 'es' ? 'Último peso: 11,3 kg' : 'Last weight: 11.3 kg')).toBe(true);
      await expectNoAxeViolations(page, `exam with the last weight (${lang})`);
      await context.close();
    }
  });

  it('counts in "N active packages" only packages with days left and not expired (both languages)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const count = async (page: Page) =>
      Number(((await page.getByTestId('page-count').textContent()) ?? '').replace(/\D/g, ''));
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto('/daycare/packages/active');
    await poll(() => page.getByTestId('page-count').isVisible()).toBe(true);
    const before = await count(page);
    const tag = unique();
    const dog = await seedOwnerAndDog(base, token, tag, { name: `Bono ${tag}`, age: 2 });
    await api(base, token, 'POST', '/api/daycare/packages', { dog: dog._id, packageType: '15-day' });
    const usedUp = await api<{ _id: string }>(base, token, 'POST', '/api/daycare/packages', {
      dog: dog._id,
      packageType: '30-day',
    });
    await api(base, token, 'PUT', `/api/daycare/packages/${usedUp._id}`, {
      packageType: '30-day',
      daysLeft: 0,
    });
    await page.reload();
    await poll(() => count(page)).toBe(before + 1);
    expect(await page.getByTestId('page-count').textContent()).toMatch(/bonos? activos?/);
    // Both are still listed: the used-up one with its Expired badge.
    await page.getByLabel('Buscar por nombre del perro o tipo de bono').fill(dog.name);
    await poll(() => page.getByText(dog.name, { exact: false }).count()).toBeGreaterThanOrEqual(2);
    await context.close();

    const english = await b.page({ lang: 'en', viewport: DESK });
    await logIn(english.page, admin(), 'en');
    await english.page.goto('/daycare/packages');
    await poll(() => count(english.page)).toBe(before + 1);
    expect(await english.page.getByTestId('page-count').textContent()).toMatch(/active packages?/);
    await english.context.close();
  });
});
