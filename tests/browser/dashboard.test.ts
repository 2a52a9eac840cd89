// The Today board through the screen: data in every section (vet today and upcoming, daycare,
// hotel current check-ins and upcoming bookings, grooming today, to-dos), each section's items read against the
// overview the server answers at that moment, 'and N more' where a cap cut a section, the to-dos
// most urgent first and their links, keyboard navigation, English at the desk and Spanish on a
// phone without sideways scroll, axe-clean; then the loading text and the total failure with Try
// again (the overview's request held, then refused, in the browser: the server stays real).
// Browser test files share one database: the board shows every file's data, so what is checked
// is read from the server's own answer, and this file's dogs have unique names.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from '../../packages/domain/src/common/date-format';
import type { TDashboardOverview } from '../../packages/domain/src/dashboard/dashboard.schema';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import { DESK, dayFromToday, noSidewaysScroll, PHONE, poll } from './helpers/screen';

type ApiOwner = { _id: string };
type ApiDog = { _id: string; name: string };
type ApiBooking = { _id: string };

const text = (result: { text: string }) => result.text;

/** The overview as the screen gets it (tRPC, not REST: the same items with the web's fields). */
async function overview(base: string, token: string): Promise<TDashboardOverview> {
  const res = await fetch(`${base}/trpc/dashboard.overview`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`dashboard.overview: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: { data: TDashboardOverview } }).result.data;
}

/**
 * Data for every section, with unique names: 2 vet appointments today and one in 2 days, 9 dogs
 * checked in at daycare (1 more than the section's cap of 8), a hotel guest checked in and one
 * arriving today, a stay starting in 2 days, and a grooming appointment today.
 */
async function seedBoard(base: string, token: string) {
  const tag = unique();
  const dog = async (name: string) => {
    const owner = await api<ApiOwner>(base, token, 'POST', '/api/owners', {
      name: `Zoe Board ${name} ${tag}`,
      email: `board.${name.toLowerCase()}.${tag}@example.com`,
      phone: '+34 600 555 000',
      address: 'Calle Mayor 9',
    });
    return api<ApiDog>(base, token, 'POST', '/api/dogs', {
      name: `${name} ${tag}`,
      breed: 'Beagle',
      age: 3,
      owners: [owner._id],
    });
  };
  const names = ['Alba', 'Bimba', 'Canela', 'Dana', 'Eco', 'Fosca', 'Gala', 'Hugo', 'Iris'];
  const daycare: ApiDog[] = [];
  for (const name of names) daycare.push(await dog(name));
  for (const d of daycare) await api(base, token, 'POST', '/api/daycare/visits', { dog: d._id });

  const [vetA, vetB, vetLater, guest, arriving, later, groomed] = await Promise.all(
    ['Kai', 'Lua', 'Milo', 'Nieve', 'Oso', 'Pipa', 'Quina'].map(dog),
  );
  const today = dayFromToday(0);
  await api(base, token, 'POST', '/api/vet/appointments', {
    dogId: vetA?._id,
    appointmentDate: today,
    time: '08:05',
    cause: 'Vaccination',
  });
  await api(base, token, 'POST', '/api/vet/appointments', {
    dogId: vetB?._id,
    appointmentDate: today,
    time: '17:40',
    cause: 'Skin check',
  });
  await api(base, token, 'POST', '/api/vet/appointments', {
    dogId: vetLater?._id,
    appointmentDate: dayFromToday(2),
    time: '10:15',
    cause: 'Dental check',
  });
  const stay = await api<ApiBooking>(base, token, 'POST', '/api/hotel', {
    dog: guest?._id,
    checkIn: today,
    checkOut: dayFromToday(3),
  });
  await api(base, token, 'PUT', `/api/hotel/${stay._id}`, { status: 'checked-in' });
  await api(base, token, 'POST', '/api/hotel', {
    dog: arriving?._id,
    checkIn: today,
    checkOut: dayFromToday(2),
  });
  await api(base, token, 'POST', '/api/hotel', {
    dog: later?._id,
    checkIn: dayFromToday(2),
    checkOut: dayFromToday(5),
  });
  await api(base, token, 'POST', '/api/grooming', {
    dog: groomed?._id,
    ownerPhone: '600 555 000',
    weight: 12,
    appointmentDate: `${today}T13:00`,
    durationMinutes: 60,
    groomingServices: ['bath'],
  });
  return { tag };
}

/** Each section's items as the screen should show them, read from the server's answer. */
function expectedSections(o: TDashboardOverview) {
  const owner = (owners: { name: string }[]) => owners[0]?.name ?? '';
  return [
    {
      testId: 'board-vet-today',
      href: '/vet',
      cap: o.vetAppointments.todayCount,
      items: o.vetAppointments.today.map((a) => [
        text(formatTime(a.time)),
        a.dog.name,
        owner(a.dog.owners),
        a.cause,
      ]),
    },
    {
      testId: 'board-vet-upcoming',
      href: '/vet',
      cap: o.vetAppointments.upcomingCount,
      items: o.vetAppointments.upcoming.map((a) => [
        text(formatDate(a.day)),
        text(formatTime(a.time)),
        a.dog.name,
        owner(a.dog.owners),
      ]),
    },
    {
      testId: 'board-daycare',
      href: '/daycare',
      cap: o.daycare.checkedInCount,
      items: o.daycare.checkedIn.map((v) => [
        text(formatTime(v.checkInTime)),
        v.dog.name,
        owner(v.dog.owners),
      ]),
    },
    {
      testId: 'board-hotel-current',
      href: '/hotel',
      cap: o.hotel.currentCheckInsCount,
      items: o.hotel.currentCheckIns.map((b) => [
        b.dog.name,
        owner(b.dog.owners),
        text(formatDate(b.checkOutDay)),
      ]),
    },
    {
      testId: 'board-hotel-upcoming',
      href: '/hotel',
      cap: o.hotel.upcomingBookingsCount,
      items: o.hotel.upcomingBookings.map((b) => [
        b.dog.name,
        owner(b.dog.owners),
        `${text(formatDate(b.checkInDay))} → ${text(formatDate(b.checkOutDay))}`,
      ]),
    },
    {
      testId: 'board-grooming',
      href: '/grooming',
      cap: o.grooming.todayCount,
      items: o.grooming.today.map((g) => [
        text(formatTime(g.appointmentDate)),
        g.dog.name,
        owner(g.dog.owners),
      ]),
    },
  ];
}

/** Where a list's 'more' link is: under each of the vet's two lists (the list's parent), else in the section. */
const sectionOf = (page: Page, testId: string) =>
  testId.startsWith('board-vet-') ? page.getByTestId(testId).locator('xpath=..') : page.getByTestId(testId);

async function waitForBoard(page: Page) {
  await poll(() => page.getByTestId('dashboard-board').isVisible()).toBe(true);
}

describe('dashboard (the Today board)', () => {
  const b = useBrowser();

  it('shows every section with its items, the to-dos most urgent first, and "and N more" (English, desk)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const { tag } = await seedBoard(base, token);
    const o = await overview(base, token);
    expect(o.failed).toEqual([]);
    // This file's data alone fills every section; daycare holds at least its 9 dogs (cap 8).
    expect(o.daycare.checkedInCount).toBeGreaterThanOrEqual(9);

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await waitForBoard(page);
    expect(await page.getByTestId('logged-in-as').textContent()).toBe('Logged in as ADMIN');
    for (const card of ['dogs', 'daycare', 'hotel', 'vet', 'grooming'])
      expect(await page.getByTestId(`quick-link-${card}`).isVisible()).toBe(true);
    for (const heading of [
      'To-dos and reminders',
      'Vet appointments',
      'Daycare dogs checked in',
      'Hotel current check-ins',
      'Hotel upcoming bookings',
      'Grooming today',
    ])
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);

    // Each section: the server's first items in its order, each line with its time or dates,
    // the dog and its owner; 'and N more' (a link to the section's screen) only where cut.
    for (const section of expectedSections(o)) {
      const lines = page.getByTestId(section.testId).getByTestId('board-item');
      await poll(() => lines.count()).toBe(section.items.length);
      for (const [i, parts] of section.items.entries()) {
        const line = (await lines.nth(i).textContent()) ?? '';
        for (const part of parts) expect(line, `${section.testId} #${i}`).toContain(part);
      }
      const more = sectionOf(page, section.testId).getByTestId('board-more');
      const left = section.cap - section.items.length;
      expect(await more.count(), `${section.testId}: 'more' only when cut`).toBe(left > 0 ? 1 : 0);
      if (left > 0) {
        expect(await more.textContent()).toMatch(new RegExp(`^and ${left} more`));
        expect(await more.getAttribute('href')).toBe(section.href);
      }
    }
    // This file's own vet appointment of today, with its reason, and its guests with 'Until'.
    const vetToday = page.getByTestId('board-vet-today');
    if (o.vetAppointments.today.some((a) => a.dog.name === `Kai ${tag}`))
      expect(await vetToday.getByText(`Zoe Board Kai ${tag} · Vaccination`).isVisible()).toBe(true);
    const guest = o.hotel.currentCheckIns.find((s) => s.dog.name === `Nieve ${tag}`);
    if (guest) {
      const line = page
        .getByTestId('board-hotel-current')
        .getByTestId('board-item')
        .filter({ hasText: guest.dog.name });
      expect(await line.textContent()).toContain(`Until ${text(formatDate(guest.checkOutDay))}`);
      expect(await line.getByTestId('board-status').textContent()).toBe('Checked In');
    }

    // Daycare was cut at 8: 'and N more' says how many are left and opens the daycare screen.
    const daycareMore = page.getByTestId('board-daycare').getByTestId('board-more');
    expect(await daycareMore.textContent()).toMatch(new RegExp(`^and ${o.daycare.checkedInCount - 8} more`));
    await daycareMore.click();
    await page.waitForURL((url) => url.pathname === '/daycare');
    await page.goBack();
    await waitForBoard(page);

    // The to-dos: most urgent first, each with the English title of its kind and count, its
    // priority, its type's icon and its link.
    const rank = { high: 0, medium: 1 } as const;
    const todos = [...o.todos].sort((x, y) => rank[x.priority] - rank[y.priority]);
    expect(todos.map((t) => t.kind)).toEqual(o.todos.map((t) => t.kind));
    const items = page.getByTestId('todo-item');
    await poll(() => items.count()).toBe(todos.length);
    for (const [i, todo] of todos.entries()) {
      const item = items.nth(i);
      expect(await item.getAttribute('data-kind')).toBe(todo.kind);
      expect(await item.textContent()).toContain(todo.title);
      expect(await item.getByTestId('todo-priority').textContent()).toBe(
        todo.priority === 'high' ? 'High priority' : 'Medium priority',
      );
      expect(await item.getByTestId('todo-icon').getAttribute('data-type')).toBe(todo.type);
      expect(await item.getByRole('link').getAttribute('href')).toBe(todo.link);
    }
    const kinds = todos.map((t) => t.kind);
    for (const kind of [
      'vetToday',
      'vetUpcoming',
      'daycareCheckedIn',
      'hotelArrivalsToday',
      'groomingToday',
    ] as const)
      expect(kinds).toContain(kind);
    // The plural of a kind with its count: '9 dogs still checked in at daycare' (or more).
    const inDaycare = todos.find((t) => t.kind === 'daycareCheckedIn');
    expect(await page.locator('[data-kind="daycareCheckedIn"]').textContent()).toContain(
      `${inDaycare?.count} dogs still checked in at daycare`,
    );

    // Every to-do goes where it says.
    for (const todo of todos) {
      await page.locator(`[data-kind="${todo.kind}"]`).getByRole('link').click();
      await page.waitForURL((url) => url.pathname === todo.link);
      await page.goBack();
      await waitForBoard(page);
    }

    await expectNoAxeViolations(page, 'dashboard with every section (en, 1366)');
    await context.close();
  });

  it('works with the keyboard: Tab reaches the quick-access cards, then the most urgent to-do; Enter follows it', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const o = await overview(base, token);
    const first = o.todos[0];
    if (!first) throw new Error('the first test left to-dos on the board');

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await waitForBoard(page);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          testId: el?.closest('[data-testid]')?.getAttribute('data-testid') ?? '',
          href: el?.getAttribute('href') ?? '',
          kind: el?.closest('[data-kind]')?.getAttribute('data-kind') ?? '',
        };
      });
    // From the top of the page, in order: ... the five cards, then the to-dos.
    const seen: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      if (now.testId.startsWith('quick-link-')) seen.push(now.testId);
      if (now.kind) break;
    }
    expect(seen).toEqual([
      'quick-link-dogs',
      'quick-link-daycare',
      'quick-link-hotel',
      'quick-link-vet',
      'quick-link-grooming',
    ]);
    expect((await focused()).kind).toBe(first.kind);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === first.link);
    await context.close();
  });

  it('reads well on a phone in Spanish: one column, no sideways scroll, big targets, plural titles', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const o = await overview(base, token);

    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await waitForBoard(page);
    expect(await page.getByTestId('logged-in-as').textContent()).toBe('Sesión iniciada en ADMINISTRACIÓN');
    for (const heading of [
      'Tareas y recordatorios',
      'Citas veterinarias',
      'Perros en la guardería',
      'Huéspedes actuales del hotel',
      'Próximas reservas del hotel',
      'Peluquería hoy',
    ])
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);

    // One column: every section starts at the same left edge.
    const lefts = await page
      .getByTestId('board-sections')
      .locator(':scope > section')
      .evaluateAll((sections) => sections.map((s) => Math.round(s.getBoundingClientRect().left)));
    expect(lefts.length).toBeGreaterThanOrEqual(5);
    expect(new Set(lefts).size).toBe(1);

    // Spanish plurals from the kind and the count, against the overview as it is now (a change
    // the previous test made may reach the board's kept answer a moment after the first read).
    let now = o;
    let shown = '';
    const plural = (view: TDashboardOverview) =>
      `${view.todos.find((t) => t.kind === 'daycareCheckedIn')?.count} perros siguen en la guardería`;
    await poll(async () => {
      now = await overview(base, token);
      shown = (await page.locator('[data-kind="daycareCheckedIn"]').textContent()) ?? '';
      return shown.includes(plural(now));
    }).toBe(true);
    expect(shown).toContain(plural(now));
    expect(await page.getByTestId('board-daycare').getByTestId('board-more').textContent()).toMatch(
      new RegExp(`^y ${now.daycare.checkedInCount - 8} más`),
    );
    // Touch targets: every to-do and 'more' link is at least 44 px tall.
    const heights = await page
      .locator('[data-testid="todo-item"] a, [data-testid="board-more"]')
      .evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);

    await expectNoAxeViolations(page, 'dashboard with every section (es, 390)');
    await context.close();
  });

  it("says 'Loading dashboard overview...' while it loads, and on failure 'Failed to load dashboard overview' with Try again", async () => {
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await waitForBoard(page);

    // Hold the overview's request: the loading text shows over the skeleton until it is let go.
    const held: Route[] = [];
    const overviewCall = (url: URL) =>
      url.pathname.startsWith('/trpc/') && url.pathname.includes('dashboard.overview');
    await page.route(overviewCall, (route) => {
      held.push(route);
    });
    await page.reload();
    await poll(() =>
      page.getByRole('status').filter({ hasText: 'Loading dashboard overview...' }).isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page, 'dashboard loading (en)');
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(overviewCall);
    await waitForBoard(page);

    // Refuse it: the failure, with Try again; once the network is back, Try again loads the board.
    await page.route(overviewCall, (route) => route.abort('failed'));
    await page.reload();
    const error = page.getByTestId('dashboard-error');
    await poll(() => error.getByText('Failed to load dashboard overview').isVisible()).toBe(true);
    expect(await page.getByTestId('dashboard-board').count()).toBe(0);
    await expectNoAxeViolations(page, 'dashboard failed (en)');
    const tryAgain = error.getByRole('button', { name: 'Try again' });
    expect(await tryAgain.isVisible()).toBe(true);
    // Once the network is back, a live change may refetch the board before the click lands: either
    // way the board comes back.
    await page.unroute(overviewCall);
    await Promise.race([tryAgain.click().catch(() => undefined), waitForBoard(page)]);
    await waitForBoard(page);
    await context.close();
  });
});
