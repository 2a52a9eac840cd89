// Live updates between two desks: two browser contexts (two sessions, as two computers), each
// logged in. What the second desk does appears on the first desk's daycare and hotel Overviews by
// itself, without a reload (the first page's document is the same throughout); and after the
// first desk's network was cut (a proxy in front of the server resets its connections), what
// changed meanwhile appears once it is back. The first desk
// waits for its live connection (<html data-live="live">) before the other acts, so what appears
// can only have come through the stream, not through the first load.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import { startCutProxy } from './helpers/cut-proxy';
import { DESK, dayFromToday as day, PHONE, panel, pickOption, poll, visible } from './helpers/screen';

type ApiOwner = { _id: string; name: string };
type ApiDog = { _id: string; name: string };

/** The title of the Today board's to-do of `kind` as the server answers it now (tRPC: English). */
async function todoTitle(base: string, token: string, kind: string): Promise<string | null> {
  const res = await fetch(`${base}/trpc/dashboard.overview`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const board = ((await res.json()) as { result: { data: { todos: { kind: string; title: string }[] } } })
    .result.data;
  return board.todos.find((todo) => todo.kind === kind)?.title ?? null;
}

const liveState = (page: Page) => page.evaluate(() => document.documentElement.dataset.live ?? 'off');

/** Marks the page's document; a reload would lose the mark. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { deskMark?: string }).deskMark = 'same document';
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { deskMark?: string }).deskMark === 'same document');

/** A REST write made by the page itself, with its own session (the desk's browser does it). */
const deskWrite = (page: Page, method: string, path: string, body: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = window.localStorage.getItem('pawdesk.token');
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { method, path, body },
  );

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click();

describe('live updates between desks', () => {
  const b = useBrowser();

  it("a check-in and a booking at one desk appear on the other desk's Overviews without reload, also after a network cut (English)", async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const owner = await api<ApiOwner>(base, token, 'POST', '/api/owners', {
      name: `Nora Live ${tag}`,
      email: `nora.${tag}@example.com`,
      phone: '+34 600 444 555',
      address: 'Calle Sol 5',
    });
    const dog = (name: string) =>
      api<ApiDog>(base, token, 'POST', '/api/dogs', { name, breed: 'Beagle', age: 3, owners: [owner._id] });
    const luna = await dog(`Luna ${tag}`);
    const rex = await dog(`Rex ${tag}`);
    const kira = await dog(`Kira ${tag}`);

    // Desk 1 watches the daycare Overview, through a network the test can cut.
    const network = await startCutProxy(base);
    const desk1 = await b.page({ lang: 'en', viewport: DESK, baseUrl: network.url });
    await logIn(desk1.page, admin(), 'en');
    await nav(desk1.page, 'Daycare');
    await desk1.page.waitForURL((url) => url.pathname === '/daycare');
    await poll(() => desk1.page.getByTestId('stat-here').isVisible()).toBe(true);
    await poll(() => liveState(desk1.page)).toBe('live');
    await markDocument(desk1.page);

    // Desk 2, another session, checks Luna in on its Check In tab.
    const desk2 = await b.page({ lang: 'en', viewport: DESK });
    await logIn(desk2.page, admin(), 'en');
    await desk2.page.goto('/daycare?tab=checkin');
    await pickOption(desk2.page, 'Dog', luna.name, panel(desk2.page));
    await panel(desk2.page).getByRole('button', { name: 'Check In', exact: true }).click();
    await poll(visible(desk2.page, `${luna.name} checked in successfully!`)).toBe(true);

    // Desk 1 shows her, by itself.
    await poll(() => desk1.page.getByTestId('here-card').filter({ hasText: luna.name }).count()).toBe(1);
    expect(await sameDocument(desk1.page)).toBe(true);

    // Desk 1 moves to the hotel Overview; desk 2 books Rex arriving today.
    await nav(desk1.page, 'Hotel');
    await desk1.page.waitForURL((url) => url.pathname === '/hotel');
    await poll(() => desk1.page.getByTestId('stat-guests').isVisible()).toBe(true);
    const arrivals = (name: string) =>
      desk1.page.getByTestId('arrivals-today-item').filter({ hasText: name });
    expect(await arrivals(rex.name).count()).toBe(0);
    expect(
      await deskWrite(desk2.page, 'POST', '/api/hotel', { dog: rex._id, checkIn: day(0), checkOut: day(2) }),
    ).toBe(201);
    await poll(() => arrivals(rex.name).count()).toBe(1);
    expect(await sameDocument(desk1.page)).toBe(true);

    // Desk 1's network is cut: its stream notices. Meanwhile desk 2 books Kira for today.
    network.cut();
    await poll(() => liveState(desk1.page)).toBe('reconnecting');
    expect(
      await deskWrite(desk2.page, 'POST', '/api/hotel', { dog: kira._id, checkIn: day(0), checkOut: day(1) }),
    ).toBe(201);
    expect(await arrivals(kira.name).count()).toBe(0);
    // Back online: it reconnects by itself and refetches what it missed.
    network.restore();
    await poll(() => liveState(desk1.page)).toBe('live');
    await poll(() => arrivals(kira.name).count()).toBe(1);
    expect(await sameDocument(desk1.page)).toBe(true);

    await desk1.context.close();
    await desk2.context.close();
    await network.close();
  });
  it('a check-in at one desk changes the Today board of another desk by itself (Spanish, phone)', async () => {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const tag = unique();
    const owner = await api<ApiOwner>(base, token, 'POST', '/api/owners', {
      name: `Olga Board ${tag}`,
      email: `olga.${tag}@example.com`,
      phone: '+34 600 777 888',
      address: 'Calle Luna 8',
    });
    const toby = await api<ApiDog>(base, token, 'POST', '/api/dogs', {
      name: `Toby ${tag}`,
      breed: 'Beagle',
      age: 2,
      owners: [owner._id],
    });

    // Desk 1 (a phone at the front desk) shows the board, live.
    const desk1 = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(desk1.page, admin(), 'es');
    await desk1.page.waitForURL((url) => url.pathname === '/dashboard');
    await poll(() => desk1.page.getByTestId('dashboard-board').isVisible()).toBe(true);
    await poll(() => liveState(desk1.page)).toBe('live');
    await markDocument(desk1.page);
    const before = await todoTitle(base, token, 'daycareCheckedIn');

    // Desk 2 checks Toby in at daycare.
    const desk2 = await b.page({ lang: 'en', viewport: DESK });
    await logIn(desk2.page, admin(), 'en');
    expect(await deskWrite(desk2.page, 'POST', '/api/daycare/visits', { dog: toby._id })).toBe(201);
    const after = await todoTitle(base, token, 'daycareCheckedIn');
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);

    // Desk 1's board counts him in its daycare to-do (in Spanish), without a reload.
    const count = Number(/\d+/.exec(after ?? '')?.[0]);
    const todo = desk1.page.locator('[data-testid="todo-item"][data-kind="daycareCheckedIn"]');
    await poll(() => todo.filter({ hasText: new RegExp(`(^|\\D)${count}(\\D|$)`) }).count()).toBe(1);
    expect(await sameDocument(desk1.page)).toBe(true);

    await desk1.context.close();
    await desk2.context.close();
  });
});
