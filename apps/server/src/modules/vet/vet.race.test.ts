// Races: two staff acting on one appointment at the same moment, with real concurrent requests
// (REST and tRPC mixed) on one database. The row lock orders them, so the data always ends in
// one consistent state and the loser is told why (409 or 404), never a 500 or a lost write.
import { addDays, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { vetFixtures } from './vet.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('vet appointment races', () => {
  let t: TestApp;
  let reception: User;
  let vetUser: User;
  let asVet: TestCaller;
  let f: ReturnType<typeof vetFixtures>;
  let day: string;

  beforeAll(async () => {
    t = await createTestApp();
    reception = await t.userWithToken('receptionist');
    vetUser = await t.userWithToken('vet');
    asVet = t.caller(vetUser);
    f = vetFixtures(t.deps, reception);
    day = addDays(businessToday(t.deps.env.timeZone), 2);
  });

  const rest = async (user: User, method: 'PUT' | 'DELETE' | 'POST', url: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...t.auth(user.token), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    return res.statusCode;
  };
  /** A tRPC call as a status code. */
  const trpc = async (call: () => Promise<unknown>): Promise<number> => {
    try {
      await call();
      return 200;
    } catch (error) {
      const code = (error as { code?: string }).code;
      return code === 'CONFLICT' ? 409 : code === 'NOT_FOUND' ? 404 : 500;
    }
  };
  const scheduled = async () => {
    const dog = await f.dog();
    const a = await t
      .caller(reception)
      .vet.create({ dogId: dog.id, appointmentDate: day, time: '10:00', cause: 'x' });
    return a.id;
  };
  const stored = (id: string) => t.deps.prisma.vetAppointment.findUnique({ where: { id } });

  it('8 parallel completions of one exam: one 200, seven 409, the first exam kept whole', async () => {
    const id = await scheduled();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? rest(vetUser, 'PUT', `/api/vet/appointments/${id}`, {
              temperature: 38 + i / 10,
              findings: `exam ${i}`,
            })
          : trpc(() => asVet.vet.saveExam({ id, temperature: 38 + i / 10, findings: `exam ${i}` })),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const row = await stored(id);
    const winner = statuses.indexOf(200);
    expect(row).toMatchObject({
      status: 'completed',
      findings: `exam ${winner}`,
      temperature: 38 + winner / 10,
    });
  });

  it('a cancel racing a completion: exactly one wins, the other is told 409', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await scheduled();
      const [cancel, complete] = await Promise.all([
        rest(reception, 'PUT', `/api/vet/appointments/${id}`, { status: 'cancelled' }),
        trpc(() => asVet.vet.saveExam({ id, findings: 'Healthy' })),
      ]);
      expect([cancel, complete].sort()).toEqual([200, 409]);
      const row = await stored(id);
      expect(row?.status).toBe(cancel === 200 ? 'cancelled' : 'completed');
      // A cancelled appointment never carries the losing exam.
      if (cancel === 200) expect(row?.findings).toBeNull();
    }
  });

  it('a delete racing Start Exam: either deleted (the start finds nothing) or started (the delete is refused)', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await scheduled();
      const [removed, started] = await Promise.all([
        rest(reception, 'DELETE', `/api/vet/appointments/${id}`),
        trpc(() => asVet.vet.update({ id, status: 'in-progress' })),
      ]);
      const row = await stored(id);
      if (removed === 200) {
        expect(started).toBe(404);
        expect(row).toBeNull();
      } else {
        expect([removed, started]).toEqual([409, 200]);
        expect(row?.status).toBe('in_progress');
      }
    }
  });

  it('two receptionists editing one booking at once: both saved in turn, nothing lost or mixed', async () => {
    const id = await scheduled();
    const [a, b] = await Promise.all([
      rest(reception, 'PUT', `/api/vet/appointments/${id}`, { cause: 'Vaccines and deworming' }),
      trpc(() => t.caller(reception).vet.update({ id, time: '12:30' })),
    ]);
    expect([a, b]).toEqual([200, 200]);
    const row = await t.caller(reception).vet.byId({ id });
    expect(row).toMatchObject({ cause: 'Vaccines and deworming', time: '12:30' });
  });

  it('ten parallel bookings of one dog: ten appointments (a double booking is logged, not refused)', async () => {
    const dog = await f.dog();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        rest(reception, 'POST', '/api/vet/appointments', { dog: dog.id, date: day, reason: 'Vacunas' }),
      ),
    );
    expect(statuses).toEqual(Array(10).fill(201));
    expect(await f.count(dog.id)).toBe(10);
  });
});
