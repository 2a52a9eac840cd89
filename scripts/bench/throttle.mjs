// The login throttle in PostgreSQL (issue 27; decision 0076): what it adds to a login. The built
// server migrates an embedded PostgreSQL; then, straight through pg (as the server's calls, minus
// Prisma's own overhead), a successful login's three throttle calls one after another:
// login_throttle_consume (the address), login_throttle_admit_account, login_throttle_succeeded,
// each login from a fresh address, for --throttle-count logins: p50/p95/p99 of the three together,
// target p95 ≤ 10 ms (a login's p95 budget is 60 ms, argon2 takes about 20). Then three connections (three "processes")
// send --throttle-burst concurrent attempts on one (account, address) pair with a limit of 5:
// exactly 5 must be let through.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureServerBuilt, figure, ms, serverDir, startSeedableServer, summarize } from './lib.mjs';

const pg = createRequire(join(serverDir, 'package.json'))('pg');

const WINDOW_MS = 900_000;
const KNOWN_MS = 30 * 86_400_000;

export default {
  title:
    'Login throttle in PostgreSQL: a login’s three throttle calls p95 (≤ 10 ms); concurrent attempts on three connections counted exactly',
  options: {
    'throttle-count': 'sequential logins measured (default 1000)',
    'throttle-burst': 'concurrent attempts on one pair (default 60)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const count = Math.max(50, Math.min(20_000, Number(options['throttle-count'] ?? 1000)));
    const burst = Math.max(10, Math.min(1000, Number(options['throttle-burst'] ?? 60)));
    const { server, dbUrl } = await startSeedableServer({ label: 'throttle' });
    // Three pools: three "processes".
    const clients = [0, 1, 2].map(() => new pg.Pool({ connectionString: dbUrl, max: 5 }));
    try {
      const db = await clients[0].connect();
      const login = async (i) => {
        const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
        const account = 'benchadmin';
        const k = {
          address: `ip:${address}`,
          pair: `pair:${address}|${account}`,
          account: `user:${account}`,
          own: `own:${address}|${account}`,
          known: `known:${account}`,
          turns: `turns:${account}`,
        };
        const now = Date.now();
        await db.query('SELECT login_throttle_consume($1, 20, $2, $3)', [k.address, WINDOW_MS, now]);
        await db.query(
          'SELECT login_throttle_admit_account($1, $2, $3, $4, $5, $6, 5, 100000, $7, $8, 60000, 10000)',
          [k.pair, k.own, k.account, k.known, k.turns, address, WINDOW_MS, now],
        );
        await db.query('SELECT login_throttle_succeeded($1, $2, $3, $4, $5, $6, $7, $8, $9)::text', [
          k.pair,
          k.address,
          k.account,
          k.own,
          k.known,
          address,
          WINDOW_MS,
          now,
          KNOWN_MS,
        ]);
      };
      for (let i = 0; i < 50; i++) await login(1_000_000 + i); // warm-up
      const times = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        await login(i);
        times.push(performance.now() - started);
      }
      db.release();
      const seq = summarize(times);
      log(
        `${count} logins' throttle calls: p50 ${ms(seq.p50)}, p95 ${ms(seq.p95)}, p99 ${ms(seq.p99)}, max ${ms(seq.max)}`,
      );

      const now = Date.now();
      const verdicts = await Promise.all(
        Array.from({ length: burst }, (_, i) =>
          clients[i % 3]
            .query('SELECT login_throttle_consume($1, 5, $2, $3) AS wait', [
              'pair:10.99.0.1|maria',
              WINDOW_MS,
              now,
            ])
            .then((r) => r.rows[0].wait),
        ),
      );
      const allowed = verdicts.filter((w) => w === 0).length;
      log(`${burst} concurrent attempts on one pair over 3 connections: ${allowed} let through (limit 5)`);
      return {
        figures: [
          figure('throttle/login-calls-p95', {
            text: `a login's three throttle calls, ${count} logins: p50 ${ms(seq.p50)}, p95 ${ms(seq.p95)}, p99 ${ms(seq.p99)}`,
            value: seq.p95,
            limit: 10,
            unit: 'ms',
            targetText: 'p95 ≤ 10 ms',
            extra: { stats: seq },
          }),
          figure('throttle/concurrent-exact', {
            text: `${burst} concurrent attempts on one pair from 3 connections: ${allowed} let through`,
            value: Math.abs(allowed - 5),
            limit: 0,
            unit: 'extra',
            targetText: 'exactly 5',
          }),
        ],
        details: { sequential: seq, allowed, burst },
      };
    } finally {
      await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
      await server.stop();
    }
  },
};
