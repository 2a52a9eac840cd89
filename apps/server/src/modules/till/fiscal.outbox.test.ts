// The outbox against a local AEAT: a real HTTP listener in this process that accepts, refuses or
// never answers on demand. Invoicing never waits for it; an unreachable or refusing AEAT leaves
// the records pending or rejected (the managers see them, with the error), retried after a
// backoff; once AEAT accepts, they are sent in chain order and leave the outbox. The XML follows
// SuministroLR (RegistroAlta with IDFactura, Encadenamiento, SistemaInformatico, Huella). Through
// the job queue (two processes' workers on one database), each record is one job: sent once at a
// time, retried with backoff through the same hang / refuse / accept, and the chain leaves in order.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startTestQueue, until } from '../../../test/helpers/jobs';
import { billingFixtures } from '../billing/billing.fixtures';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { FISCAL_SEND_JOB, FISCAL_SWEEP_JOB, fiscalJobs, sweepOutbox } from './fiscal.jobs';
import { httpAdapter, sendDue } from './fiscal.outbox';

type Mode = 'accept' | 'reject' | 'hang';

describe('fiscal outbox against a local AEAT', () => {
  let t: TestApp;
  let server: Server;
  let url: string;
  let mode: Mode = 'hang';
  const received: string[] = [];
  const hanging: ServerResponse[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        if (mode === 'hang') hanging.push(res);
        else if (mode === 'reject')
          res
            .writeHead(200)
            .end(
              '<EstadoRegistro>Incorrecto</EstadoRegistro><DescripcionErrorRegistro>NIF no identificado</DescripcionErrorRegistro>',
            );
        else res.writeHead(200).end('<EstadoRegistro>Correcto</EstadoRegistro>');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/verifactu`;
  });

  afterAll(async () => {
    for (const res of hanging) res.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('times out, then is refused, then accepted: pending, rejected (visible, retried later), sent', async () => {
    const desk = await t.userWithToken('receptionist');
    const manager = await t.userWithToken('manager');
    const b = billingFixtures(t.deps, desk);
    const f = dogFixtures(t.deps, desk);
    await b.identity();
    const owner = await f.owner();
    const inv = await t.caller(desk).billing.invoices.issue({
      owner: owner.id,
      charges: [(await b.charge(owner.id, 2420)).id, (await b.charge(owner.id, 1100, { vatRate: 10 })).id],
    });
    expect(inv.record?.hash).toMatch(/^[0-9A-F]{64}$/);
    const adapter = httpAdapter({ url, timeoutMs: 200 });
    const t0 = new Date();

    // AEAT does not answer: the record stays pending with the error, its next attempt later.
    mode = 'hang';
    expect(await sendDue(t.deps.prisma, adapter, t0)).toEqual({ sent: 0, rejected: 0, failed: 1 });
    let outbox = await t.caller(manager).till.fiscal.outbox();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      fullNumber: inv.fullNumber,
      status: 'pending',
      attempts: 1,
      lastError: 'AEAT did not answer in time',
    });
    expect(Date.parse(outbox[0]?.nextAttemptAt ?? '')).toBeGreaterThan(t0.getTime());
    // Not due yet: nothing is sent before the backoff passes.
    expect(await sendDue(t.deps.prisma, adapter, t0)).toEqual({ sent: 0, rejected: 0, failed: 0 });

    const xml = received[0] ?? '';
    expect(xml).toContain('RegFactuSistemaFacturacion');
    expect(xml).toContain('<sum1:RegistroAlta>');
    expect(xml).toContain(`<sum1:NumSerieFactura>${inv.fullNumber}</sum1:NumSerieFactura>`);
    expect(xml).toContain('<sum1:TipoFactura>F2</sum1:TipoFactura>');
    expect(xml).toContain('<sum1:PrimerRegistro>S</sum1:PrimerRegistro>');
    expect(xml).toContain('<sum1:ImporteTotal>35.20</sum1:ImporteTotal>');
    expect(xml).toContain(`<sum1:Huella>${inv.record?.hash}</sum1:Huella>`);
    expect(xml).toContain('<sum1:SistemaInformatico>');

    // AEAT refuses it: rejected, with AEAT's words, retried after the backoff.
    mode = 'reject';
    const t1 = new Date(t0.getTime() + 60_000);
    expect(await sendDue(t.deps.prisma, adapter, t1)).toEqual({ sent: 0, rejected: 1, failed: 0 });
    outbox = await t.caller(manager).till.fiscal.outbox();
    expect(outbox[0]).toMatchObject({ status: 'rejected', attempts: 2 });
    expect(outbox[0]?.lastError).toContain('NIF no identificado');
    const records = await t.caller(manager).till.fiscal.records();
    expect(records[0]?.status).toBe('rejected');

    // Invoicing never waited: a second invoice meanwhile, chained after the first.
    const owner2 = await f.owner();
    const second = await t.caller(desk).billing.invoices.issue({
      owner: owner2.id,
      charges: [(await b.charge(owner2.id, 500)).id],
    });
    expect(second.record?.previousHash).toBe(inv.record?.hash);

    // AEAT accepts: both sent in chain order, the outbox empties.
    mode = 'accept';
    const t2 = new Date(t0.getTime() + 3_600_000);
    expect(await sendDue(t.deps.prisma, adapter, t2)).toEqual({ sent: 2, rejected: 0, failed: 0 });
    expect(await t.caller(manager).till.fiscal.outbox()).toEqual([]);
    expect((await t.caller(manager).till.fiscal.records()).map((r) => r.status)).toEqual(['sent', 'sent']);
    const chained = received.at(-1) ?? '';
    expect(chained).toContain(`<sum1:RegistroAnterior><sum1:IDEmisorFactura>`);
    expect(chained).toContain(`<sum1:Huella>${inv.record?.hash}</sum1:Huella>`);
  });

  it('through the job queue with two workers: fails, is refused, then sent, each attempt once, in chain order', async () => {
    const desk = await t.userWithToken('receptionist');
    const manager = await t.userWithToken('manager');
    const b = billingFixtures(t.deps, desk);
    const f = dogFixtures(t.deps, desk);
    await b.identity();
    const adapter = httpAdapter({ url, timeoutMs: 200 });
    const jobs = () =>
      fiscalJobs(t.deps.prisma, adapter, { retryLimit: 6, retryDelaySeconds: 1, sweepCron: null });
    const a = await startTestQueue(t.db.url, jobs());
    await startTestQueue(t.db.url, jobs());
    const before = received.length;
    mode = 'hang';
    const owner = await f.owner();
    const inv = await t.caller(desk).billing.invoices.issue({
      owner: owner.id,
      charges: [(await b.charge(owner.id, 1500)).id],
    });
    const outbox = () => t.caller(manager).till.fiscal.outbox();

    // The sweep (each minute in production) queues the chain's first unsent record; a second
    // sweep queues nothing while its job lives.
    await a.send(FISCAL_SWEEP_JOB, {});
    const first = await until('the first attempt', async () =>
      (await outbox()).find((e) => e.attempts === 1),
    );
    expect(first).toMatchObject({
      fullNumber: inv.fullNumber,
      status: 'pending',
      lastError: 'AEAT did not answer in time',
    });
    expect(await sweepOutbox(t.deps.prisma, a)).toEqual([]);

    // Refused on the queue's retry: rejected, visible with AEAT's words.
    mode = 'reject';
    const rejected = await until('the refusal', async () =>
      (await outbox()).find((e) => e.status === 'rejected'),
    );
    expect(rejected).toMatchObject({ fullNumber: inv.fullNumber, attempts: 2 });
    expect(rejected.lastError).toContain('NIF no identificado');

    // Invoicing never waits: a second invoice meanwhile, chained after the first.
    const owner2 = await f.owner();
    const second = await t.caller(desk).billing.invoices.issue({
      owner: owner2.id,
      charges: [(await b.charge(owner2.id, 700)).id],
    });
    expect(second.record?.previousHash).toBe(inv.record?.hash);

    // Accepted on the next retry; the first's success queues the second: both sent, in order.
    mode = 'accept';
    await until('the outbox to empty', async () => (await outbox()).length === 0);
    const numbers = received.slice(before).map((xml) => /<sum1:NumSerieFactura>([^<]+)</.exec(xml)?.[1]);
    // Each attempt reached AEAT once, although two workers were taking jobs.
    expect(numbers).toEqual([inv.fullNumber, inv.fullNumber, inv.fullNumber, second.fullNumber]);
    // One job per record (its retries included), both completed.
    const states = () =>
      t.deps.prisma.$queryRawUnsafe<{ state: string; n: number }[]>(
        `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state`,
        FISCAL_SEND_JOB,
      );
    await until('both jobs to complete', async () =>
      (await states()).some((s) => s.state === 'completed' && s.n === 2),
    );
    expect(await states()).toEqual([{ state: 'completed', n: 2 }]);
  });
});
