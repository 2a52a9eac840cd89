// The bare handler of `pnpm bench pipeline` (docs/benchmarks/2026-11-26-pipeline.md), in a process of its own: Fastify +
// pg + jose and nothing else, doing the work PawDesk's routes do for the same answers. Each request
// verifies the bearer token (jose, HS256, the same secret), reads the user's token version from the
// database and compares it with the token's, runs the same SQL as the service, and answers the
// same JSON. No hooks, no schemas, no validation library: the yardstick the real pipeline is
// measured against. It lives only here, never in the product.
//
//   GET /api/owners/:id           an owner, REST shape (`_id`)
//   GET /api/owners               every owner sorted by name, REST shape
//   GET /trpc/owners.byId?input=  { result: { data: owner } }
//   GET /trpc/owners.list?input=  { result: { data: { items, total, page, pageSize, pageCount } } }
//
// Usage (from pipeline.mjs): PORT=… DATABASE_URL=… JWT_SECRET=… node pipeline-bare.mjs
// (run with apps/server as the working directory, so fastify, pg and jose resolve from there).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(join(process.cwd(), 'package.json'));
const Fastify = require('fastify');
const pg = require('pg');
const { jwtVerify } = await import(require.resolve('jose'));

/** The bare handler as a Fastify app (not listening): `{ app, pool }`. */
export function bareApp({ databaseUrl, secret }) {
  const key = new TextEncoder().encode(secret);
  // The same pool size as the server's Prisma adapter (db/prisma.ts), sessions in UTC as there.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c TimeZone=UTC' });

  const COLUMNS = `id::text AS id, name, email, phone, address, created_at AS "createdAt", updated_at AS "updatedAt"`;
  const dto = (row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
  const restDto = ({ id, ...rest }) => ({ _id: id, ...rest });
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  /** The token's user, or null: a valid HS256 signature, and the user's current token version. */
  async function authenticate(request) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) return null;
    let payload;
    try {
      ({ payload } = await jwtVerify(match[1], key, { algorithms: ['HS256'] }));
    } catch {
      return null;
    }
    const { rows } = await pool.query('SELECT token_version FROM users WHERE id = $1', [payload.sub]);
    if (!rows[0] || rows[0].token_version !== (payload.ver ?? 0)) return null;
    return payload.sub;
  }

  async function owner(id) {
    if (!UUID.test(id)) return null;
    const { rows } = await pool.query(`SELECT ${COLUMNS} FROM owners WHERE id = $1`, [id]);
    return rows[0] ? dto(rows[0]) : null;
  }

  async function ownerPage(page, pageSize) {
    const [count, rows] = await Promise.all([
      pool.query('SELECT count(*)::int AS total FROM owners'),
      pool.query(`SELECT ${COLUMNS} FROM owners ORDER BY name COLLATE "es-x-icu", id LIMIT $1 OFFSET $2`, [
        pageSize,
        (page - 1) * pageSize,
      ]),
    ]);
    const total = count.rows[0].total;
    return {
      items: rows.rows.map(dto),
      total,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
    };
  }

  const input = (request) => JSON.parse(request.query.input ?? '{}');
  const app = Fastify({ logger: false, routerOptions: { maxParamLength: 5000 } });

  app.get('/api/owners/:id', async (request, reply) => {
    if (!(await authenticate(request))) return reply.code(401).send({ error: 'Not authenticated' });
    const found = await owner(request.params.id);
    if (!found) return reply.code(404).send({ error: 'Owner not found' });
    return restDto(found);
  });

  app.get('/api/owners', async (request, reply) => {
    if (!(await authenticate(request))) return reply.code(401).send({ error: 'Not authenticated' });
    const { rows } = await pool.query(`SELECT ${COLUMNS} FROM owners ORDER BY name COLLATE "es-x-icu", id`);
    return rows.map((row) => restDto(dto(row)));
  });

  app.get('/trpc/owners.byId', async (request, reply) => {
    if (!(await authenticate(request))) return reply.code(401).send({ error: { message: 'UNAUTHORIZED' } });
    const found = await owner(String(input(request).id));
    if (!found) return reply.code(404).send({ error: { message: 'NOT_FOUND' } });
    return { result: { data: found } };
  });

  app.get('/trpc/owners.list', async (request, reply) => {
    if (!(await authenticate(request))) return reply.code(401).send({ error: { message: 'UNAUTHORIZED' } });
    const { page = 1, pageSize = 10 } = input(request);
    return { result: { data: await ownerPage(page, pageSize) } };
  });

  app.get('/api/health', async () => ({ status: 'ok' }));
  return { app, pool };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { app, pool } = bareApp({ databaseUrl: process.env.DATABASE_URL, secret: process.env.JWT_SECRET });
  const close = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);

  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log(`bare handler is ready on http://127.0.0.1:${process.env.PORT}`);
}
