// The users kept behind tokens (auth/session-cache.ts) across processes: two real server
// processes on one database, both having just served a user (so both keep them). A change made
// through one counts at once there (the write it answered) and within 1 s on the other (its
// change feed): a demotion, a new password, a deletion; over REST and tRPC.
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './helpers/db';
import { loginAdmin, type ServerProcess, startServerProcess } from './helpers/server-process';

/** The promise: a change to a user counts for their token within this, on every process. */
const BOUND_MS = 1000;

async function call(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/** What a user's token gets: REST GET /api/users (admins and managers) and tRPC users.list. */
async function statuses(base: string, token: string): Promise<[number, number]> {
  return [await call(base, token, 'GET', '/api/users'), await call(base, token, 'GET', '/trpc/users.list')];
}

/**
 * Polls `base` (no pause between requests) until both of the token's answers are `expected`: how
 * long after `since` the first such round was sent, or Infinity when none sent within twice the
 * bound was.
 */
async function refusedAfter(base: string, token: string, expected: number, since: number): Promise<number> {
  for (;;) {
    const sent = performance.now();
    if (sent - since > 2 * BOUND_MS) return Number.POSITIVE_INFINITY;
    const [rest, trpc] = await statuses(base, token);
    if (rest === expected && trpc === expected) return sent - since;
  }
}

describe('users kept behind tokens with two server processes on one database', { timeout: 180_000 }, () => {
  it('a demotion, a new password and a deletion through one process stop the token there at once and on the other within 1 s', async () => {
    const db = await createTestDatabase();
    const [a, b] = (await Promise.all([
      startServerProcess({ DATABASE_URL: db.url }),
      startServerProcess({ DATABASE_URL: db.url }),
    ])) as [ServerProcess, ServerProcess];
    const admin = await loginAdmin(a.url);

    /** A manager created through A, logged in through B, and served by both (so kept by both). */
    const manager = async (name: string) => {
      const password = `${name}-password-1`;
      const res = await fetch(`${a.url}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ username: name, password, role: 'manager', name }),
      });
      expect(res.status).toBe(201);
      const { _id: id } = (await res.json()) as { _id: string };
      const login = await fetch(`${b.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: name, password }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      for (const server of [a, b])
        for (let i = 0; i < 3; i++) expect(await statuses(server.url, token)).toEqual([200, 200]);
      return { id, token };
    };
    const demoted = await manager('demoted');
    const repassworded = await manager('repassworded');
    const deleted = await manager('deleted');

    // Demoted through A: refused (403) at once by A, within 1 s by B.
    let since = performance.now();
    expect(await call(a.url, admin, 'PUT', `/api/users/${demoted.id}`, { role: 'receptionist' })).toBe(200);
    expect(await statuses(a.url, demoted.token)).toEqual([403, 403]);
    expect(await refusedAfter(b.url, demoted.token, 403, since)).toBeLessThan(BOUND_MS);

    // A new password through B (tRPC): every older token refused (401) at once by B, within 1 s by A.
    since = performance.now();
    const update = await fetch(`${b.url}/trpc/users.update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ id: repassworded.id, role: 'manager', password: 'an-entirely-new-password' }),
    });
    expect(update.status).toBe(200);
    expect(await statuses(b.url, repassworded.token)).toEqual([401, 401]);
    expect(await refusedAfter(a.url, repassworded.token, 401, since)).toBeLessThan(BOUND_MS);

    // Deleted through A: refused (401) at once by A, within 1 s by B.
    since = performance.now();
    expect(await call(a.url, admin, 'DELETE', `/api/users/${deleted.id}`)).toBe(200);
    expect(await statuses(a.url, deleted.token)).toEqual([401, 401]);
    expect(await refusedAfter(b.url, deleted.token, 401, since)).toBeLessThan(BOUND_MS);

    // The admin who made the changes is still served by both.
    for (const server of [a, b]) expect(await statuses(server.url, admin)).toEqual([200, 200]);
  });
});
