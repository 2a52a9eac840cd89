// Drives a real listening server through the typed client, as an integrator would.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unique } from '../../../apps/server/test/helpers/app';
import { createPawDeskClient, isPawDeskError, loginPawDesk } from './index';

describe('@pawdesk/client against a running server', () => {
  let t: TestApp;
  let url: string;
  let admin: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await t.userWithToken('admin');
  });

  it('logs in and lists users with inferred types', async () => {
    const { client, user, token } = await loginPawDesk(url, admin.username, admin.password);
    expect(user.role).toBe('admin');
    expect(token.length).toBeGreaterThan(10);
    const users = await client.users.list.query();
    expect(users.map((u) => u.username)).toContain(admin.username);
    const created = await client.users.create.mutate({
      username: unique('api_'),
      password: 'long-enough-1',
      role: 'vet',
    });
    expect(created.role).toBe('vet');
    expect(created.name).toBeNull();
  });

  it('lists owners and dogs with no arguments, using the default page', async () => {
    const client = createPawDeskClient({ url, token: admin.token });
    const [owners, dogs] = await Promise.all([client.owners.list.query(), client.dogs.list.query()]);
    expect(owners).toMatchObject({ page: 1, pageSize: 10 });
    expect(dogs).toMatchObject({ page: 1, pageSize: 10 });
  });

  it('runs the daycare desk: package, check-in taking a day, a refused second check-in, check-out', async () => {
    const client = createPawDeskClient({ url, token: admin.token });
    const owner = await client.owners.create.mutate({
      name: 'Ana Peña',
      email: `${unique('ana')}@example.com`,
      phone: '+34 600 111 222',
      address: 'Calle Mayor 1',
    });
    const dog = await client.dogs.create.mutate({
      name: 'Luna',
      breed: 'Beagle',
      age: 2,
      owners: [owner.id],
    });
    const pkg = await client.daycare.packages.purchase.mutate({ dog: dog.id, packageType: '15-day' });
    expect(pkg).toMatchObject({ daysLeft: 15, status: 'active' });
    const visit = await client.daycare.visits.checkIn.mutate({ dog: dog.id });
    expect(visit).toMatchObject({ status: 'active', package: { id: pkg.id, daysLeft: 14 } });
    const again = await client.daycare.visits.checkIn.mutate({ dog: dog.id }).catch((e: unknown) => e);
    expect(isPawDeskError(again) && again.data?.httpStatus).toBe(409);
    expect(isPawDeskError(again) && again.message).toBe('Dog is already checked in');
    const done = await client.daycare.visits.checkOut.mutate({ id: visit.id, notes: 'Played all day' });
    expect(done).toMatchObject({ status: 'completed', notes: 'Played all day' });
  });

  it('surfaces errors with code, status and message key', async () => {
    const anonymous = createPawDeskClient({ url });
    const error = await anonymous.users.list.query().catch((e: unknown) => e);
    expect(isPawDeskError(error)).toBe(true);
    if (!isPawDeskError(error)) return;
    expect(error.data?.httpStatus).toBe(401);
    expect(error.message).toBe('Not authenticated');

    const wrong = await anonymous.auth.login
      .mutate({ username: admin.username, password: 'nope' })
      .catch((e: unknown) => e);
    expect(isPawDeskError(wrong) && wrong.message).toBe('Invalid username or password');
  });

  it('batches several calls in one request (long batched GET paths work)', async () => {
    const client = createPawDeskClient({ url, token: admin.token });
    const results = await Promise.all([
      client.auth.me.query(),
      client.users.list.query(),
      ...Array.from({ length: 20 }, () => client.auth.me.query()),
    ]);
    expect(results[0]).toMatchObject({ username: admin.username });
    expect(results).toHaveLength(22);
  });
});
