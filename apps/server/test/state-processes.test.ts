// Issue 27, "nothing kept in one process that others need": what one process keeps between
// requests (the Today board and the Overviews, kept OVERVIEW_CACHE_MS and shared by every user; the
// paged lists' totals) is forgotten when another process changes what it read, through the change
// feed (LISTEN/NOTIFY), well before its time to live. Two apps on one database stand for two server
// processes; the time to live here is a minute, so only the feed can explain a fresh answer.
// (The login throttle and the pictures: modules/auth/auth.processes.test.ts and
// modules/dogs/dogs.pictures-s3.test.ts; the users behind tokens: session-processes.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtures } from '../src/modules/dogs/dogs.fixtures';
import { createPeerApp, createTestApp, type PeerApp, type TestApp } from './helpers/app';

let one: TestApp;
let other: PeerApp;
let token: string;
let f: ReturnType<typeof fixtures>;
let ownerId: string;

beforeAll(async () => {
  one = await createTestApp({ env: { OVERVIEW_CACHE_MS: '60000' } });
  other = await createPeerApp(one);
  const admin = await one.userWithToken('admin');
  token = admin.token;
  f = fixtures(one.deps, admin);
  ownerId = (await f.owner()).id;
});

const trpc = async (app: { app: TestApp['app'] }, path: string, input?: unknown) => {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await app.app.inject({ method: 'GET', url: `/trpc/${path}${query}`, headers: one.auth(token) });
  expect(res.statusCode, path).toBe(200);
  return res.json().result.data;
};
const rest = async (app: { app: TestApp['app'] }, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.app.inject({ method, url, payload, headers: one.auth(token) });
  expect(res.statusCode, `${method} ${url}`).toBeLessThan(300);
  return res.json();
};

describe('values one process keeps, changed through another', () => {
  it('forgets the kept Today board and daycare Overview when another process checks a dog in', async () => {
    const dog = await f.dog([ownerId], { name: 'Canela' });
    // Kept by the other process (a minute), so a read now would be the kept answer... The dog's
    // own change reaches the other process through the feed a moment later and forgets what was
    // computed before it, as it should: read until both are kept.
    let boardBefore = '';
    let overviewBefore = '';
    await expect
      .poll(async () => {
        boardBefore = JSON.stringify(await rest(other, 'GET', '/api/dashboard'));
        overviewBefore = JSON.stringify(await trpc(other, 'daycare.overview'));
        return other.deps.overviews.dashboard.size + other.deps.overviews.daycare.size;
      })
      .toBe(2);
    expect(boardBefore).not.toContain('Canela');
    expect(overviewBefore).not.toContain('Canela');

    await rest(one, 'POST', '/api/daycare/visits', { dog: dog.id });

    // ...until the change feed tells it: forgotten, and the next read shows the dog.
    await expect.poll(() => other.deps.overviews.dashboard.size + other.deps.overviews.daycare.size).toBe(0);
    expect(JSON.stringify(await rest(other, 'GET', '/api/dashboard'))).toContain('Canela');
    expect(JSON.stringify(await trpc(other, 'daycare.overview'))).toContain('Canela');
  });

  it('forgets a kept list total when another process adds a row it counts', async () => {
    const word = `Kept${Date.now().toString(36)}`;
    await f.dog([ownerId], { name: `${word} Uno` });
    const list = (app: { app: TestApp['app'] }) => trpc(app, 'dogs.list', { search: word });
    const before = await list(other);
    expect(before.total).toBe(1);
    await f.dog([ownerId], { name: `${word} Dos` });
    await expect.poll(async () => (await list(other)).total).toBe(2);
  });
});
