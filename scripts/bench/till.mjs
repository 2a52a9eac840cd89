// Payments, the till and VERI*FACTU records (docs/domains/till.md), against the built server
// started with APP_TIMEZONE=Europe/Madrid:
//   till/issue-10-lines-records-p95  POST /api/invoices of 10 pending charges with the fiscal record
//                                    appended in the same transaction, one at a time: p95 ≤ 40 ms
//                                    (billing's figure)
//   till/payment-p95                 POST /api/payments (cash with change, card, bizum; partial and
//                                    final payments) with the till open, one at a time: p95 ≤ 25 ms
//   till/verify-100k                 GET /api/fiscal/verify over a chain of 100,000 records (seeded
//                                    in SQL with hashes computed here from AEAT's text) plus the
//                                    issued ones: ok, in ≤ 10 s
// Latencies are round trips of one client on 127.0.0.1, after a warm-up.
import { createHash } from 'node:crypto';
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
  seconds,
  startSeedableServer,
  summarize,
  vacuumAnalyze,
  withPg,
} from './lib.mjs';

const TIME_ZONE = 'Europe/Madrid';
const CHAIN_ISSUER = 'A58818501';

const amount = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A valid chain of `count` alta records of issuer CHAIN_ISSUER, each on its own seeded invoice. */
async function seedChain(dbUrl, count, log) {
  return withPg(dbUrl, async (client) => {
    const started = performance.now();
    const { rows } = await client.query(
      `INSERT INTO invoices (id, series, year, number, full_number, kind, issued_at, issuer_name, issuer_tax_id,
                            issuer_address, customer_name, customer_address, language, base_cents, vat_cents,
                            total_cents, vat_breakdown, status, paid_cents)
       SELECT gen_random_uuid(), 'Z', 2026, g, 'Z2026-' || g, 'simplified', '2026-01-01T09:00:00Z', 'Cadena SA',
              $2, 'Calle 1', 'Cliente', 'Calle 2', 'es', 2066, 434, 2500,
              '[{"rate":21,"baseCents":2066,"vatCents":434}]', 'paid', 2500
         FROM generate_series(1, $1) g
       RETURNING id::text AS id, number`,
      [count, CHAIN_ISSUER],
    );
    rows.sort((a, b) => a.number - b.number);
    let previous = '';
    const BATCH = 5000;
    for (let from = 0; from < rows.length; from += BATCH) {
      const cols = { id: [], invoice: [], seq: [], number: [], prev: [], hash: [] };
      for (const r of rows.slice(from, from + BATCH)) {
        const text =
          `IDEmisorFactura=${CHAIN_ISSUER}&NumSerieFactura=Z2026-${r.number}&FechaExpedicionFactura=01-01-2026` +
          `&TipoFactura=F2&CuotaTotal=${amount(434)}&ImporteTotal=${amount(2500)}&Huella=${previous}` +
          '&FechaHoraHusoGenRegistro=2026-01-01T10:00:00+01:00';
        const hash = createHash('sha256').update(text).digest('hex').toUpperCase();
        cols.id.push(crypto.randomUUID());
        cols.invoice.push(r.id);
        cols.seq.push(r.number);
        cols.number.push(`Z2026-${r.number}`);
        cols.prev.push(previous || null);
        cols.hash.push(hash);
        previous = hash;
      }
      await client.query(
        `INSERT INTO fiscal_records (id, issuer_tax_id, seq, type, invoice_id, full_number, issue_date, invoice_type,
                                     vat_cents, total_cents, previous_hash, hash, generated_at, issuer_name)
         SELECT t.id, $1, t.seq, 'alta', t.invoice, t.num, '2026-01-01', 'F2', 434, 2500, t.prev, t.hash,
                '2026-01-01T10:00:00+01:00', 'Cadena SA'
           FROM unnest($2::uuid[], $3::uuid[], $4::bigint[], $5::text[], $6::text[], $7::text[])
                AS t(id, invoice, seq, num, prev, hash)`,
        [CHAIN_ISSUER, cols.id, cols.invoice, cols.seq, cols.number, cols.prev, cols.hash],
      );
    }
    await client.query(
      `INSERT INTO fiscal_chain_heads (issuer_tax_id, last_seq, last_hash) VALUES ($1, $2, $3)`,
      [CHAIN_ISSUER, count, previous],
    );
    await vacuumAnalyze(client, 'invoices, fiscal_records', log);
    log(`seeded a chain of ${count} records in ${seconds(performance.now() - started)}`);
  });
}

export default {
  title:
    'Till: a payment p95 ≤ 25 ms; verifying 100,000 fiscal records ≤ 10 s; issuing a 10-line invoice with its ' +
    'record p95 ≤ 40 ms',
  options: {
    samples: 'invoices issued one at a time (default 200); each then takes two payments',
    records: 'records in the seeded chain (default 100000)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const samples = Math.max(20, Math.min(2000, Number(options.samples ?? 200)));
    const chain = Math.max(1000, Math.min(1_000_000, Number(options.records ?? 100_000)));
    const { server, url, dbUrl } = await startSeedableServer({ label: 'till', timeZone: TIME_ZONE });
    try {
      const { token } = await login(url);
      await restTimed(url, token, 'PUT', '/api/settings', {
        businessName: 'Perros Felices SL',
        taxId: 'B87654323',
        address: 'Calle Mayor 1, 28001 Madrid',
      });
      const figures = [];
      const details = {};
      const { part, finish } = partRunner(log);
      const issued = [];

      await part('issue a 10-line invoice with its fiscal record', async () => {
        const work = await seedPendingWork(dbUrl, 'Till', samples + 20, 10, 'one');
        const times = [];
        for (const [i, w] of work.entries()) {
          const r = await restTimed(url, token, 'POST', '/api/invoices', {
            owner: w.owner,
            charges: w.charges,
          });
          if (r.data.lines.length !== 10 || !r.data.record?.hash) throw new Error('no 10 lines or no record');
          issued.push(r.data);
          if (i >= 20) times.push(r.ms);
        }
        const stats = summarize(times);
        details.issue = stats;
        const f = p95Figure(
          'till/issue-10-lines-records-p95',
          `POST /api/invoices of 10 charges with the VERI*FACTU record in the same transaction, ${stats.n} invoices one at a time: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
          stats,
          40,
        );
        log(f.text);
        figures.push(f);
      });

      await part('payments', async () => {
        await restTimed(url, token, 'POST', '/api/till/open', { floatCents: 20000 });
        const methods = ['cash', 'card', 'bizum', 'transfer'];
        const times = [];
        for (const [i, inv] of issued.entries()) {
          const first = Math.floor(inv.totalCents / 3);
          const method = methods[i % 4];
          const a = await restTimed(url, token, 'POST', '/api/payments', {
            invoice: inv._id,
            amountCents: first,
            method,
            ...(method === 'cash' ? { tenderedCents: first + 500 } : {}),
          });
          const b = await restTimed(url, token, 'POST', '/api/payments', {
            invoice: inv._id,
            amountCents: inv.totalCents - first,
            method: methods[(i + 1) % 4],
          });
          if (a.data.amountCents !== first || b.data.amountCents !== inv.totalCents - first)
            throw new Error('payment not taken');
          if (i >= 10) times.push(a.ms, b.ms);
        }
        const stats = summarize(times);
        const till = await restTimed(url, token, 'GET', '/api/till/current');
        details.payments = { stats, till: till.data };
        const f = p95Figure(
          'till/payment-p95',
          `POST /api/payments (four methods, partial then final, the till open), ${stats.n} payments one at a time: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
          stats,
          25,
        );
        log(f.text);
        figures.push(f);
      });

      await part(`verify ${chain} records`, async () => {
        await seedChain(dbUrl, chain, log);
        const runs = [];
        let last;
        for (let i = 0; i < 3; i++) {
          last = await restTimed(url, token, 'GET', '/api/fiscal/verify');
          runs.push(last.ms);
        }
        if (!last.data.ok) throw new Error(`chain broken at ${last.data.brokenAt}`);
        const worst = Math.max(...runs);
        details.verify = { runsMs: runs, answer: last.data };
        const f = figure('till/verify-100k', {
          text: `GET /api/fiscal/verify over ${last.data.records} records (every hash recomputed, every link checked): ok, ${runs.map(ms).join(', ')} (worst of 3)`,
          value: worst / 1000,
          limit: 10,
          unit: 's',
          targetText: '≤ 10 s',
        });
        log(f.text);
        figures.push(f);
      });

      return finish(figures, details);
    } finally {
      await server.stop();
    }
  },
};
