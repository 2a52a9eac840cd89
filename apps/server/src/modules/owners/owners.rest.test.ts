import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures, ownerInput, uniqueWord } from '../dogs/dogs.fixtures';

describe('REST /api/owners', () => {
  let t: TestApp;
  let token: string;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    token = user.token;
    f = fixtures(t.deps, user);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(token), ...(payload ? { payload } : {}) });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/owners' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/owners', payload: ownerInput() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Not authenticated' });
  });

  it('creates an owner (201) with trimmed values and a lower-cased email', async () => {
    const word = uniqueWord();
    const res = await call('POST', '/api/owners', {
      name: `  Ana ${word} `,
      email: `  ANA.${word}@Example.COM `,
      phone: ' +34 (600) 123-456 ',
      address: ' Calle Mayor 1 ',
      extra: 'ignored',
    });
    expect(res.statusCode).toBe(201);
    const owner = res.json();
    expect(owner).toEqual({
      _id: expect.any(String),
      name: `Ana ${word}`,
      email: `ana.${word}@example.com`,
      phone: '+34 (600) 123-456',
      address: 'Calle Mayor 1',
      taxId: null,
      language: 'es',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const stored = await t.db.prisma.owner.findUniqueOrThrow({ where: { id: owner._id } });
    expect(stored.searchText).toContain(`ana ${word}`);
    expect(stored.createdById).toBeTruthy();
  });

  it('reports every validation message of the spec, joined, and saves nothing', async () => {
    const before = await t.db.prisma.owner.count();
    const res = await call('POST', '/api/owners', {
      name: 'A',
      email: 'nope',
      phone: 'call me',
      address: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'Name must be at least 2 characters long, Please enter a valid email address, Please enter a valid phone number, Address is required',
    );
    expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([
      'name',
      'email',
      'phone',
      'address',
    ]);
    const long = await call('POST', '/api/owners', ownerInput({ address: 'x'.repeat(61) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Address must be 60 characters or less');
    expect(await t.db.prisma.owner.count()).toBe(before);
  });

  it('refuses a duplicate email whatever its case (409)', async () => {
    const input = ownerInput();
    expect((await call('POST', '/api/owners', input)).statusCode).toBe(201);
    const again = await call('POST', '/api/owners', { ...ownerInput(), email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An owner with this email already exists' });
  });

  it('keeps one owner when the same email is registered several times at once', async () => {
    const email = `race-${uniqueWord()}@example.com`;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => call('POST', '/api/owners', ownerInput({ email }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().error).toBe('An owner with this email already exists');
    }
    expect(await t.db.prisma.owner.count({ where: { email } })).toBe(1);
  });

  it('lists every owner sorted by name, case ignored', async () => {
    const word = uniqueWord();
    await f.owner({ name: `zulu ${word}` });
    await f.owner({ name: `Alpha ${word}` });
    await f.owner({ name: `bravo ${word}` });
    const res = await call('GET', '/api/owners');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { name: string; _id: string }[]).map((o) => o.name);
    expect(names.filter((n) => n.endsWith(word))).toEqual([`Alpha ${word}`, `bravo ${word}`, `zulu ${word}`]);
    const lower = names.map((n) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  it('reads one owner', async () => {
    const owner = await f.owner();
    const res = await call('GET', `/api/owners/${owner.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: owner.id, name: owner.name });
  });

  it('updates an owner; a taken email is refused; a rename refreshes the dogs search text', async () => {
    const owner = await f.owner();
    const other = await f.owner();
    const dog = await f.dog([owner.id]);
    const word = uniqueWord();
    const res = await call('PUT', `/api/owners/${owner.id}`, {
      name: `José Peña ${word}`,
      email: ` NEW-${word}@Example.com`,
      phone: '555 0101',
      address: 'Gran Vía 2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: owner.id,
      name: `José Peña ${word}`,
      email: `new-${word}@example.com`,
    });
    const stored = await t.db.prisma.dog.findUniqueOrThrow({ where: { id: dog.id } });
    expect(stored.searchText).toContain(`jose pena ${word}`);
    // Refreshing the search text is not a change of the dog.
    expect(stored.updatedAt.toISOString()).toBe(dog.updatedAt);

    const clash = await call('PUT', `/api/owners/${owner.id}`, { ...ownerInput(), email: other.email });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('An owner with this email already exists');
    const own = await call('PUT', `/api/owners/${owner.id}`, {
      ...ownerInput(),
      email: `new-${word}@example.com`,
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses deleting the only owner of a dog, naming the dog', async () => {
    const owner = await f.owner();
    const dog = await f.dog([owner.id], { name: `Rex ${uniqueWord()}` });
    const res = await call('DELETE', `/api/owners/${owner.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain(dog.name);
    expect(res.json().error).toContain('only owner');
    expect(await t.db.prisma.owner.count({ where: { id: owner.id } })).toBe(1);
  });

  it('promotes the secondary owner when the primary one is deleted', async () => {
    const primary = await f.owner();
    const secondary = await f.owner({ name: `Second ${uniqueWord()}` });
    const dog = await f.dog([primary.id, secondary.id]);
    const res = await call('DELETE', `/api/owners/${primary.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Owner deleted successfully', _id: primary.id });
    const links = await t.db.prisma.dogOwner.findMany({ where: { dogId: dog.id } });
    expect(links).toEqual([{ dogId: dog.id, ownerId: secondary.id, position: 0 }]);
    const stored = await t.db.prisma.dog.findUniqueOrThrow({ where: { id: dog.id } });
    expect(stored.searchText).not.toContain(primary.name.toLowerCase());
    expect(stored.searchText).toContain(secondary.name.toLowerCase());
  });

  it('keeps every dog owned when its two owners are deleted at the same moment', async () => {
    const a = await f.owner();
    const b = await f.owner();
    const dog = await f.dog([a.id, b.id]);
    const [ra, rb] = await Promise.all([
      call('DELETE', `/api/owners/${a.id}`),
      call('DELETE', `/api/owners/${b.id}`),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    expect(await t.db.prisma.dogOwner.count({ where: { dogId: dog.id } })).toBe(1);
  });

  it('answers 404 for unknown and malformed ids, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1", '%00']) {
      const url = `/api/owners/${encodeURIComponent(id)}`;
      expect((await call('GET', url)).statusCode).toBe(404);
      const put = await call('PUT', url, ownerInput());
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ error: 'Owner not found' });
      expect((await call('DELETE', url)).statusCode).toBe(404);
    }
  });
});
