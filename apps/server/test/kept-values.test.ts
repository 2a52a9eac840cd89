// Kept values on a real database: a store is forgotten by this process's own commits before the
// write is answered (REST, tRPC, a service called straight, as fixtures do), whatever the feed
// does; and by another process's commits through the change feed (LISTEN/NOTIFY), by their topics
// only. The stores here are made in test registries next to the app's, over the same client and
// feed as the app's own.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createPrisma, onOwnWrites } from '../src/db/prisma';
import { createKept } from '../src/lib/kept';
import { createIdleChangeFeed } from '../src/live/change-feed';
import { fixtures, ownerInput } from '../src/modules/dogs/dogs.fixtures';
import { createTestApp, type TestApp } from './helpers/app';

describe('kept values in a running app', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.userWithToken('admin');
  });

  it("forgets a store before a write of its topic is answered, from this process's commits alone", async () => {
    // A feed that never hears anything: only the app's own commits can forget.
    const kept = createKept({
      feed: createIdleChangeFeed(),
      ownWrites: (l) => onOwnWrites(t.deps.prisma, l),
    });
    const owners = kept.store<number>('owners.count', { ttlMs: 60_000, topics: ['owners'] });
    const vet = kept.store<number>('vet.count', { ttlMs: 60_000, topics: ['vet'] });
    const count = () => t.deps.prisma.owner.count();
    const before = await owners.get('all', count);
    await vet.get('all', async () => 1);

    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: t.auth(admin.token),
      payload: ownerInput(),
    });
    expect(rest.statusCode).toBe(201);
    expect(owners.peek('all')).toBeUndefined();
    expect(await owners.get('all', count)).toBe(before + 1);
    expect(vet.peek('all')).toBe(1);

    await t.caller(admin).owners.create(ownerInput());
    expect(owners.peek('all')).toBeUndefined();
    expect(await owners.get('all', count)).toBe(before + 2);

    // A service called straight, as the fixtures do: no request at all.
    await fixtures(t.deps, admin).owner();
    expect(owners.peek('all')).toBeUndefined();
    expect(await owners.get('all', count)).toBe(before + 3);

    // A read-only request forgets nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/owners', headers: t.auth(admin.token) })).statusCode,
    ).toBe(200);
    expect(owners.peek('all')).toBe(before + 3);
    kept.close();
  });

  it('forgets a store when another process commits one of its topics (the feed), and no other store', async () => {
    await t.deps.changes.whenListening();
    // Not the app's own commits: the feed alone can tell it.
    const kept = createKept({ feed: t.deps.changes });
    const owners = kept.store<string>('owners', { ttlMs: 60_000, topics: ['owners'] });
    const grooming = kept.store<string>('grooming', { ttlMs: 60_000, topics: ['grooming'] });
    await owners.get('k', async () => 'kept');
    await grooming.get('k', async () => 'kept');
    const elsewhere = createPrisma(t.db.url, { max: 1 });
    try {
      await elsewhere.owner.create({ data: ownerInput() });
    } finally {
      await elsewhere.$disconnect();
    }
    await vi.waitFor(() => expect(owners.peek('k')).toBeUndefined(), { timeout: 10_000, interval: 10 });
    expect(grooming.peek('k')).toBe('kept');
    kept.close();
  });
});
