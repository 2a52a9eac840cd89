// Drives a real listening server through the typed client, as an integrator would.
import type { AddressInfo } from 'node:net';
import { addDays, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unique } from '../../../apps/server/test/helpers/app';
import { createPawDeskClient, isPawDeskError, loginPawDesk, type PawDeskClient } from './index';

const TZ = 'Europe/Madrid';

async function newDog(client: PawDeskClient) {
  const owner = await client.owners.create.mutate({
    name: 'Marta Ruiz',
    email: `${unique('marta')}@example.com`,
    phone: '+34 600 333 444',
    address: 'Calle Luna 3',
  });
  return client.dogs.create.mutate({ name: 'Toby', breed: 'Boxer', age: 4, owners: [owner.id] });
}

describe('@pawdesk/client against a running server', () => {
  let t: TestApp;
  let url: string;
  let admin: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_TIMEZONE: TZ } });
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

  it('books a hotel stay, checks it in and out with health checks; a second overlapping stay is a CONFLICT', async () => {
    const client = createPawDeskClient({ url, token: admin.token });
    const dog = await newDog(client);
    const today = businessToday(TZ);
    const stay = await client.hotel.create.mutate({
      dog: dog.id,
      checkIn: today,
      checkOut: addDays(today, 3),
    });
    expect(stay).toMatchObject({ status: 'booked', nights: 3 });
    const clash = await client.hotel.create
      .mutate({ dog: dog.id, checkIn: addDays(today, 1), checkOut: addDays(today, 5) })
      .catch((e: unknown) => e);
    expect(isPawDeskError(clash) && clash.data?.httpStatus).toBe(409);
    const arrived = await client.hotel.checkIn.mutate({
      dog: dog.id,
      vetCheckIn: { weight: 21.3, temperature: 38.2 },
    });
    expect(arrived).toMatchObject({
      id: stay.id,
      status: 'checked-in',
      vetCheckIn: { weight: 21.3, temperature: 38.2 },
    });
    const left = await client.hotel.checkOut.mutate({
      id: stay.id,
      vetCheckOut: { weight: 21, notes: 'Ate well' },
    });
    expect(left).toMatchObject({ status: 'checked-out', vetCheckOut: { weight: 21, notes: 'Ate well' } });
  });

  it('books a vet appointment and completes its exam with a follow-up', async () => {
    const client = createPawDeskClient({ url, token: admin.token });
    const dog = await newDog(client);
    const day = addDays(businessToday(TZ), 2);
    const booked = await client.vet.create.mutate({
      dogId: dog.id,
      appointmentDate: day,
      time: '09:30',
      cause: 'Vaccines',
    });
    expect(booked).toMatchObject({ status: 'scheduled', day, time: '09:30', cause: 'Vaccines' });
    const done = await client.vet.saveExam.mutate({
      id: booked.id,
      temperature: 38.6,
      weight: 24.5,
      findings: 'Healthy',
      followUpRequired: true,
      followUpDate: addDays(day, 21),
    });
    expect(done).toMatchObject({ status: 'completed', temperature: 38.6, followUpRequired: true });
    const final = await client.vet.update
      .mutate({ id: booked.id, status: 'scheduled' })
      .catch((e: unknown) => e);
    expect(isPawDeskError(final) && final.data?.httpStatus).toBe(409);
  });

  it('books a grooming appointment and moves it through its stages', async () => {
    const client = createPawDeskClient({ url, token: admin.token });
    const dog = await newDog(client);
    const booked = await client.grooming.create.mutate({
      dog: dog.id,
      ownerPhone: '600 123 456',
      weight: 15,
      // Today's: Start waits for the booking's day.
      appointmentDate: `${businessToday(TZ)}T10:00`,
      groomingServices: ['bath', 'nail-trim'],
    });
    expect(booked).toMatchObject({ status: 'scheduled', size: 'M', groomingServices: ['bath', 'nail-trim'] });
    await client.grooming.setStatus.mutate({ id: booked.id, status: 'in-progress' });
    const done = await client.grooming.setStatus.mutate({ id: booked.id, status: 'completed' });
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
  });

  it('reads the Today board: capped sections with full counts, to-dos most urgent first', async () => {
    const client = createPawDeskClient({ url, token: admin.token });
    const dog = await newDog(client);
    await client.daycare.visits.checkIn.mutate({ dog: dog.id });
    // The check-in was answered, so the board (kept a moment by the server) already shows it.
    const board = await client.dashboard.overview.query();
    expect(board).toMatchObject({ failed: [], day: businessToday(TZ) });
    expect(board.daycare.checkedInCount).toBeGreaterThanOrEqual(1);
    expect(board.daycare.checkedIn.length).toBe(Math.min(8, board.daycare.checkedInCount));
    const todo = board.todos.find((item) => item.kind === 'daycareCheckedIn');
    expect(todo).toMatchObject({ type: 'daycare', priority: 'medium', link: '/daycare' });
    expect(todo?.title).toBe(
      `${board.daycare.checkedInCount} ${board.daycare.checkedInCount === 1 ? 'dog' : 'dogs'} still checked in at daycare`,
    );
    const priorities = board.todos.map((item) => item.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => (a === b ? 0 : a === 'high' ? -1 : 1)));
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

  it('hears live changes over server-sent events, with the token in the header', async () => {
    const client = createPawDeskClient({ url, token: admin.token });
    const events: unknown[] = [];
    const heard = new Promise<void>((resolve, reject) => {
      const subscription = client.live.changes.subscribe(
        { topics: ['owners'] },
        {
          onData(event) {
            events.push(event);
            if (event.type === 'ready') {
              void client.owners.create.mutate({
                name: 'Live Owner',
                email: `${unique('live')}@example.com`,
                phone: '+34 600 555 666',
                address: 'Calle Sol 2',
              });
            }
            if (event.type === 'changes') {
              subscription.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        },
      );
    });
    await heard;
    expect(events).toEqual([{ type: 'ready' }, { type: 'changes', topics: ['owners'] }]);
    // Without a token: refused.
    const refused = await new Promise<unknown>((resolve) => {
      createPawDeskClient({ url }).live.changes.subscribe(undefined, { onError: resolve });
    });
    expect(isPawDeskError(refused) && refused.data?.code).toBe('UNAUTHORIZED');
  });
});
