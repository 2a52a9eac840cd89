// Issue #6, finding 3: a NUL (or any control character, or a lone surrogate) in a text used to
// reach PostgreSQL and answer 500. Every route and procedure family now refuses it with a 400
// naming the field, saves nothing, and still takes line breaks where a field may span lines.
import { beforeAll, describe, expect, it } from 'vitest';
import { Prisma } from '../src/db/prisma';
import { fromDatabaseError } from '../src/errors/prisma-errors';
import { createTestApp, type TestApp, unique } from './helpers/app';

const CONTROL = 'Text must not contain control characters';
const INVALID = 'Text contains characters that are not valid';
const NUL = 'a\u0000b';

describe('control characters in text input', () => {
  let t: TestApp;
  let token: string;
  let ownerId: string;
  let dogId: string;
  let userId: string;

  const auth = () => ({ authorization: `Bearer ${token}` });
  const rest = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** A JSON body as raw text, so escapes like \ud800 arrive exactly as written. */
  const restRaw = (method: 'POST' | 'PUT', url: string, body: string) =>
    t.app.inject({ method, url, headers: { ...auth(), 'content-type': 'application/json' }, payload: body });
  const trpcQuery = (path: string, input: unknown) =>
    t.app.inject({
      method: 'GET',
      url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers: auth(),
    });
  const trpcMutation = (path: string, input: unknown) =>
    t.app.inject({ method: 'POST', url: `/trpc/${path}`, headers: auth(), payload: input as object });

  function expectRest400(res: { statusCode: number; json: () => unknown }, field: string, message = CONTROL) {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: string; details: { path: string; message: string }[] };
    expect(body.error).toContain(message);
    expect(body.details).toContainEqual({ path: field, message });
  }

  function expectTrpc400(
    res: { statusCode: number; json: () => unknown },
    field: string,
    key = 'common.controlCharacters',
  ) {
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as {
      error: { data: { code: string; details: { path: string; key?: string }[] } };
    };
    expect(error.data.code).toBe('BAD_REQUEST');
    expect(error.data.details).toContainEqual(expect.objectContaining({ path: field, key }));
  }

  const owner = () => ({
    name: 'Ana Peña',
    email: `${unique('ana')}@example.com`,
    phone: '600 123 456',
    address: 'Calle Mayor 1',
  });

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.userWithToken('admin')).token;
    userId = (await t.userWithToken('employee')).id;
    ownerId = (await rest('POST', '/api/owners', owner())).json()._id;
    dogId = (
      await rest('POST', '/api/dogs', { name: 'Rex', breed: 'Beagle', age: 3, owners: [ownerId] })
    ).json()._id;
  });

  describe('login', () => {
    it('refuses a username with a NUL (400) on both APIs; a password is only compared (401)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: `ad${NUL}min`, password: 'whatever-password' },
      });
      expectRest400(res, 'username');
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: `pass${NUL}` },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'Invalid username or password' });
      const trpc = await t.app.inject({
        method: 'POST',
        url: '/trpc/auth.login',
        payload: { username: `ad\u0085min`, password: 'x' },
      });
      expectTrpc400(trpc, 'username');
    });
  });

  describe('users', () => {
    const user = () => ({ username: unique('u_'), password: 'a-long-password', name: 'María', role: 'vet' });

    it('REST: username, name and password with control characters are refused and nothing is saved', async () => {
      for (const field of ['username', 'name', 'password'] as const) {
        const body = { ...user(), [field]: `abcd${NUL}efgh` };
        expectRest400(await rest('POST', '/api/users', body), field);
      }
      expectRest400(await rest('PUT', `/api/users/${userId}`, { role: 'vet', name: 'x\u001b[2J' }), 'name');
      expectRest400(
        await rest('PUT', `/api/users/${userId}`, { role: 'vet', password: 'abcdefgh\u0000' }),
        'password',
      );
      const names = ((await rest('GET', '/api/users')).json() as { name: string | null }[]).map(
        (u) => u.name,
      );
      expect(names.some((n) => n?.includes('\u0000') || n?.includes('\u001b'))).toBe(false);
    });

    it('REST and tRPC: a lone surrogate is refused too (the database would store U+FFFD)', async () => {
      const raw = `{"username":"${unique('u_')}","password":"a-long-password","name":"Mar\\ud800ia","role":"vet"}`;
      expectRest400(await restRaw('POST', '/api/users', raw), 'name', INVALID);
      expectTrpc400(
        await trpcMutation('users.create', { ...user(), name: 'x\uDC00' }),
        'name',
        'common.invalidCharacters',
      );
    });

    it('tRPC: create and update refuse them', async () => {
      expectTrpc400(await trpcMutation('users.create', { ...user(), username: `ma${NUL}` }), 'username');
      expectTrpc400(await trpcMutation('users.update', { id: userId, role: 'vet', name: '\u0007' }), 'name');
    });

    it('a NUL in an id is a 404, never a 500', async () => {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await rest(method, '/api/users/%00', method === 'PUT' ? { role: 'vet' } : undefined);
        expect(res.statusCode).toBe(404);
      }
      const byId = await trpcQuery('users.byId', { id: NUL });
      expect(byId.statusCode).toBe(404);
    });
  });

  describe('owners', () => {
    it('REST: every one-line field refuses control characters, tab and line breaks included', async () => {
      for (const field of ['name', 'email', 'phone'] as const) {
        for (const bad of ['\u0000', '\t', '\n', '\u007f', '\u0085']) {
          const body = owner();
          body[field] = field === 'email' ? `ana${bad}x@example.com` : `${body[field]}${bad}1`;
          expectRest400(await rest('POST', '/api/owners', body), field);
        }
      }
      expectRest400(
        await rest('PUT', `/api/owners/${ownerId}`, { ...owner(), address: `Calle${NUL}` }),
        'address',
      );
    });

    it('REST: the address may span lines (tab, LF, CR) and comes back as sent', async () => {
      const res = await rest('POST', '/api/owners', {
        ...owner(),
        address: 'Calle Mayor 1\r\n28001\tMadrid',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().address).toBe('Calle Mayor 1\r\n28001\tMadrid');
    });

    it('tRPC: create, update, list search and the owner picker refuse them', async () => {
      expectTrpc400(await trpcMutation('owners.create', { ...owner(), name: `Ana${NUL}` }), 'name');
      expectTrpc400(
        await trpcMutation('owners.update', { ...owner(), id: ownerId, phone: '600\u0000' }),
        'phone',
      );
      expectTrpc400(await trpcQuery('owners.list', { search: `pe${NUL}` }), 'search');
      expectTrpc400(await trpcQuery('owners.options', { search: '\u001b[0m' }), 'search');
    });

    it('a NUL in an id is a 404 on both APIs', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await rest(method, '/api/owners/a%00b', method === 'PUT' ? owner() : undefined);
        expect(res.statusCode, method).toBe(404);
      }
      expect((await trpcQuery('owners.byId', { id: NUL })).statusCode).toBe(404);
      expect((await trpcMutation('owners.delete', { id: NUL })).statusCode).toBe(404);
    });
  });

  describe('dogs', () => {
    const dog = () => ({ name: 'Rex', breed: 'Beagle', age: 3, owners: [ownerId] });

    it('REST JSON: name and breed are one line, particular signs may span lines', async () => {
      expectRest400(await rest('POST', '/api/dogs', { ...dog(), name: `Re${NUL}x` }), 'name');
      expectRest400(await rest('POST', '/api/dogs', { ...dog(), breed: 'Bea\ngle' }), 'breed');
      expectRest400(
        await rest('PUT', `/api/dogs/${dogId}`, { ...dog(), particularSigns: 'scar\u0000' }),
        'particularSigns',
      );
      expectRest400(
        await restRaw(
          'POST',
          '/api/dogs',
          `{"name":"Rex\\udfff","breed":"Beagle","age":3,"owners":["${ownerId}"]}`,
        ),
        'name',
        INVALID,
      );
      const ok = await rest('PUT', `/api/dogs/${dogId}`, {
        ...dog(),
        particularSigns: 'white paw\nscar on the left ear',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().particularSigns).toBe('white paw\nscar on the left ear');
    });

    it('REST multipart: a NUL in a field is a 400 and no dog is created', async () => {
      const boundary = 'pawdesk-nul';
      const part = (name: string, value: Buffer | string) =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
          Buffer.from(value),
          Buffer.from('\r\n'),
        ]);
      const name = unique('Nul');
      const payload = Buffer.concat([
        part('name', Buffer.concat([Buffer.from(name), Buffer.from([0x00])])),
        part('breed', 'Beagle'),
        part('age', '3'),
        part('owners', JSON.stringify([ownerId])),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dogs',
        headers: { ...auth(), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expectRest400(res, 'name');
      const list = await trpcQuery('dogs.list', { search: name });
      expect(list.json().result.data.total).toBe(0);
    });

    it('tRPC: create, update, list search and breed filter refuse them', async () => {
      expectTrpc400(await trpcMutation('dogs.create', { ...dog(), breed: `Bea${NUL}` }), 'breed');
      expectTrpc400(await trpcMutation('dogs.update', { ...dog(), id: dogId, name: '\u009bRex' }), 'name');
      expectTrpc400(await trpcQuery('dogs.list', { search: `rex${NUL}` }), 'search');
      expectTrpc400(await trpcQuery('dogs.list', { breed: 'Beagle\u0000' }), 'breed');
    });

    it('a NUL in an id or an owner id is a 400/404, never a 500', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await rest(method, '/api/dogs/%00', method === 'PUT' ? dog() : undefined);
        expect(res.statusCode, method).toBe(404);
      }
      expect((await rest('DELETE', '/api/dogs/%00/picture')).statusCode).toBe(404);
      expect((await trpcQuery('dogs.byId', { id: NUL })).statusCode).toBe(404);
      const badOwner = await rest('POST', '/api/dogs', { ...dog(), owners: [`${ownerId}\u0000`] });
      expect(badOwner.statusCode).toBe(400);
    });
  });

  describe('the database safety net', () => {
    it('maps PostgreSQL refusing a NUL (22021) or a \\u0000 escape (22P05) to a 400', async () => {
      const errors: unknown[] = [];
      for (const query of [
        () => t.db.prisma.owner.findFirst({ where: { name: NUL } }),
        () => t.db.prisma.$queryRaw`SELECT ${NUL}::text`,
        () => t.db.prisma.$queryRaw`SELECT ${'{"a":"\\u0000"}'}::jsonb`,
      ]) {
        errors.push(
          await query().then(
            () => null,
            (e: unknown) => e,
          ),
        );
      }
      for (const error of errors) {
        expect(error).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
        const mapped = fromDatabaseError(error);
        expect(mapped?.httpStatus).toBe(400);
        expect(mapped?.message).toBe(INVALID);
      }
    });
  });
});
