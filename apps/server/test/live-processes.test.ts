// Live updates across processes: two real server processes (as behind a load balancer) on one
// PostgreSQL database. A write through either reaches the live subscribers of the other, through
// the database's NOTIFY; SIGTERM ends a process's open streams at once (its drain waits for
// nothing) while the other process's subscribers go on.
import { describe, expect, it } from 'vitest';
import { ownerInput } from '../src/modules/dogs/dogs.fixtures';
import { createTestDatabase } from './helpers/db';
import { createLiveClient, subscribeLive } from './helpers/live';
import { loginAdmin, type ServerProcess, startServerProcess } from './helpers/server-process';

describe('live updates with two server processes on one database', { timeout: 180_000 }, () => {
  it('a write through one process reaches a subscriber of the other, both ways; SIGTERM ends streams at once', async () => {
    const db = await createTestDatabase();
    const [a, b] = (await Promise.all([
      startServerProcess({ DATABASE_URL: db.url }),
      startServerProcess({ DATABASE_URL: db.url }),
    ])) as [ServerProcess, ServerProcess];
    // One login serves both: the processes share the JWT secret, as they must behind a balancer.
    const token = await loginAdmin(a.url);
    const clientA = createLiveClient(a.url, token);
    const clientB = createLiveClient(b.url, token);
    const onA = subscribeLive(clientA);
    const onB = subscribeLive(clientB);
    for (const s of [onA, onB]) await s.until('ready', (x) => x.starts === 1);

    // REST through A, heard on B.
    const res = await fetch(`${a.url}/api/owners`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(ownerInput()),
    });
    expect(res.status).toBe(201);
    await onB.untilTopic('owners');

    // tRPC through B, heard on A.
    const from = onA.events.length;
    const owner = await clientB.owners.create.mutate(ownerInput());
    await clientB.dogs.create.mutate({ name: 'Nube', breed: 'Beagle', age: 2, owners: [owner.id] });
    await onA.untilTopic('dogs', from);
    expect(onA.errors).toEqual([]);
    expect(onB.errors).toEqual([]);

    // SIGTERM to A with its stream open: the stream ends (tRPC's `return`), the drain cuts
    // nothing, exit 0. B and its subscriber are untouched.
    a.child.kill('SIGTERM');
    await onA.until('ended', (s) => s.completed || s.errors.length > 0);
    expect(await a.exited).toEqual({ code: 0, signal: null });
    expect(a.output()).not.toContain('still running: cutting them');
    const fromB = onB.events.length;
    await clientB.owners.create.mutate(ownerInput());
    await onB.untilTopic('owners', fromB);
    expect(onB.starts).toBe(1);
    onB.stop();
  });
});
