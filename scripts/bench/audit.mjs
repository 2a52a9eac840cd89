// The audit log (docs/domains/audit.md), against the built server started with APP_TIMEZONE=Europe/Madrid and
// 1,000,000 events seeded straight in SQL (audit-seed.mjs: a year of a busy desk):
//   audit/history-first-p95     REST GET /api/audit, the global History's first page (50 events,
//                               newest first), no filter: p95 ≤ 30 ms
//   audit/history-filtered-p95  the first page with each filter of the screen (record type, person,
//                               action, a day, a month, a record, and combinations), over REST and
//                               tRPC audit.list, and a next page by cursor: p95 ≤ 30 ms
//   audit/history-db-time       reported: PostgreSQL's own execution time of each of those first
//                               pages (the product's query under EXPLAIN ANALYZE, in-process)
//   audit/write-owner-p95       what an event adds to a write: the owner service's update run in
//                               this process on the same database, in pairs, once as the product
//                               runs it and once without its event (the same transaction with the
//                               event's INSERT left out), side by side in random order:
//                               p95 with − p95 without ≤ 1 ms
//   audit/event-insert-db-time  reported: PostgreSQL's execution time of an event's INSERT
//   audit/write-dog-p95         the same for the dog service's update (owners locked, owner links
//                               replaced, the record's diff): p95 difference ≤ 1 ms
// History latencies are round trips of one client on 127.0.0.1, one request at a time, after a
// warm-up. The writes are timed in-process (no HTTP), so the difference is not lost in the
// loopback's noise; they run after the seed, on a table of a million events, whose seven indexes
// each event also updates.
import { performance } from 'node:perf_hooks';
import { seedAuditEvents } from './audit-seed.mjs';
import { seedDogs } from './dogs-seed.mjs';
import {
  ensureServerBuilt,
  figure,
  importTs,
  login,
  ms,
  p95Figure,
  partRunner,
  restTimed,
  sampleLatencies,
  seconds,
  slowestText,
  startSeedableServer,
  summarize,
  trpcQuery,
  withPg,
} from './lib.mjs';

const TIME_ZONE = 'Europe/Madrid';

/**
 * The product's client, with every transaction's audit INSERT left out: the same write without
 * its event, for the side-by-side figure only (nothing in the product can turn events off).
 */
function withoutEvents(prisma) {
  const skipAudit = (tx) =>
    new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop !== '$executeRaw') return Reflect.get(target, prop, receiver);
        return (strings, ...values) =>
          Array.isArray(strings) && String(strings[0]).includes('INSERT INTO audit_events')
            ? Promise.resolve(0)
            : target.$executeRaw(strings, ...values);
      },
    });
  return new Proxy(prisma, {
    get(target, prop, receiver) {
      if (prop !== '$transaction') return Reflect.get(target, prop, receiver);
      return (fn, opts) =>
        typeof fn === 'function'
          ? target.$transaction((tx) => fn(skipAudit(tx)), opts)
          : target.$transaction(fn, opts);
    },
  });
}

/**
 * Runs `write(withEvent, i)` in `pairs` pairs after `warmup` pairs, each pair once with the
 * event and once without, the order chosen at random: both latency summaries and the figure
 * judging p95(with) − p95(without).
 */
async function sideBySide(name, text, { pairs, warmup, write }) {
  const withEvent = [];
  const without = [];
  for (let i = 0; i < warmup + pairs; i++) {
    const order = Math.random() < 0.5 ? [true, false] : [false, true];
    for (const audited of order) {
      const started = performance.now();
      await write(audited, i);
      const elapsed = performance.now() - started;
      if (i >= warmup) (audited ? withEvent : without).push(elapsed);
    }
  }
  const a = summarize(withEvent);
  const b = summarize(without);
  const p95Diff = a.p95 - b.p95;
  const p50Diff = a.p50 - b.p50;
  return figure(name, {
    text:
      `${text}, ${pairs} pairs: with its event p50 ${ms(a.p50)} / p95 ${ms(a.p95)}, without p50 ${ms(b.p50)} / ` +
      `p95 ${ms(b.p95)}: the event adds ${ms(p50Diff)} at p50, ${ms(p95Diff)} at p95`,
    value: p95Diff,
    limit: 1,
    unit: 'ms',
    targetText: 'p95 with − p95 without ≤ 1 ms',
    extra: { with: a, without: b, p50Diff, meanDiff: a.mean - b.mean },
  });
}

export default {
  title:
    'Audit log at 1,000,000 events: History first page p95 ≤ 30 ms (unfiltered and filtered), ' +
    'an event adds ≤ 1 ms p95 to a write (side by side)',
  options: {
    events: 'audit events to seed (default 1000000)',
    pairs: 'write pairs (with and without the event) per write measured (default 1000)',
    rounds: 'rounds over the History inputs (default 12)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const events = Math.max(10_000, Math.min(5_000_000, Number(options.events ?? 1_000_000)));
    const pairs = Math.max(50, Math.min(10_000, Number(options.pairs ?? 1000)));
    const rounds = Math.max(2, Math.min(100, Number(options.rounds ?? 12)));

    const { server, url, dbUrl } = await startSeedableServer({ label: 'audit', timeZone: TIME_ZONE });
    let prisma;
    try {
      const { token } = await login(url);
      const seedStarted = performance.now();
      const dogs = await seedDogs(dbUrl, { owners: 2000, dogs: 2000, log });
      const seeded = await seedAuditEvents(dbUrl, { count: events, log });
      log(
        `seeded ${dogs.dogs} dogs and ${seeded.events} events in ${seconds(performance.now() - seedStarted)}`,
      );

      const figures = [];
      const details = {
        seeded: { events: seeded.events, actors: seeded.actors },
        measured:
          'History: round trips of one client on 127.0.0.1, one request at a time; writes: in-process service calls, in pairs',
      };
      const { part, finish } = partRunner(log);
      const staff = seeded.staff;
      const [aRecord] = await withPg(dbUrl, async (client) =>
        (
          await client.query(
            `SELECT entity, entity_id::text AS id FROM audit_events WHERE entity = 'dog' ORDER BY at DESC LIMIT 1`,
          )
        ).rows.map((r) => r),
      );
      const today = new Date().toISOString().slice(0, 10);
      const monthAgo = new Date(Date.now() - 45 * 86_400_000).toISOString().slice(0, 10);
      const twoMonthsAgo = new Date(Date.now() - 75 * 86_400_000).toISOString().slice(0, 10);
      const dayAgo100 = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);

      await part('History first page', async () => {
        const { stats } = await sampleLatencies([{ label: 'first page' }], rounds * 20, async () => {
          const r = await restTimed(url, token, 'GET', '/api/audit');
          if (r.data.events.length !== 50 || !r.data.nextCursor)
            throw new Error('the first page is not full');
          return r.ms;
        });
        log(`GET /api/audit: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`);
        details.first = { stats };
        figures.push(
          p95Figure(
            'audit/history-first-p95',
            `GET /api/audit (first page, 50 of ${seeded.events.toLocaleString('en')} events), ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            30,
          ),
        );
      });

      const second = await restTimed(url, token, 'GET', '/api/audit?entity=dog');
      const filters = [
        { label: 'dogs', q: { entity: 'dog' } },
        { label: 'users (rare)', q: { entity: 'user' } },
        { label: 'one person', q: { actor: staff[3] } },
        { label: 'deletions', q: { action: 'delete' } },
        { label: 'failed logins', q: { action: 'login-failed' } },
        { label: 'a day 100 days ago', q: { from: dayAgo100, to: dayAgo100 } },
        { label: 'a month', q: { from: twoMonthsAgo, to: monthAgo } },
        { label: 'one record', q: { entity: aRecord.entity, entityId: aRecord.id } },
        { label: 'person + dogs', q: { actor: staff[5], entity: 'dog' } },
        { label: 'person + deletions', q: { actor: staff[7], action: 'delete' } },
        { label: 'dogs + status', q: { entity: 'dog', action: 'status' } },
        { label: 'person + a month', q: { actor: staff[2], from: twoMonthsAgo, to: monthAgo } },
        {
          label: 'hotel + deletions, 75 days',
          q: { entity: 'hotel-booking', action: 'delete', from: twoMonthsAgo, to: today },
        },
        { label: 'dogs, next page', q: { entity: 'dog', cursor: second.data.nextCursor } },
      ];

      await part('History filtered', async () => {
        const inputs = filters.flatMap((f) => [
          { label: `REST ${f.label}`, api: 'rest', q: f.q },
          { label: `tRPC ${f.label}`, api: 'trpc', q: f.q },
        ]);
        const { stats, slowest } = await sampleLatencies(inputs, rounds, async ({ api, q }) => {
          if (api === 'trpc') return (await trpcQuery(url, token, 'audit.list', q)).ms;
          return (await restTimed(url, token, 'GET', `/api/audit?${new URLSearchParams(q)}`)).ms;
        });
        log(`filtered: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`);
        details.filtered = { stats, slowest, filters: filters.map((f) => f.label) };
        figures.push(
          p95Figure(
            'audit/history-filtered-p95',
            `the first page with ${filters.length} filters (record type, person, action, a day, a month, a record, combinations, a next page) over REST and tRPC × ${rounds}: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest.slice(0, 3))}`,
            stats,
            30,
            { slowest },
          ),
        );
      });

      // PostgreSQL's own time for each first page: the product's query (listEvents, in this
      // process) run under EXPLAIN ANALYZE. Reported, not judged: it shows how much of a round trip
      // is the database's on a machine whose other processes stretch every latency.
      const { createPrisma, Prisma } = await importTs('apps/server/src/db/prisma.ts');
      const { ZAuditListInput } = await importTs('packages/domain/src/index.ts');
      const reads = await importTs('apps/server/src/modules/audit/audit.reads.ts');
      prisma = createPrisma(dbUrl, { max: 4 });
      await part('History plans', async () => {
        const rows = [];
        for (const f of [{ label: 'no filter', q: {} }, ...filters]) {
          let plan;
          const explaining = new Proxy(prisma, {
            get(target, prop, receiver) {
              if (prop !== '$queryRaw') return Reflect.get(target, prop, receiver);
              return async (strings, ...values) => {
                const query = Prisma.sql(strings, ...values);
                const [row] = await target.$queryRaw`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`;
                plan = row['QUERY PLAN'][0];
                return [];
              };
            },
          });
          const times = [];
          for (let i = 0; i < 7; i++) {
            await reads.listEvents(
              { prisma: explaining, actor: { id: '', username: '', role: 'admin' }, timeZone: TIME_ZONE },
              ZAuditListInput.parse(f.q),
            );
            times.push(plan['Execution Time']);
          }
          const node = (n) => (n.Plans?.length === 1 && n['Node Type'] === 'Limit' ? node(n.Plans[0]) : n);
          const scan = node(plan.Plan);
          rows.push({
            label: f.label,
            executionMs: summarize(times).p50,
            scan: `${scan['Node Type']}${scan['Index Name'] ? ` ${scan['Index Name']}` : ''}`,
            sharedHit: plan.Plan['Shared Hit Blocks'],
          });
        }
        const worst = rows.reduce((a, b) => (b.executionMs > a.executionMs ? b : a));
        log(
          `PostgreSQL's time per first page (median of 7): ${rows.map((r) => `${r.label} ${ms(r.executionMs)} (${r.scan})`).join('; ')}`,
        );
        details.plans = rows;
        figures.push(
          figure('audit/history-db-time', {
            text: `PostgreSQL's execution time of the History's first page (EXPLAIN ANALYZE of the product's query, median of 7), ${rows.length} filters: at most ${ms(worst.executionMs)} (${worst.label})`,
            value: worst.executionMs,
            limit: Number.POSITIVE_INFINITY,
            unit: 'ms',
            targetText: 'reported',
            extra: { plans: rows },
          }),
        );
      });

      // The writes, in this process, through the product's own services.
      const owners = await importTs('apps/server/src/modules/owners/owners.service.ts');
      const dogsWrites = await importTs('apps/server/src/modules/dogs/dogs.writes.ts');
      const bare = withoutEvents(prisma);
      const admin = await prisma.user.findFirstOrThrow({ orderBy: { createdAt: 'asc' } });
      const actor = { id: admin.id, username: admin.username, role: admin.role };
      const ctx = (audited) => ({ prisma: audited ? prisma : bare, actor });

      await part('owner update', async () => {
        const list = await prisma.owner.findMany({ take: 50, orderBy: { id: 'asc' } });
        const f = await sideBySide(
          'audit/write-owner-p95',
          'the owner service’s update (one owner’s phone)',
          {
            pairs,
            warmup: 50,
            write: (audited, i) => {
              const o = list[i % list.length];
              return owners.updateOwner(ctx(audited), {
                id: o.id,
                name: o.name,
                email: o.email,
                phone: `600 ${String(100000 + ((i * 2 + (audited ? 1 : 0)) % 900000)).padStart(6, '0')}`,
                address: o.address,
              });
            },
          },
        );
        log(f.text);
        details.owner = f;
        figures.push(f);
      });

      await part('event INSERT', async () => {
        // The database's share of an event: the owner update's own INSERT run under EXPLAIN
        // ANALYZE (it still inserts, in the write's transaction), its execution time.
        let insertMs = null;
        const explained = new Proxy(prisma, {
          get(target, prop, receiver) {
            if (prop !== '$transaction') return Reflect.get(target, prop, receiver);
            return (fn, opts) =>
              target.$transaction(
                (tx) =>
                  fn(
                    new Proxy(tx, {
                      get(t, key, r) {
                        if (key !== '$executeRaw') return Reflect.get(t, key, r);
                        return async (strings, ...values) => {
                          if (!String(strings[0]).includes('INSERT INTO audit_events'))
                            return t.$executeRaw(strings, ...values);
                          const query = Prisma.sql(strings, ...values);
                          const [row] = await t.$queryRaw`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`;
                          insertMs = row['QUERY PLAN'][0]['Execution Time'];
                          return 1;
                        };
                      },
                    }),
                  ),
                opts,
              );
          },
        });
        const list = await prisma.owner.findMany({ take: 50, orderBy: { id: 'asc' } });
        const times = [];
        for (let i = 0; i < 300; i++) {
          const o = list[i % list.length];
          insertMs = null;
          await owners.updateOwner(
            { prisma: explained, actor },
            {
              id: o.id,
              name: o.name,
              email: o.email,
              phone: `611 ${String(100000 + i).slice(-6)}`,
              address: o.address,
            },
          );
          if (insertMs === null) throw new Error('the owner update wrote no event');
          if (i >= 20) times.push(insertMs);
        }
        const stats = summarize(times);
        log(`an event's INSERT in PostgreSQL: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`);
        details.insert = { stats };
        figures.push(
          figure('audit/event-insert-db-time', {
            text: `PostgreSQL's execution time of an event's INSERT (the owner update's, under EXPLAIN ANALYZE, 7 indexes, a table of ${seeded.events.toLocaleString('en')} events), ${stats.n} writes: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            value: stats.p95,
            limit: Number.POSITIVE_INFINITY,
            unit: 'ms',
            targetText: 'reported',
            extra: { stats },
          }),
        );
      });

      await part('dog update', async () => {
        const list = await prisma.dog.findMany({
          take: 50,
          orderBy: { id: 'asc' },
          include: { owners: { orderBy: { position: 'asc' } } },
        });
        const dogsCtx = (audited) => ({
          ...ctx(audited),
          pictures: null,
          rows: null,
          scanCounts: null,
          timeZone: TIME_ZONE,
          now: () => new Date(),
        });
        const f = await sideBySide('audit/write-dog-p95', 'the dog service’s update (one dog’s weight)', {
          pairs,
          warmup: 50,
          write: (audited, i) => {
            const d = list[i % list.length];
            return dogsWrites.updateDog(dogsCtx(audited), {
              id: d.id,
              name: d.name,
              breed: d.breed,
              weight: 5 + ((i * 2 + (audited ? 1 : 0)) % 400) / 10,
              owners: d.owners.map((o) => o.ownerId),
            });
          },
        });
        log(f.text);
        details.dog = f;
        figures.push(f);
      });

      return finish(figures, details);
    } finally {
      await prisma?.$disconnect();
      await server.stop();
    }
  },
};
