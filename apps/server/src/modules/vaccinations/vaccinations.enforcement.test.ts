// Vaccinations at each enforcement point (docs/contract/rest-contract-business.md, "Vaccinations"):
// a daycare check-in, a hotel check-in (POST /api/hotel/check-in, PUT to checked-in, a walk-in) and
// a grooming start are refused in block mode with the missing diseases named, unless a manager
// overrides with a reason (an `override` event with it; 403 for anyone else, 400 for a blank
// reason); warn mode lets them through with `warnings`; off says nothing; a booking only warns.
import { VACCINATION_RULE_DEFAULTS } from '@pawdesk/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { vaccinationFixtures } from './vaccinations.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('vaccinations at the moment of service', () => {
  let t: TestApp;
  let manager: User;
  let reception: User;
  let f: ReturnType<typeof dogFixtures>;
  let v: ReturnType<typeof vaccinationFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    reception = await t.userWithToken('receptionist');
    f = dogFixtures(t.deps, manager);
    v = vaccinationFixtures(t.deps);
  });

  beforeEach(async () => {
    for (const service of ['daycare', 'hotel', 'grooming'] as const)
      await v.rule(service, 'warn', [...VACCINATION_RULE_DEFAULTS[service].diseases]);
  });

  const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(user.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A dog with rabies only (no polivalente, no kennel cough). */
  const dogWithRabies = async () => {
    const owner = await f.owner();
    const dog = await f.dog([owner.id]);
    await v.record(dog.id, 'rabies', v.day(200));
    return dog;
  };
  const overrides = (entity: string, id: string) =>
    t.deps.prisma.auditEvent.findMany({ where: { entity, entityId: id, action: 'override' } });

  describe('daycare check-in', () => {
    it('warn: checks in, with the missing diseases as warnings', async () => {
      const dog = await dogWithRabies();
      const res = await call(reception, 'POST', '/daycare/visits', { dog: dog.id });
      expect(res.statusCode).toBe(201);
      expect(res.json().warnings).toEqual([
        { code: 'vaccinations', diseases: ['distemper', 'parvovirus', 'bordetella'] },
      ]);
    });

    it('off: checks in and says nothing', async () => {
      await v.rule('daycare', 'off');
      const dog = await dogWithRabies();
      const res = await call(reception, 'POST', '/daycare/visits', { dog: dog.id });
      expect(res.statusCode).toBe(201);
      expect(res.json().warnings).toBeUndefined();
    });

    it('block: refuses with the missing diseases named, and checks nothing in', async () => {
      await v.rule('daycare', 'block');
      const dog = await dogWithRabies();
      const res = await call(reception, 'POST', '/daycare/visits', { dog: dog.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Vaccinations missing or expired: distemper, parvovirus, bordetella');
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual([
        'vaccinations.distemper',
        'vaccinations.parvovirus',
        'vaccinations.bordetella',
      ]);
      expect(await t.deps.prisma.daycareVisit.count({ where: { dogId: dog.id } })).toBe(0);
    });

    it('block: a compliant dog checks in without warnings', async () => {
      await v.rule('daycare', 'block');
      const owner = await f.owner();
      const dog = await f.dog([owner.id]);
      await v.fullyVaccinated(dog.id);
      const res = await call(reception, 'POST', '/daycare/visits', { dog: dog.id });
      expect(res.statusCode).toBe(201);
      expect(res.json().warnings).toBeUndefined();
    });

    it('block: a manager overrides with a reason, kept on an override event; a receptionist gets 403; blank is 400', async () => {
      await v.rule('daycare', 'block');
      const dog = await dogWithRabies();
      const byReception = await call(reception, 'POST', '/daycare/visits', {
        dog: dog.id,
        override: { reason: 'Owner showed the card' },
      });
      expect(byReception.statusCode).toBe(403);
      const blank = await call(manager, 'POST', '/daycare/visits', {
        dog: dog.id,
        override: { reason: '  ' },
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().details).toEqual([
        expect.objectContaining({ path: 'override.reason', message: 'A reason is required' }),
      ]);
      expect(await t.deps.prisma.daycareVisit.count({ where: { dogId: dog.id } })).toBe(0);

      const res = await call(manager, 'POST', '/daycare/visits', {
        dog: dog.id,
        override: { reason: 'Owner showed the card' },
      });
      expect(res.statusCode).toBe(201);
      const events = await overrides('daycare-visit', res.json()._id);
      expect(events).toEqual([
        expect.objectContaining({
          actorId: manager.id,
          reason: 'Owner showed the card',
          changes: [{ field: 'vaccinations', from: null, to: ['distemper', 'parvovirus', 'bordetella'] }],
        }),
      ]);
      // Readable by anyone through the record's history.
      const history = (await call(reception, 'GET', `/audit/daycare-visit/${res.json()._id}`)).json().events;
      expect(history.map((e: { action: string }) => e.action)).toEqual(['create', 'override']);
    });

    it('over tRPC: the same refusal and override', async () => {
      await v.rule('daycare', 'block');
      const dog = await dogWithRabies();
      await expect(t.caller(reception).daycare.visits.checkIn({ dog: dog.id })).rejects.toMatchObject({
        code: 'CONFLICT',
        message: 'Vaccinations missing or expired: distemper, parvovirus, bordetella',
      });
      await expect(
        t.caller(reception).daycare.visits.checkIn({ dog: dog.id, override: { reason: 'Card seen' } }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      const visit = await t
        .caller(manager)
        .daycare.visits.checkIn({ dog: dog.id, override: { reason: 'Card seen' } });
      expect(visit.warnings).toEqual([
        { code: 'vaccinations', diseases: ['distemper', 'parvovirus', 'bordetella'] },
      ]);
      expect(await overrides('daycare-visit', visit.id)).toHaveLength(1);
    });
  });

  describe('hotel', () => {
    const stay = (dogId: string, extra: Record<string, unknown> = {}) => ({
      dog: dogId,
      checkIn: v.today(),
      checkOut: v.day(7),
      ...extra,
    });

    it('a booking in block mode is made, with warnings for the whole stay', async () => {
      await v.rule('hotel', 'block', ['rabies']);
      const owner = await f.owner();
      const dog = await f.dog([owner.id]);
      await v.record(dog.id, 'rabies', v.day(10)); // valid today, lapses during the stay
      const res = await call(
        reception,
        'POST',
        '/hotel',
        stay(dog.id, { checkIn: v.day(5), checkOut: v.day(12) }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        status: 'booked',
        warnings: [{ code: 'vaccinations', diseases: ['rabies'] }],
      });
      // A stay ending on the expiry day itself is covered.
      const short = await call(
        reception,
        'POST',
        '/hotel',
        stay(dog.id, { checkIn: v.day(1), checkOut: v.day(4) }),
      );
      expect(short.statusCode).toBe(201);
      expect(short.json().warnings).toBeUndefined();
    });

    it('block: the check-in of a booking is refused, then let through by a manager with the event', async () => {
      await v.rule('hotel', 'block');
      const dog = await dogWithRabies();
      const booking = (await call(reception, 'POST', '/hotel', stay(dog.id))).json();
      const refused = await call(reception, 'POST', '/hotel/check-in', { dog: dog.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('Vaccinations missing or expired: distemper, parvovirus, bordetella');
      expect((await call(reception, 'GET', `/hotel/${booking._id}`)).json().status).toBe('booked');
      const ok = await call(manager, 'POST', '/hotel/check-in', {
        dog: dog.id,
        override: { reason: 'Vet letter' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'checked-in' });
      expect(await overrides('hotel-booking', booking._id)).toEqual([
        expect.objectContaining({ reason: 'Vet letter' }),
      ]);
    });

    it('block: a PUT to checked-in is refused the same way; a receptionist’s override is 403', async () => {
      await v.rule('hotel', 'block');
      const dog = await dogWithRabies();
      const booking = (await call(reception, 'POST', '/hotel', stay(dog.id))).json();
      expect(
        (await call(reception, 'PUT', `/hotel/${booking._id}`, { status: 'checked-in' })).statusCode,
      ).toBe(409);
      const forbidden = await call(reception, 'PUT', `/hotel/${booking._id}`, {
        status: 'checked-in',
        override: { reason: 'Vet letter' },
      });
      expect(forbidden.statusCode).toBe(403);
      const ok = await call(manager, 'PUT', `/hotel/${booking._id}`, {
        status: 'checked-in',
        override: { reason: 'Vet letter' },
      });
      expect(ok.statusCode).toBe(200);
      expect(await overrides('hotel-booking', booking._id)).toHaveLength(1);
    });

    it('block: a walk-in is refused, and made with a manager’s override', async () => {
      await v.rule('hotel', 'block');
      const dog = await dogWithRabies();
      const refused = await call(reception, 'POST', '/hotel', stay(dog.id, { status: 'checked-in' }));
      expect(refused.statusCode).toBe(409);
      expect(await t.deps.prisma.hotelBooking.count({ where: { dogId: dog.id } })).toBe(0);
      const ok = await call(
        manager,
        'POST',
        '/hotel',
        stay(dog.id, { status: 'checked-in', override: { reason: 'Emergency' } }),
      );
      expect(ok.statusCode).toBe(201);
      expect(await overrides('hotel-booking', ok.json()._id)).toEqual([
        expect.objectContaining({ reason: 'Emergency' }),
      ]);
    });

    it('warn: a check-in goes through with warnings', async () => {
      const dog = await dogWithRabies();
      await call(reception, 'POST', '/hotel', stay(dog.id));
      const res = await call(reception, 'POST', '/hotel/check-in', { dog: dog.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().warnings).toEqual([
        { code: 'vaccinations', diseases: ['distemper', 'parvovirus', 'bordetella'] },
      ]);
    });
  });

  describe('grooming', () => {
    const body = (dogId: string, day: string) => ({
      dog: dogId,
      ownerPhone: '+34 600 111 222',
      weight: 9.5,
      appointmentDate: `${day}T11:00`,
      groomingServices: ['bath'],
    });

    it('a booking warns beside the booking (never refused), and a start in block mode is refused', async () => {
      await v.rule('grooming', 'block');
      const dog = await dogWithRabies();
      const created = await call(reception, 'POST', '/grooming', body(dog.id, v.today()));
      expect(created.statusCode).toBe(201);
      expect(created.json().warnings).toEqual([
        { code: 'vaccinations', diseases: ['distemper', 'parvovirus'] },
      ]);
      expect(created.json().booking.status).toBe('scheduled');
      const id = created.json().booking._id;
      const refused = await call(reception, 'PUT', `/grooming/${id}`, { status: 'in-progress' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('Vaccinations missing or expired: distemper, parvovirus');
      const ok = await call(manager, 'PUT', `/grooming/${id}`, {
        status: 'in-progress',
        override: { reason: 'Owner waiting' },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().booking.status).toBe('in-progress');
      expect(await overrides('grooming-booking', id)).toEqual([
        expect.objectContaining({ reason: 'Owner waiting' }),
      ]);
    });

    it('over tRPC: Start refused in block mode, overridden by a manager, warned in warn mode', async () => {
      await v.rule('grooming', 'block');
      const dog = await dogWithRabies();
      const booking = await t.caller(reception).grooming.create({
        dog: dog.id,
        ownerPhone: '+34 600 111 222',
        weight: 9.5,
        appointmentDate: `${v.today()}T12:00`,
        groomingServices: ['bath'],
      });
      await expect(
        t.caller(reception).grooming.setStatus({ id: booking.id, status: 'in-progress' }),
      ).rejects.toMatchObject({
        code: 'CONFLICT',
      });
      await expect(
        t
          .caller(reception)
          .grooming.setStatus({ id: booking.id, status: 'in-progress', override: { reason: 'x' } }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      const started = await t.caller(manager).grooming.setStatus({
        id: booking.id,
        status: 'in-progress',
        override: { reason: 'Owner waiting' },
      });
      expect(started.status).toBe('in-progress');

      await v.rule('grooming', 'warn');
      const other = await t.caller(reception).grooming.create({
        dog: dog.id,
        ownerPhone: '+34 600 111 222',
        weight: 9.5,
        appointmentDate: `${v.today()}T15:00`,
        groomingServices: ['bath'],
      });
      const warned = await t.caller(reception).grooming.setStatus({ id: other.id, status: 'in-progress' });
      expect(warned.warnings).toEqual([{ code: 'vaccinations', diseases: ['distemper', 'parvovirus'] }]);
    });
  });
});
