// Billing (docs/domains/billing.md), against the built server started with APP_TIMEZONE=Europe/Madrid,
// 5,000 owners and 30,000 invoices seeded straight in SQL over three years (series X), plus one
// owner with an invoice a week for three years (156 invoices of 2 lines, series Y) and 10 pending
// charges:
//   billing/issue-10-lines-p95     POST /api/invoices of 10 pending charges (each sample its own
//                                  owner's), one request at a time: p95 ≤ 40 ms
//   billing/concurrent-numbers     50 POST /api/invoices at once (50 owners, one charge each): 50
//                                  consecutive numbers, no gap, no repeat (the value is the count
//                                  of numbers out of place: 0)
//   billing/account-p95            GET /api/owners/{id}/account and tRPC billing.account for the owner
//                                  with three years of invoices: p95 ≤ 30 ms
// Latencies are round trips of one client on 127.0.0.1, after a warm-up.
import { performance } from 'node:perf_hooks';
import { seedPendingWork } from './billing-seed.mjs';
import {
  ensureServerBuilt,
  figure,
  login,
  ms,
  p95Figure,
  partRunner,
  restTimed,
  sampleLatencies,
  seconds,
  startSeedableServer,
  summarize,
  trpcQuery,
  vacuumAnalyze,
  withPg,
} from './lib.mjs';

const TIME_ZONE = 'Europe/Madrid';

async function seed(dbUrl, { owners, invoices, log }) {
  return withPg(dbUrl, async (client) => {
    const started = performance.now();
    await client.query(
      `INSERT INTO owners (id, name, email, phone, address, created_at, updated_at)
       SELECT gen_random_uuid(), 'Bench Owner ' || g, 'bench-owner-' || g || '@example.com', '600000000',
              'Calle ' || g || ', Madrid', now(), now()
         FROM generate_series(1, $1) g`,
      [owners],
    );
    await client.query(
      `WITH o AS (SELECT id, name, address, row_number() OVER (ORDER BY id) AS rn FROM owners)
       INSERT INTO invoices (id, series, year, number, full_number, kind, issued_at, issuer_name, issuer_tax_id,
                             issuer_address, customer_id, customer_name, customer_address, language, base_cents,
                             vat_cents, total_cents, vat_breakdown, status, paid_cents)
       SELECT gen_random_uuid(), 'X', extract(year FROM now() - ((g % 1095) || ' days')::interval)::int, g, 'X-' || g, 'simplified',
              now() - ((g % 1095) || ' days')::interval, 'Bench SL', 'B87654323', 'Calle Mayor 1', o.id, o.name,
              o.address, 'es', 2066, 434, 2500, '[{"rate":21,"baseCents":2066,"vatCents":434}]', 'paid', 2500
         FROM generate_series(1, $1) g JOIN o ON o.rn = 1 + g % $2`,
      [invoices, owners],
    );
    // The measured owner: an invoice a week for three years, 2 lines each, and 10 pending charges.
    const { rows } = await client.query(
      `INSERT INTO owners (id, name, email, phone, address, created_at, updated_at)
       VALUES (gen_random_uuid(), 'Account Owner', 'account-owner@example.com', '600000001', 'Plaza 1', now(), now())
       RETURNING id::text AS id`,
    );
    const owner = rows[0].id;
    await client.query(
      `INSERT INTO invoices (id, series, year, number, full_number, kind, issued_at, issuer_name, issuer_tax_id,
                             issuer_address, customer_id, customer_name, customer_address, language, base_cents,
                             vat_cents, total_cents, vat_breakdown, status, paid_cents)
       SELECT gen_random_uuid(), 'Y', extract(year FROM now() - (g * 7 || ' days')::interval)::int, g, 'Y-' || g, 'simplified', now() - (g * 7 || ' days')::interval,
              'Bench SL', 'B87654323', 'Calle Mayor 1', $1::uuid, 'Account Owner', 'Plaza 1', 'es', 4132, 868, 5000,
              '[{"rate":21,"baseCents":4132,"vatCents":868}]', CASE WHEN g % 10 = 0 THEN 'issued' ELSE 'paid' END,
              CASE WHEN g % 10 = 0 THEN 0 ELSE 5000 END
         FROM generate_series(1, 156) g`,
      [owner],
    );
    await client.query(
      `INSERT INTO invoice_lines (id, invoice_id, position, description, quantity, unit_price_cents, vat_rate,
                                  base_cents, vat_cents, total_cents)
       SELECT gen_random_uuid(), i.id, p, 'Line ' || p, 1, 2500, 21, 2066, 434, 2500
         FROM invoices i CROSS JOIN generate_series(1, 2) p WHERE i.customer_id = $1::uuid`,
      [owner],
    );
    await client.query(
      `INSERT INTO charges (id, owner_id, description, quantity, unit_price_cents, vat_rate, total_cents)
       SELECT gen_random_uuid(), $1::uuid, 'Pending ' || g, 1, 1000, 21, 1000 FROM generate_series(1, 10) g`,
      [owner],
    );
    await vacuumAnalyze(client, 'owners, invoices, invoice_lines, charges', log);
    log(`seeded ${owners} owners and ${invoices + 156} invoices in ${seconds(performance.now() - started)}`);
    return owner;
  });
}

export default {
  title:
    'Billing: issuing a 10-line invoice p95 ≤ 40 ms; 50 concurrent issues leave 50 consecutive numbers; ' +
    "the owner's account p95 ≤ 30 ms with three years of invoices",
  options: {
    samples: 'invoices issued one at a time (default 200)',
    rounds: 'rounds of the account reads (default 100)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const samples = Math.max(20, Math.min(2000, Number(options.samples ?? 200)));
    const rounds = Math.max(10, Math.min(1000, Number(options.rounds ?? 100)));
    const { server, url, dbUrl } = await startSeedableServer({ label: 'billing', timeZone: TIME_ZONE });
    try {
      const { token } = await login(url);
      const owner = await seed(dbUrl, { owners: 5000, invoices: 30_000, log });
      await restTimed(url, token, 'PUT', '/api/settings', {
        businessName: 'Perros Felices SL',
        taxId: 'B87654323',
        address: 'Calle Mayor 1, 28001 Madrid',
      });
      const figures = [];
      const details = { seeded: { owners: 5001, invoices: 30_156, accountInvoices: 156 } };
      const { part, finish } = partRunner(log);

      await part('issue a 10-line invoice', async () => {
        const work = await seedPendingWork(dbUrl, 'Desk', samples + 20, 10, 'one');
        const times = [];
        for (const [i, w] of work.entries()) {
          const r = await restTimed(url, token, 'POST', '/api/invoices', {
            owner: w.owner,
            charges: w.charges,
          });
          if (r.data.lines.length !== 10) throw new Error('not 10 lines');
          if (i >= 20) times.push(r.ms);
        }
        const stats = summarize(times);
        details.issue = stats;
        const f = p95Figure(
          'billing/issue-10-lines-p95',
          `POST /api/invoices of 10 charges (two VAT rates), ${stats.n} invoices one at a time: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
          stats,
          40,
        );
        log(f.text);
        figures.push(f);
      });

      await part('50 concurrent issues', async () => {
        const work = await seedPendingWork(dbUrl, 'Desk', 50, 1, 'many');
        const started = performance.now();
        const answers = await Promise.all(
          work.map((w) =>
            restTimed(url, token, 'POST', '/api/invoices', { owner: w.owner, charges: w.charges }),
          ),
        );
        const wall = performance.now() - started;
        const numbers = answers.map((a) => a.data.number).sort((a, b) => a - b);
        const outOfPlace = numbers.filter((n, i) => n !== numbers[0] + i).length;
        const f = figure('billing/concurrent-numbers', {
          text: `50 POST /api/invoices at once: numbers ${numbers[0]}…${numbers.at(-1)}, ${new Set(numbers).size} distinct, ${outOfPlace} out of place, all answered in ${ms(wall)}`,
          value: outOfPlace + (50 - new Set(numbers).size),
          limit: 0,
          unit: 'numbers',
          targetText: '50 consecutive numbers (0 out of place)',
        });
        details.concurrent = { numbers, wallMs: wall };
        log(f.text);
        figures.push(f);
      });

      await part("the owner's account", async () => {
        const inputs = [
          { label: 'REST', rest: `/api/owners/${owner}/account` },
          { label: 'tRPC', trpc: { owner } },
        ];
        const { stats, slowest } = await sampleLatencies(inputs, rounds, async (input) => {
          if (input.rest) {
            const r = await restTimed(url, token, 'GET', input.rest);
            if (r.data.invoices.length !== 50 || r.data.pending.length !== 10)
              throw new Error('unexpected account');
            return r.ms;
          }
          const r = await trpcQuery(url, token, 'billing.account', input.trpc);
          return r.ms;
        });
        details.account = { stats, slowest };
        const f = p95Figure(
          'billing/account-p95',
          `the account of an owner with 156 invoices over three years and 10 pending charges (REST and tRPC), ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
          stats,
          30,
        );
        log(f.text);
        figures.push(f);
      });

      return finish(figures, details);
    } finally {
      await server.stop();
    }
  },
};
