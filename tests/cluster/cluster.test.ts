// Three REAL server processes (the built app) behind a REAL HAProxy (docker/haproxy.cfg) on one
// fresh PostgreSQL behave as one server (issue 27; docs/operations.md):
// - started at the same moment, they apply each migration once and all become ready;
// - HAProxy spreads requests over all three (no stickiness) and what one wrote the others serve;
// - a picture uploaded through one is served by the others, from S3-compatible storage
//   (PICTURE_STORE=s3 on a real s3rver: apps/server/test/helpers/s3-server.ts);
// - five wrong passwords spread over the three lock the pair as one process would;
// - a background job enqueued once runs once, though every process runs workers: an issued
//   invoice's fiscal record reaches a fake AEAT endpoint exactly once (pg-boss, modules/jobs);
// - a live update written through one reaches a client streaming from another;
// - SIGTERM (a rolling restart): the process answers not-ready, HAProxy stops sending to it, it
//   drains and exits 0, and no request through HAProxy fails meanwhile;
// - SIGKILL: the process is taken out of rotation and requests keep succeeding; restarted, it is
//   back in rotation.
// Deadlines below only fail a test; nothing is timed.
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../apps/server/test/helpers/s3-server';
import {
  type Cluster,
  loginToken,
  openLiveStream,
  ownerBody,
  queryDatabase as query,
  send,
  startCluster,
  waitFor,
} from './helpers/cluster';

const root = join(import.meta.dirname, '..', '..');

/** A 16x16 PNG: what a desk uploads as a dog's picture (the server re-encodes it). */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4UaFBEmIY1VAxGkonhmvSAAADaGgQExd+HAAAAABJRU5ErkJggg==',
  'base64',
);

/** `n` requests through HAProxy one after another: the processes that answered, and any failure. */
async function spread(cluster: Cluster, n: number, path = '/api/health') {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push(await send(`${cluster.url}${path}`));
  return {
    servedBy: new Set(answers.map((a) => a.servedBy)),
    failed: answers.filter((a) => a.status !== 200),
  };
}

describe('three processes behind HAProxy on one database', { timeout: 120_000 }, () => {
  let cluster: Cluster;
  let token: string;
  let s3: S3TestServer;
  /** What the fake AEAT endpoint received: one body per submission. */
  const aeatSubmissions: string[] = [];
  let aeat: Server;
  beforeAll(async () => {
    // A fake AEAT: accepts every record (any 2xx without "Incorrecto"), and counts them.
    aeat = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        aeatSubmissions.push(body);
        res.writeHead(200, { 'content-type': 'text/xml' }).end('<EstadoEnvio>Correcto</EstadoEnvio>');
      });
    });
    await new Promise<void>((ok) => aeat.listen(0, '127.0.0.1', ok));
    const aeatUrl = `http://127.0.0.1:${(aeat.address() as AddressInfo).port}/`;
    // Pictures on one S3-compatible store, as processes on several machines keep them.
    s3 = await startS3TestServer();
    // A fresh database, three processes started together, HAProxy in front (helpers/cluster.ts).
    // A draining process keeps serving 2.5 s after SIGTERM, well past HAProxy's two checks.
    // Every process runs job workers (JOB_WORKERS=1, the default) and sends fiscal records.
    cluster = await startCluster({
      processes: 3,
      env: {
        ...s3.env,
        DRAIN_NOTICE_MS: '2500',
        FISCAL_SENDING: 'on',
        AEAT_ENDPOINT_URL: aeatUrl,
        JOB_POLL_SECONDS: '0.5',
      },
    });
    token = await loginToken(cluster.url, cluster.admin);
  }, 300_000);
  afterAll(async () => {
    await cluster?.stop();
    await s3?.stop();
    await new Promise((ok) => aeat?.close(ok));
  }, 60_000);

  it('applied each migration once under the simultaneous start, and every process is ready', async () => {
    const expected = readdirSync(join(root, 'prisma', 'migrations'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    const recorded = await query<{ migration_name: string; times: number }>(
      cluster.databaseUrl,
      'SELECT migration_name, count(*)::int AS times FROM _prisma_migrations GROUP BY 1 ORDER BY 1',
    );
    expect(recorded.map((r) => r.migration_name)).toEqual(expected);
    expect(recorded.filter((r) => r.times !== 1)).toEqual([]);
    // One first admin, though three processes found no user at boot.
    const admins = await query<{ n: number }>(cluster.databaseUrl, 'SELECT count(*)::int AS n FROM users');
    expect(admins[0]?.n).toBe(1);
    for (const p of cluster.processes) {
      const ready = await send(`${p.url}/api/health/ready`);
      expect(ready).toMatchObject({ status: 200, servedBy: p.name });
      expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
    }
  });

  it('spreads requests over all three, and what one wrote the others serve', async () => {
    const { servedBy, failed } = await spread(cluster, 9);
    expect(failed).toEqual([]);
    expect([...servedBy].sort()).toEqual(['app1', 'app2', 'app3']);

    // A token from a login through HAProxy works on every process (one JWT secret).
    const created = await send(`${cluster.url}/api/owners`, { token, json: ownerBody('Spread') });
    expect(created.status).toBe(201);
    const { _id: id } = JSON.parse(created.body) as { _id: string };
    for (const p of cluster.processes) {
      const read = await send(`${p.url}/api/owners/${id}`, { token });
      expect(read).toMatchObject({ status: 200, servedBy: p.name });
      expect(JSON.parse(read.body)).toMatchObject({ _id: id });
    }
  });

  it('a live update written through one process reaches a client streaming from another', async () => {
    const [one, two, three] = cluster.processes as [
      Cluster['processes'][0],
      Cluster['processes'][0],
      Cluster['processes'][0],
    ];
    const onOne = await openLiveStream(one.url, token);
    const viaBalancer = await openLiveStream(cluster.url, token);
    try {
      expect(onOne.servedBy).toBe('app1');
      await onOne.until((e) => e.type === 'ready', 'ready');
      await viaBalancer.until((e) => e.type === 'ready', 'ready');
      // Written through app2, heard on app1.
      expect((await send(`${two.url}/api/owners`, { token, json: ownerBody('Live') })).status).toBe(201);
      await onOne.until(
        (e) => e.type === 'changes' && Boolean(e.topics?.includes('owners')),
        'owners on app1',
      );
      // Written through a process other than the one the balancer gave the stream to.
      const other = [one, two, three].find((p) => p.name !== viaBalancer.servedBy) ?? three;
      const from = viaBalancer.events.length;
      expect((await send(`${other.url}/api/owners`, { token, json: ownerBody('Live') })).status).toBe(201);
      await viaBalancer.until(
        (e) =>
          viaBalancer.events.indexOf(e) >= from &&
          e.type === 'changes' &&
          Boolean(e.topics?.includes('owners')),
        `owners on ${viaBalancer.servedBy} (written through ${other.name})`,
      );
    } finally {
      await onOne.close();
      await viaBalancer.close();
    }
  });

  it('a picture uploaded through one process is served by the others, from the shared store', async () => {
    const [one, two, three] = cluster.processes as [
      Cluster['processes'][0],
      Cluster['processes'][0],
      Cluster['processes'][0],
    ];
    const owner = await send(`${one.url}/api/owners`, { token, json: ownerBody('Picture') });
    const form = new FormData();
    form.set('name', 'Nube');
    form.set('breed', 'Beagle');
    form.set('age', '3');
    form.set('owners', JSON.stringify([(JSON.parse(owner.body) as { _id: string })._id]));
    form.set('picture', new Blob([PICTURE], { type: 'image/png' }), 'nube.png');
    const res = await fetch(`${one.url}/api/dogs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const dog = (await res.json()) as { picture: string; pictureUrl: string };
    expect(dog.pictureUrl).toBe(`/uploads/dogs/${dog.picture}`);
    const served = [];
    for (const p of [two, three, one]) {
      const picture = await fetch(`${p.url}${dog.pictureUrl}`);
      expect(picture.status, p.name).toBe(200);
      expect(picture.headers.get('x-served-by')).toBe(p.name);
      served.push(Buffer.from(await picture.arrayBuffer()));
    }
    expect(served[0]?.length).toBeGreaterThan(0);
    expect(served[1]?.equals(served[0] as Buffer)).toBe(true);
    expect(served[2]?.equals(served[0] as Buffer)).toBe(true);
    // In the bucket, not in the processes' folder.
    expect(await s3.storage().get(dog.picture)).not.toBeNull();
    expect(existsSync(join(cluster.dataDir, 'uploads', 'dogs', dog.picture))).toBe(false);
  });

  it('five wrong passwords spread over the three lock the pair as one process would', async () => {
    const username = `cluster_${Date.now().toString(36)}`;
    const password = 'cluster-user-password';
    const created = await send(`${cluster.url}/api/users`, {
      token,
      json: { username, password, name: 'Cluster Receptionist', role: 'receptionist' },
    });
    expect(created.status).toBe(201);
    const wrong = [];
    for (let i = 0; i < 5; i++) {
      wrong.push(await send(`${cluster.url}/api/auth/login`, { json: { username, password: `wrong-${i}` } }));
    }
    expect(wrong.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(wrong.map((a) => a.servedBy)).size).toBe(3);
    // The sixth, with the right password, is refused whichever process it reaches, and a
    // client cannot pass for another address: HAProxy writes X-Forwarded-For itself.
    const forged = await send(`${cluster.url}/api/auth/login`, {
      json: { username, password },
      headers: { 'x-forwarded-for': '10.27.9.9' },
    });
    expect(forged.status).toBe(429);
    for (const p of cluster.processes) {
      const locked = await send(`${p.url}/api/auth/login`, { json: { username, password } });
      expect(locked).toMatchObject({ status: 429, servedBy: p.name });
    }
  });

  it("a job enqueued once runs once: an invoice's fiscal record reaches AEAT exactly once", async () => {
    const identity = await send(`${cluster.url}/api/settings`, {
      method: 'PUT',
      token,
      json: { businessName: 'Perros Felices SL', taxId: 'b87654323', address: 'Calle Mayor 1, Madrid' },
    });
    expect(identity.status).toBe(200);
    const owner = JSON.parse(
      (await send(`${cluster.url}/api/owners`, { token, json: ownerBody('Fiscal') })).body,
    ) as {
      _id: string;
    };
    const charge = await send(`${cluster.url}/api/charges`, {
      token,
      json: { owner: owner._id, description: 'Baño y corte', unitPriceCents: 3500, vatRate: 21 },
    });
    expect(charge.status).toBe(201);
    const invoice = await send(`${cluster.url}/api/invoices`, {
      token,
      json: { owner: owner._id, charges: [(JSON.parse(charge.body) as { _id: string })._id] },
    });
    expect(invoice.status).toBe(201);
    const { fullNumber } = JSON.parse(invoice.body) as { fullNumber: string };
    // The issue asks for a sweep (and the sweep's cron fires once a minute for all processes);
    // the sweep enqueues the record's send once, and one worker of one process runs it.
    await waitFor(
      'the fiscal record sent',
      async () => {
        const rows = await query<{ status: string }>(cluster.databaseUrl, 'SELECT status FROM fiscal_outbox');
        return rows.length === 1 && rows[0]?.status === 'sent';
      },
      { timeoutMs: 100_000, everyMs: 250 },
    );
    await waitFor(
      'no fiscal job left waiting or running',
      async () =>
        (
          await query<{ n: number }>(
            cluster.databaseUrl,
            "SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE 'fiscal-%' AND state < 'completed'",
          )
        )[0]?.n === 0,
      { timeoutMs: 30_000 },
    );
    expect(aeatSubmissions).toHaveLength(1);
    expect(aeatSubmissions[0]).toContain(fullNumber);
    const outbox = await query<{ attempts: number }>(
      cluster.databaseUrl,
      'SELECT attempts FROM fiscal_outbox',
    );
    expect(outbox).toEqual([{ attempts: 1 }]);
    const sends = await query<{ state: string }>(
      cluster.databaseUrl,
      "SELECT state::text AS state FROM pgboss.job WHERE name = 'fiscal-send'",
    );
    expect(sends).toEqual([{ state: 'completed' }]);
  }, 150_000);

  it('SIGTERM: not ready first, out of rotation, drained, exit 0, and no request fails', async () => {
    const leaving = cluster.processes[2];
    if (!leaving?.proc) throw new Error('no third process');
    const created = await send(`${cluster.url}/api/owners`, { token, json: ownerBody('Drain') });
    const { _id: id } = JSON.parse(created.body) as { _id: string };
    let stop = false;
    const answers: Awaited<ReturnType<typeof send>>[] = [];
    const traffic = (async () => {
      while (!stop) answers.push(await send(`${cluster.url}/api/owners/${id}`, { token }));
    })();
    await waitFor('traffic reaching app3', () => answers.some((a) => a.servedBy === 'app3'), {
      timeoutMs: 20_000,
    });
    leaving.proc.child.kill('SIGTERM');
    // While it drains it says so to the balancer, and still serves whoever reaches it directly.
    await waitFor(
      'app3 answering not-ready',
      async () => (await send(`${leaving.url}/api/health/ready`)).status === 503,
      {
        timeoutMs: 10_000,
      },
    );
    expect(JSON.parse((await send(`${leaving.url}/api/health/ready`)).body)).toEqual({
      status: 'not-ready',
      reason: 'draining',
    });
    expect((await send(`${leaving.url}/api/health`)).status).toBe(200);
    await waitFor(
      'HAProxy marking app3 down',
      async () => (await cluster.status()).get('app3')?.startsWith('DOWN') ?? false,
      {
        timeoutMs: 10_000,
      },
    );
    const exit = await leaving.proc.exited;
    const during = answers.length;
    await waitFor('more traffic after the exit', () => answers.length >= during + 10, { timeoutMs: 20_000 });
    stop = true;
    await traffic;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.slice(during).filter((a) => a.servedBy === 'app3')).toEqual([]);

    await leaving.restart();
    await waitFor(
      'HAProxy sending to app3 again',
      async () => (await cluster.status()).get('app3') === 'UP',
      {
        timeoutMs: 20_000,
      },
    );
    expect((await spread(cluster, 6)).servedBy.has('app3')).toBe(true);
  });

  it('SIGKILL: the dead process is out of rotation and requests keep succeeding; restarted, it is back', async () => {
    const victim = cluster.processes[1];
    if (!victim) throw new Error('no second process');
    expect(await victim.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    // Nothing was in flight: a request HAProxy still sends there is refused and redispatched.
    const atOnce = await spread(cluster, 6);
    expect(atOnce.failed).toEqual([]);
    await waitFor(
      'HAProxy marking app2 down',
      async () => (await cluster.status()).get('app2')?.startsWith('DOWN') ?? false,
      {
        timeoutMs: 10_000,
      },
    );
    const after = await spread(cluster, 9);
    expect(after.failed).toEqual([]);
    expect([...after.servedBy].sort()).toEqual(['app1', 'app3']);
    const write = await send(`${cluster.url}/api/owners`, { token, json: ownerBody('Survivor') });
    expect(write.status).toBe(201);

    await victim.restart();
    await waitFor(
      'HAProxy sending to app2 again',
      async () => (await cluster.status()).get('app2') === 'UP',
      {
        timeoutMs: 20_000,
      },
    );
    const back = await spread(cluster, 9);
    expect(back.failed).toEqual([]);
    expect([...back.servedBy].sort()).toEqual(['app1', 'app2', 'app3']);
  });
});
