// live.changes over real HTTP (server-sent events) on a real PostgreSQL: writes through REST and
// tRPC reach a subscriber through the database's NOTIFY and this process's change feed; the
// stream is refused without a valid session and ends when the session does; a killed LISTEN
// connection heals and tells subscribers to resync; closing the app ends open streams at once.
// Two server processes on one database: test/live-processes.test.ts.
import { addDays, businessToday, LIVE_TABLE_TOPICS } from '@pawdesk/domain';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { createLiveClient, type LiveClient, subscribeLive } from '../../test/helpers/live';
import { fixtures, ownerInput } from '../modules/dogs/dogs.fixtures';

let t: TestApp;
let baseUrl: string;
let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
let client: LiveClient;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  baseUrl = `http://127.0.0.1:${address.port}`;
  admin = await t.userWithToken('admin');
  client = createLiveClient(baseUrl, admin.token);
  await t.deps.changes.whenListening();
});

/** Commits a statement on `table` that changes nothing (a statement trigger fires all the same). */
async function touch(table: string): Promise<void> {
  const direct = new pg.Client({ connectionString: t.db.url });
  await direct.connect();
  try {
    await direct.query(`DELETE FROM "${table}" WHERE false`);
  } finally {
    await direct.end();
  }
}

/** A subscriber that has heard its `ready` (so it is registered on the feed). */
async function readySubscriber(c: LiveClient = client, input?: Parameters<typeof subscribeLive>[1]) {
  const subscriber = subscribeLive(c, input);
  await subscriber.until('ready', (s) => s.starts === 1);
  return subscriber;
}

describe('live.changes: writes reach subscribers', () => {
  it('a REST write is heard as its topic, and only once per commit', async () => {
    const subscriber = await readySubscriber();
    const res = await fetch(`${baseUrl}/api/owners`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.auth(admin.token) },
      body: JSON.stringify(ownerInput()),
    });
    expect(res.status).toBe(201);
    await subscriber.untilTopic('owners');
    // A later commit on another topic is heard after it: by then any repeat would have been too.
    await touch('grooming_bookings');
    await subscriber.untilTopic('grooming');
    const owners = subscriber.events.filter((e) => e.type === 'changes' && e.topics.includes('owners'));
    expect(owners).toHaveLength(1);
    expect(subscriber.events[0]).toEqual({ type: 'ready' });
    expect(subscriber.errors).toEqual([]);
    subscriber.stop();
  });

  it('a tRPC write is heard: a hotel booking made through the typed client', async () => {
    const f = fixtures(t.deps, admin);
    const owner = await f.owner();
    const dog = await f.dog([owner.id]);
    const subscriber = await readySubscriber();
    const today = businessToday(t.deps.env.timeZone);
    const booking = await client.hotel.create.mutate({
      dog: dog.id,
      checkIn: addDays(today, 3),
      checkOut: addDays(today, 5),
    });
    expect(booking.id).toBeTruthy();
    await subscriber.untilTopic('hotel');
    subscriber.stop();
  });

  it('a subscriber of some topics hears only those', async () => {
    const subscriber = await readySubscriber(client, { topics: ['vet'] });
    const others = await readySubscriber();
    await client.owners.create.mutate(ownerInput());
    await others.untilTopic('owners');
    const f = fixtures(t.deps, admin);
    const dog = await f.dog([(await f.owner()).id]);
    const today = businessToday(t.deps.env.timeZone);
    await client.vet.create.mutate({
      dogId: dog.id,
      appointmentDate: addDays(today, 2),
      time: '10:30',
      cause: 'Vaccines',
    });
    await subscriber.untilTopic('vet');
    const heard = subscriber.events.flatMap((e) => (e.type === 'changes' ? e.topics : []));
    expect(new Set(heard)).toEqual(new Set(['vet']));
    subscriber.stop();
    others.stop();
  });

  it('every watched table announces its topic (the triggers and LIVE_TABLE_TOPICS agree)', async () => {
    const subscriber = await readySubscriber();
    const direct = new pg.Client({ connectionString: t.db.url });
    await direct.connect();
    try {
      for (const [table, topic] of Object.entries(LIVE_TABLE_TOPICS)) {
        const from = subscriber.events.length;
        // A statement that changes no row still fires a statement trigger: no data needed.
        await direct.query(`DELETE FROM "${table}" WHERE false`);
        await subscriber.untilTopic(topic, from);
      }
      const { rows } = await direct.query<{ table: string }>(
        `SELECT c.relname AS table FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
          WHERE g.tgname LIKE '%\\_live\\_notify' AND NOT g.tgisinternal`,
      );
      expect(rows.map((r) => r.table).sort()).toEqual(Object.keys(LIVE_TABLE_TOPICS).sort());
    } finally {
      await direct.end();
    }
    subscriber.stop();
  });

  it('a rolled-back write is never announced', async () => {
    const subscriber = await readySubscriber(client, { topics: ['grooming', 'owners'] });
    const direct = new pg.Client({ connectionString: t.db.url });
    await direct.connect();
    try {
      await direct.query('BEGIN');
      await direct.query(`DELETE FROM "grooming_bookings" WHERE false`);
      await direct.query('ROLLBACK');
      // Then a committed write to another topic: once it is heard, the rolled-back one would
      // have been too (notifications arrive in commit order on the one connection).
      await direct.query(`DELETE FROM "owners" WHERE false`);
      await subscriber.untilTopic('owners');
      expect(subscriber.events.some((e) => e.type === 'changes' && e.topics.includes('grooming'))).toBe(
        false,
      );
    } finally {
      await direct.end();
    }
    subscriber.stop();
  });
});

describe('live.changes: who may listen', () => {
  it('nobody, or a token that is not valid, is refused with UNAUTHORIZED', async () => {
    for (const token of [null, 'not-a-token', `${admin.token.slice(0, -4)}AAAA`]) {
      const subscriber = subscribeLive(createLiveClient(baseUrl, token));
      await subscriber.until('refused', (s) => s.errors.length > 0);
      expect(subscriber.errorCode).toBe('UNAUTHORIZED');
      expect(subscriber.events).toEqual([]);
    }
  });

  it("a changed password ends its user's open streams with UNAUTHORIZED; other users' go on", async () => {
    const victim = await t.userWithToken('receptionist');
    const victimStream = await readySubscriber(createLiveClient(baseUrl, victim.token));
    const bystander = await readySubscriber();
    await client.users.update.mutate({
      id: victim.id,
      role: 'receptionist',
      password: 'a brand new password',
    });
    await victimStream.until('ended', (s) => s.errors.length > 0);
    expect(victimStream.errorCode).toBe('UNAUTHORIZED');
    await bystander.untilTopic('users');
    expect(bystander.errors).toEqual([]);
    // A reconnect with the old token is refused too.
    const again = subscribeLive(createLiveClient(baseUrl, victim.token));
    await again.until('refused', (s) => s.errors.length > 0);
    expect(again.errorCode).toBe('UNAUTHORIZED');
    bystander.stop();
  });

  it('a stream hears nothing of a token in its URL: only the header counts, and it is not echoed', async () => {
    const res = await fetch(
      `${baseUrl}/trpc/live.changes?connectionParams=${encodeURIComponent(JSON.stringify({ token: admin.token }))}`,
      { headers: { accept: 'text/event-stream' } },
    );
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    // Never cached, never transformed (buffered) by a proxy, never buffered by nginx.
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const text = await res.text();
    expect(text).toContain('UNAUTHORIZED');
    expect(text).not.toContain(admin.token);
  });
});

describe('live.changes: the feed heals', () => {
  it('a killed LISTEN connection is re-opened and subscribers are told to resync; changes flow again', async () => {
    const subscriber = await readySubscriber();
    const direct = new pg.Client({ connectionString: t.db.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ killed: boolean }>(
        `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity
          WHERE application_name = 'pawdesk-live' AND datname = current_database()`,
      );
      expect(rows).toEqual([{ killed: true }]);
      await subscriber.until('told to resync', (s) => s.events.some((e) => e.type === 'resync'));
      expect(t.deps.changes.listening).toBe(true);
      const from = subscriber.events.length;
      await direct.query(`DELETE FROM "daycare_visits" WHERE false`);
      await subscriber.untilTopic('daycare', from);
      expect(subscriber.errors).toEqual([]);
      expect(subscriber.starts).toBe(1);
    } finally {
      await direct.end();
    }
    subscriber.stop();
  });
});

describe('live.changes: closing the app', () => {
  it('ends every open stream at once, so a shutdown never waits for them', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const user = await other.userWithToken('vet');
    const otherClient = createLiveClient(`http://127.0.0.1:${address.port}`, user.token);
    const streams = [subscribeLive(otherClient), subscribeLive(otherClient, { topics: ['vet'] })];
    for (const s of streams) await s.until('ready', (x) => x.starts === 1);
    // Fastify's close waits for every request in flight: it returns only because the streams end.
    await other.app.close();
    for (const s of streams) await s.until('ended', (x) => x.completed || x.errors.length > 0);
  });
});
