// The Today board's vaccination to-do and shields (docs/domains/vaccinations.md, "On the board"):
// the dogs here or due today (daycare here and expected, hotel guests and arrivals, grooming still
// to do) that their service's rule finds not covered for their days (a hotel stay through its
// check-out), once the business has changed its rules from the shipped default; a business that
// never did keeps the spec's board.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { vaccinationFixtures } from '../vaccinations/vaccinations.fixtures';
import { middayZone } from './dashboard.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe("the Today board's vaccination to-do", () => {
  let t: TestApp;
  let manager: User;
  let reception: User;
  let f: ReturnType<typeof dogFixtures>;
  let v: ReturnType<typeof vaccinationFixtures>;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_TIMEZONE: middayZone(), OVERVIEW_CACHE_MS: '0' } });
    manager = await t.userWithToken('manager');
    reception = await t.userWithToken('receptionist');
    f = dogFixtures(t.deps, manager);
    v = vaccinationFixtures(t.deps);
  }, 120_000);

  const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(user.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const dog = async (name: string) => f.dog([(await f.owner()).id], { name });
  const board = () => t.caller(reception).dashboard.overview();

  it('stays as the spec describes while the rules are the shipped default, then names each dog not covered', async () => {
    const bare = await dog('Aalto');
    expect((await call(reception, 'POST', '/daycare/visits', { dog: bare.id })).statusCode).toBe(201);
    let overview = await board();
    expect(overview.vaccinationAlerts).toEqual([]);
    expect(overview.todos.map((todo) => todo.kind)).not.toContain('vaccinationsMissing');

    const covered = await dog('Bimba');
    await v.fullyVaccinated(covered.id);
    expect((await call(reception, 'POST', '/daycare/visits', { dog: covered.id })).statusCode).toBe(201);

    // A hotel guest whose rabies lapses during the stay; a booking next week is not today's.
    const guest = await dog('Coco');
    await v.fullyVaccinated(guest.id);
    await t.deps.prisma.dogVaccineCoverage.updateMany({
      where: { dogId: guest.id, disease: 'rabies' },
      data: { expiresOn: new Date(`${v.day(2)}T00:00:00Z`) },
    });
    const stay = { dog: guest.id, checkIn: v.today(), checkOut: v.day(5) };
    expect((await call(reception, 'POST', '/hotel', stay)).statusCode).toBe(201);
    const later = await dog('Duna');
    const next = { dog: later.id, checkIn: v.day(7), checkOut: v.day(9) };
    expect((await call(reception, 'POST', '/hotel', next)).statusCode).toBe(201);

    // Grooming today, still to do.
    const groomed = await dog('Elvis');
    const grooming = {
      dog: groomed.id,
      ownerPhone: '+34 600 111 222',
      weight: 9.5,
      appointmentDate: `${v.today()}T11:00`,
      groomingServices: ['bath'],
    };
    expect((await call(reception, 'POST', '/grooming', grooming)).statusCode).toBe(201);

    const rules = {
      daycare: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus'] },
      hotel: { mode: 'block', diseases: ['rabies'] },
      grooming: { mode: 'warn', diseases: ['rabies'] },
    };
    expect((await call(manager, 'PUT', '/vaccination-requirements', rules)).statusCode).toBe(200);

    overview = await board();
    expect(overview.vaccinationAlerts).toEqual([
      {
        dog: { _id: bare.id, name: 'Aalto' },
        service: 'daycare',
        missing: ['rabies', 'distemper', 'parvovirus'],
      },
      { dog: { _id: guest.id, name: 'Coco' }, service: 'hotel', missing: ['rabies'] },
      { dog: { _id: groomed.id, name: 'Elvis' }, service: 'grooming', missing: ['rabies'] },
    ]);
    const todo = overview.todos.find((item) => item.kind === 'vaccinationsMissing');
    expect(todo).toMatchObject({
      count: 3,
      priority: 'high',
      title: '3 dogs here today without their vaccinations',
      link: '/vaccinations',
    });

    // REST answers the same to-do.
    const rest = await call(reception, 'GET', '/dashboard');
    expect(rest.json().todos.map((item: { kind: string }) => item.kind)).toContain('vaccinationsMissing');

    // A record entered at the desk covers the guest through check-out: it leaves the list.
    const record = { vaccine: 'rabies', givenOn: v.today() };
    expect((await call(reception, 'POST', `/dogs/${guest.id}/vaccinations`, record)).statusCode).toBe(201);
    overview = await board();
    expect(overview.vaccinationAlerts.map((alert) => alert.dog.name)).toEqual(['Aalto', 'Elvis']);

    // The shipped default again (warn, its diseases): the board says nothing new for that service.
    await call(manager, 'PUT', '/vaccination-requirements', {
      grooming: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus'] },
    });
    overview = await board();
    expect(overview.vaccinationAlerts.map((alert) => alert.dog.name)).toEqual(['Aalto']);
    await call(manager, 'PUT', '/vaccination-requirements', {
      grooming: { mode: 'warn', diseases: ['rabies'] },
    });

    // A service switched off drops its dogs.
    await call(manager, 'PUT', '/vaccination-requirements', { daycare: { mode: 'off', diseases: [] } });
    overview = await board();
    expect(overview.vaccinationAlerts.map((alert) => alert.dog.name)).toEqual(['Elvis']);
    expect(overview.todos.find((item) => item.kind === 'vaccinationsMissing')?.title).toBe(
      '1 dog here today without its vaccinations',
    );
  });
});
