// tRPC vaccinations.* (the names the web calls): the catalogue, a dog's records, the rules, the
// due list and the check; 400 for bad input, 403 for roles that may not; a vaccine given in a vet
// exam of this practice becomes a verified record; a dog's deletion writes its records' events.
import { addDays } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { vetFixtures } from '../vet/vet.fixtures';
import { vaccinationFixtures } from './vaccinations.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('tRPC vaccinations', () => {
  let t: TestApp;
  let manager: User;
  let reception: User;
  let vetUser: User;
  let f: ReturnType<typeof dogFixtures>;
  let v: ReturnType<typeof vaccinationFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    reception = await t.userWithToken('receptionist');
    vetUser = await t.userWithToken('vet');
    f = dogFixtures(t.deps, manager);
    v = vaccinationFixtures(t.deps);
  });

  const newDog = async () => f.dog([(await f.owner()).id]);

  it('needs a logged-in user', async () => {
    await expect(t.caller(null).vaccinations.catalogue.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('catalogue.list and catalogue.update (managers only; 400 for a bad validity)', async () => {
    const list = await t.caller(reception).vaccinations.catalogue.list();
    expect(list.map((x) => x.code)).toEqual(['bordetella', 'dhppi-l', 'rabies']);
    const kennel = list[0]!;
    await expect(
      t.caller(reception).vaccinations.catalogue.update({ id: kennel.id, validityMonths: 6 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      t.caller(manager).vaccinations.catalogue.update({ id: kennel.id, validityMonths: 500 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const changed = await t.caller(manager).vaccinations.catalogue.update({
      id: kennel.id,
      name: { es: 'Tos de las perreras (intranasal)', en: 'Kennel cough (intranasal)' },
    });
    expect(changed).toMatchObject({
      code: 'bordetella',
      name: { en: 'Kennel cough (intranasal)' },
      validityMonths: 12,
    });
  });

  it('records.create/forDog/update/delete, with the expiry from the validity and 400s', async () => {
    const dog = await newDog();
    const api = t.caller(reception).vaccinations.records;
    const created = await api.create({
      dog: dog.id,
      vaccine: 'dhppi-l',
      givenOn: v.day(-5),
      notes: 'From the card',
    });
    expect(created).toMatchObject({
      dog: dog.id,
      vaccine: {
        code: 'dhppi-l',
        covers: ['distemper', 'hepatitis', 'parvovirus', 'parainfluenza', 'leptospirosis'],
      },
      expiresOn: addDays(v.day(-5), 0).replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
      verified: false,
      createdBy: { id: reception.id, username: reception.username },
    });
    expect((await api.forDog({ dog: dog.id })).map((r) => r.id)).toEqual([created.id]);
    const updated = await api.update({
      id: created.id,
      vaccine: 'dhppi-l',
      givenOn: v.day(-5),
      expiresOn: v.day(100),
    });
    expect(updated.expiresOn).toBe(v.day(100));
    expect(updated.notes).toBeNull(); // a PUT replaces the fields
    await expect(api.create({ dog: dog.id, vaccine: 'rabies', givenOn: v.day(2) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Vaccination date cannot be in the future',
    });
    await expect(
      api.create({ dog: dog.id, vaccine: 'rabies', givenOn: v.day(-2), expiresOn: v.day(-3) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await api.delete({ id: created.id, reason: 'Wrong dog' })).toEqual({ id: created.id });
    expect(await api.forDog({ dog: dog.id })).toEqual([]);
    await expect(api.delete({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('rules.get and rules.update (managers only)', async () => {
    expect(await t.caller(reception).vaccinations.rules.get()).toEqual({
      daycare: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus', 'bordetella'] },
      hotel: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus', 'bordetella'] },
      grooming: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus'] },
    });
    await expect(
      t.caller(vetUser).vaccinations.rules.update({ grooming: { mode: 'off', diseases: [] } }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const after = await t
      .caller(manager)
      .vaccinations.rules.update({ grooming: { mode: 'off', diseases: ['rabies'] } });
    expect(after.grooming).toEqual({ mode: 'off', diseases: ['rabies'] });
    expect(after.hotel.mode).toBe('warn');
    await t.caller(manager).vaccinations.rules.update({
      grooming: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus'] },
    });
  });

  it('check: a dog’s compliance for a service and a range; due.list pages soonest first', async () => {
    const dog = await newDog();
    await v.record(dog.id, 'rabies', v.day(3));
    await v.record(dog.id, 'dhppi-l', v.day(90));
    await v.record(dog.id, 'bordetella', v.day(-1));
    const check = await t
      .caller(reception)
      .vaccinations.check({ dog: dog.id, service: 'hotel', from: v.day(1), to: v.day(5) });
    expect(check).toMatchObject({ compliant: false, missing: ['rabies', 'bordetella'], expiring: [] });
    await expect(
      t.caller(reception).vaccinations.check({ dog: dog.id, service: 'hotel', from: v.day(5), to: v.day(1) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const first = await t.caller(reception).vaccinations.due.list({ within: 30, limit: 1 });
    expect(first.items).toEqual([
      expect.objectContaining({
        dog: { id: dog.id, name: dog.name },
        disease: 'bordetella',
        expiresOn: v.day(-1),
      }),
    ]);
    const second = await t
      .caller(reception)
      .vaccinations.due.list({ within: 30, limit: 1, cursor: first.nextCursor ?? '' });
    expect(second.items).toEqual([expect.objectContaining({ disease: 'rabies', expiresOn: v.day(3) })]);
    expect(second.nextCursor).toBeNull();
  });

  it('checkMany: several dogs at once for the shields, unknown ids compliant, off says nothing', async () => {
    const good = await newDog();
    await v.fullyVaccinated(good.id);
    const bad = await newDog();
    await v.record(bad.id, 'rabies', v.day(2));
    const res = await t.caller(reception).vaccinations.checkMany({
      dogs: [bad.id, good.id, 'nope'],
      service: 'hotel',
      from: v.today(),
      to: v.day(5),
    });
    expect(res).toEqual({
      service: 'hotel',
      mode: 'warn',
      rulesSet: false,
      dogs: [
        { dog: bad.id, compliant: false, missing: ['rabies', 'distemper', 'parvovirus', 'bordetella'] },
        { dog: good.id, compliant: true, missing: [] },
        { dog: 'nope', compliant: true, missing: [] },
      ],
    });
    // Once a manager has saved the hotel's rule, the shields show.
    await t.caller(manager).vaccinations.rules.update({ hotel: { mode: 'warn', diseases: ['rabies'] } });
    const set = await t.caller(reception).vaccinations.checkMany({
      dogs: [bad.id],
      service: 'hotel',
      from: v.today(),
      to: v.day(5),
    });
    expect(set).toMatchObject({
      rulesSet: true,
      dogs: [{ dog: bad.id, compliant: false, missing: ['rabies'] }],
    });
  });

  it('a vaccine given in a vet exam of this practice becomes a verified record (clinicians only)', async () => {
    const vf = vetFixtures(t.deps, manager);
    const dog = await newDog();
    const appointmentId = await vf.appointment(dog.id, {
      at: new Date(),
      status: 'in-progress',
      vetId: vetUser.id,
    });
    await expect(
      t.caller(reception).vet.update({ id: appointmentId, vaccinesGiven: [{ vaccine: 'rabies' }] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await t.caller(vetUser).vet.saveExam({
      id: appointmentId,
      temperature: 38.5,
      findings: 'Healthy',
      vaccinesGiven: [{ vaccine: 'rabies', batch: 'RB-9' }],
    });
    const records = await t.caller(reception).vaccinations.records.forDog({ dog: dog.id });
    expect(records).toEqual([
      expect.objectContaining({
        vaccine: expect.objectContaining({ code: 'rabies' }),
        givenOn: v.today(),
        batch: 'RB-9',
        verified: true,
        vetAppointment: appointmentId,
        givenBy: 'Test vet',
      }),
    ]);
    expect(
      (await t.caller(reception).vaccinations.check({ dog: dog.id, service: 'grooming' })).missing,
    ).toEqual(['distemper', 'parvovirus']);
    const events = await t.deps.prisma.auditEvent.findMany({
      where: { entity: 'vaccination', entityId: records[0]!.id },
    });
    expect(events.map((e) => [e.action, e.actorId])).toEqual([['create', vetUser.id]]);
  });

  it('deleting a dog writes a delete event for each of its records', async () => {
    const dog = await newDog();
    const record = await v.record(dog.id, 'rabies', v.day(100));
    await t.caller(manager).dogs.delete({ id: dog.id, reason: 'Moved away' });
    const events = await t.deps.prisma.auditEvent.findMany({
      where: { entity: 'vaccination', entityId: record.id },
    });
    expect(events).toEqual([expect.objectContaining({ action: 'delete', reason: 'Moved away' })]);
    expect(await t.deps.prisma.dogVaccineCoverage.count({ where: { dogId: dog.id } })).toBe(0);
  });
});
