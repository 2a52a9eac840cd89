// The dogs tRPC procedures, called as the web app calls them.
import { addDays, addYears, businessToday, dogAgeGroup } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/app';
import { fixtures, makeImage, ownerInput, uniqueWord } from './dogs.fixtures';

async function setup() {
  const t = await createTestApp();
  const u = await t.userWithToken('receptionist');
  const caller = t.caller(u);
  return { t, u, caller, f: fixtures(t.deps, u), today: businessToday(t.deps.env.timeZone) };
}

describe('tRPC dogs', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup();
  });

  it('needs a logged-in user', async () => {
    const anonymous = s.t.caller(null);
    await expect(anonymous.dogs.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.dogs.overview()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('searches by name, breed or owner name, loosely, sorted by name', async () => {
    const word = uniqueWord();
    const pena = await s.f.owner({ name: `José Peña ${word}` });
    const other = await s.f.owner({ name: `Other ${word}` });
    const byOwner = await s.f.dog([other.id, pena.id], { name: `Zorro ${word}`, breed: 'Collie' });
    const byName = await s.f.dog([other.id], { name: `Peñasco ${word}`, breed: 'Pug' });
    const byBreed = await s.f.dog([other.id], { name: `Bolt ${word}`, breed: 'Pequeño Penalty' });
    await s.f.dog([other.id], { name: `Nope ${word}`, breed: 'Boxer' });

    const found = await s.caller.dogs.list({ search: `PENA ${word}` });
    expect(found.items.map((d) => d.id)).toEqual([byBreed.id, byName.id, byOwner.id]);
    expect(found.total).toBe(3);
    expect((await s.caller.dogs.list({ search: `jose ${word}` })).items.map((d) => d.id)).toEqual([
      byOwner.id,
    ]);
    expect((await s.caller.dogs.list({ search: `collie ${word}` })).items.map((d) => d.id)).toEqual([
      byOwner.id,
    ]);
    expect((await s.caller.dogs.list({ search: `${word} missing` })).total).toBe(0);
    // Pages of a selective search: a page past the end answers the last one.
    const paged = await s.caller.dogs.list({ search: `pena ${word}`, pageSize: 2, page: 9 });
    expect(paged).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(paged.items.map((d) => d.id)).toEqual([byOwner.id]);

    const item = found.items.find((d) => d.id === byOwner.id);
    expect(item?.owners.map((o) => o.id)).toEqual([other.id, pena.id]);
  });

  it('filters by breed (case ignored), pages 10 at a time and lists breeds', async () => {
    const word = uniqueWord();
    const owner = await s.f.owner();
    const breed = `Breed ${word}`;
    for (let i = 0; i < 23; i++) {
      await s.f.dog([owner.id], {
        name: `${String.fromCharCode(97 + i)} ${word}`,
        breed: i % 2 ? breed : breed.toUpperCase(),
      });
    }
    await s.f.dog([owner.id], { name: `x ${word}`, breed: 'Other' });
    const first = await s.caller.dogs.list({ breed: breed.toLowerCase() });
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10, pageCount: 3 });
    expect(first.items.map((d) => d.name[0])).toEqual('abcdefghij'.split(''));
    const last = await s.caller.dogs.list({ breed, page: 3 });
    expect(last.items.map((d) => d.name[0])).toEqual(['u', 'v', 'w']);
    const combined = await s.caller.dogs.list({ breed, search: `k ${word}` });
    expect(combined.items.map((d) => d.name)).toEqual([`k ${word}`]);
    // A short word (no trigram) takes the other plan.
    const short = await s.caller.dogs.list({ breed, search: 'K' });
    expect(short.items.map((d) => d.name)).toEqual([`k ${word}`]);
    expect(short.total).toBe(1);
    // That total is kept a moment, but a write here is counted at once.
    const another = await s.f.dog([owner.id], { name: `kk ${word}`, breed });
    expect((await s.caller.dogs.list({ breed, search: 'K' })).total).toBe(2);
    await s.caller.dogs.delete({ id: another.id });
    expect((await s.caller.dogs.list({ breed, search: 'K' })).total).toBe(1);
    const renamed = await s.f.owner({ name: `Kurt ${word}` });
    const kurts = await s.f.dog([renamed.id], { name: `z ${word}`, breed });
    expect((await s.caller.dogs.list({ breed, search: 'k' })).total).toBe(2);
    await s.caller.owners.update({ ...ownerInput({ name: `Bob ${word}` }), id: renamed.id });
    expect((await s.caller.dogs.list({ breed, search: 'k' })).total).toBe(1);
    await s.caller.dogs.delete({ id: kurts.id });
    expect((await s.caller.dogs.list({ breed, page: 50 })).page).toBe(3);

    const breeds = await s.caller.dogs.breeds();
    expect(breeds.filter((b) => b.toLowerCase() === breed.toLowerCase())).toHaveLength(1);
    expect(breeds).toContain('Other');
    const lower = breeds.map((b) => b.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  it('creates, updates, removes the picture and deletes', async () => {
    const a = await s.f.owner();
    const b = await s.f.owner();
    const created = await s.caller.dogs.create({ name: ' Kira ', breed: 'Akita', age: 0.25, owners: [a.id] });
    expect(created).toMatchObject({
      name: 'Kira',
      age: 0.25,
      calculatedAge: { displayText: '3 months', years: 0.25, unit: 'months', value: 3 },
      ageGroup: 'puppy',
      createdBy: { id: s.u.id, username: s.u.username },
    });
    const dateOfBirth = addYears(s.today, -5);
    const updated = await s.caller.dogs.update({
      id: created.id,
      name: 'Kira',
      breed: 'Akita',
      dateOfBirth,
      weight: 30,
      owners: [b.id, a.id],
    });
    expect(updated).toMatchObject({ age: 5, dateOfBirth, weight: 30, ageGroup: 'adult' });
    expect(updated.owners.map((o) => o.id)).toEqual([b.id, a.id]);

    const withPicture = await s.f.dog([a.id], {}, await makeImage('jpeg'));
    expect(withPicture.picture).toBeTruthy();
    const removed = await s.caller.dogs.removePicture({ id: withPicture.id });
    expect(removed).toMatchObject({ picture: null, pictureUrl: null, thumbnailUrl: null });

    expect(await s.caller.dogs.delete({ id: created.id })).toEqual({ id: created.id });
    await expect(s.caller.dogs.byId({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('validates with the spec messages, the date of birth against the business day', async () => {
    const owner = await s.f.owner();
    const future = await s.caller.dogs
      .create({ name: 'Rex', breed: 'Pug', dateOfBirth: addDays(s.today, 1), owners: [owner.id] })
      .catch((e) => e);
    expect(future.code).toBe('BAD_REQUEST');
    expect(future.message).toBe('Date of birth cannot be in the future');
    const old = await s.caller.dogs
      .create({
        name: 'Rex',
        breed: 'Pug',
        dateOfBirth: addDays(addYears(s.today, -30), -1),
        owners: [owner.id],
      })
      .catch((e) => e);
    expect(old.message).toBe('Date of birth cannot be more than 30 years ago');
    const many = await s.caller.dogs.create({ name: '', breed: '', owners: [] }).catch((e) => e);
    expect(many.code).toBe('BAD_REQUEST');
    expect(many.message).toBe(
      'Dog name is required, Dog breed is required, Please enter either age or date of birth, Primary owner is required',
    );
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/trpc/dogs.create',
      headers: s.t.auth(s.u.token),
      payload: { name: 'Rex', breed: 'Pug', age: 2, owners: [owner.id, owner.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.details).toEqual([
      {
        path: 'owners.1',
        message: 'Secondary owner must be different from primary owner',
        key: 'dog.secondaryOwnerSame',
      },
    ]);
  });

  it('answers NOT_FOUND for unknown and malformed ids', async () => {
    const owner = await s.f.owner();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bad id']) {
      await expect(s.caller.dogs.byId({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(s.caller.dogs.delete({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(s.caller.dogs.removePicture({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(
        s.caller.dogs.update({ id, name: 'x', breed: 'y', age: 1, owners: [owner.id] }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('gives the details with owners, audit and the most recent history with totals', async () => {
    const owner = await s.f.owner();
    const dog = await s.f.dog([owner.id], { name: `History ${uniqueWord()}` });
    const p = s.t.db.prisma;
    const day = 86_400_000;
    const base = Date.UTC(2025, 0, 1);
    const dogId = dog.id;
    const pkg = await p.daycarePackage.create({
      data: { dogId, packageType: 'FIFTEEN_DAY', daysLeft: 10, expiresAt: new Date(base + 60 * day) },
    });
    await p.daycareVisit.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({
        dogId,
        packageId: i === 6 ? pkg.id : null,
        date: new Date(base + i * day),
        checkInTime: i === 6 ? null : new Date(base + i * day + 8 * 3_600_000),
        checkOutTime: i < 5 ? new Date(base + i * day + 17 * 3_600_000) : null,
      })),
    });
    await p.hotelBooking.createMany({
      data: Array.from({ length: 10 }, (_, i) => ({
        dogId,
        checkIn: new Date(base + i * 10 * day),
        checkOut: new Date(base + (i * 10 + 3) * day),
        notes: `stay ${i}`,
        status: i === 8 ? ('checked_in' as const) : ('booked' as const),
      })),
    });
    await p.vetAppointment.createMany({
      data: Array.from({ length: 9 }, (_, i) => ({
        dogId,
        appointmentDate: new Date(base + i * day),
        cause: `cause ${i}`,
        status: i === 7 ? ('in_progress' as const) : ('scheduled' as const),
      })),
    });
    await p.groomingBooking.createMany({
      data: Array.from({ length: 11 }, (_, i) => ({
        dogId,
        ownerPhone: '555',
        appointmentDate: new Date(base + i * day),
        durationMinutes: 75,
        groomingServices: ['bath', 'nail_trim'] as const,
      })),
    });
    // Another dog's history never shows.
    const other = await s.f.dog([owner.id]);
    await p.vetAppointment.create({ data: { dogId: other.id, appointmentDate: new Date(), cause: 'other' } });

    const details = await s.caller.dogs.byId({ id: dog.id });
    expect(details.dog).toMatchObject({ id: dog.id, owners: [{ id: owner.id }], createdBy: { id: s.u.id } });
    const h = details.history;
    expect(h.daycareVisits.total).toBe(7);
    expect(h.daycareVisits.items).toHaveLength(5);
    expect(h.daycareVisits.items[0]).toMatchObject({
      date: '2025-01-07',
      status: 'pending',
      checkInTime: null,
      packageType: '15-day',
    });
    expect(h.daycareVisits.items[1]).toMatchObject({ date: '2025-01-06', status: 'active' });
    expect(h.daycareVisits.items[2]).toMatchObject({ date: '2025-01-05', status: 'completed' });
    expect(h.hotelStays).toMatchObject({ total: 10 });
    expect(h.hotelStays.items).toHaveLength(8);
    expect(h.hotelStays.items[0]).toMatchObject({ notes: 'stay 9', nights: 3, status: 'booked' });
    expect(h.hotelStays.items[1]).toMatchObject({ notes: 'stay 8', status: 'checked-in' });
    expect(h.vetAppointments.total).toBe(9);
    expect(h.vetAppointments.items).toHaveLength(8);
    expect(h.vetAppointments.items[0]).toMatchObject({
      cause: 'cause 8',
      status: 'scheduled',
      followUpRequired: false,
    });
    expect(h.vetAppointments.items[1]).toMatchObject({ cause: 'cause 7', status: 'in-progress' });
    expect(h.grooming.total).toBe(11);
    expect(h.grooming.items).toHaveLength(8);
    expect(h.grooming.items[0]?.groomingServices).toEqual(['bath', 'nail-trim']);

    const empty = await s.caller.dogs.byId({ id: other.id });
    expect(empty.history.daycareVisits).toEqual({ items: [], total: 0 });
    expect(empty.history.vetAppointments.total).toBe(1);
  });
});

describe('tRPC dogs.overview', () => {
  it('counts dogs, this week, breeds, age groups (as the domain rule does) and recent dogs', async () => {
    const s = await setup();
    expect(await s.caller.dogs.overview()).toEqual({
      total: 0,
      addedThisWeek: 0,
      breedCount: 0,
      recentlyAdded: [],
      ageGroups: { puppy: 0, young: 0, adult: 0, senior: 0, unknown: 0 },
      breeds: [],
    });
    const owner = await s.f.owner();
    const born = (years: number, days = 0) => addDays(addYears(s.today, -years), days);
    const specs = [
      { breed: 'Beagle', dateOfBirth: born(1) }, // puppy, on the first birthday
      { breed: 'beagle', dateOfBirth: born(1, -1) }, // young, a day older
      { breed: 'Beagle', age: 3 }, // young
      { breed: 'Pug', dateOfBirth: born(3, -1) }, // adult
      { breed: 'Pug', age: 7 }, // adult
      { breed: 'Pug', dateOfBirth: born(7, -1) }, // senior
      { breed: 'Husky', age: 12 }, // senior
      { breed: 'Husky', age: 0.5 }, // puppy
    ];
    const dogs = [];
    for (const spec of specs) dogs.push(await s.f.dog([owner.id], spec));
    // A dog stored without any age (older data): its group is unknown.
    const noAge = await s.f.dog([owner.id], { breed: 'Husky', age: 2 });
    await s.t.db.prisma.dog.update({ where: { id: noAge.id }, data: { age: null } });
    dogs.push({ ...noAge, age: null, dateOfBirth: null });

    // The others were created a minute apart (in the order above); three of them long ago.
    for (const [i, d] of dogs.entries()) {
      await s.t.db.prisma.dog.update({
        where: { id: d.id },
        data: { createdAt: new Date(Date.now() - (dogs.length - i) * 60_000) },
      });
    }
    const old = dogs.slice(0, 3).map((d) => d.id);
    await s.t.db.prisma.dog.updateMany({
      where: { id: { in: old } },
      data: { createdAt: new Date(Date.now() - 30 * 86_400_000) },
    });

    const overview = await s.caller.dogs.overview();
    expect(overview).toMatchObject({
      total: 9,
      addedThisWeek: 6,
      breedCount: 3,
      ageGroups: { puppy: 2, young: 2, adult: 2, senior: 2, unknown: 1 },
      breeds: [
        { breed: 'Beagle', count: 3 },
        { breed: 'Husky', count: 3 },
        { breed: 'Pug', count: 3 },
      ],
    });
    // The SQL aggregate agrees with the domain rule dog by dog.
    const expected = { puppy: 0, young: 0, adult: 0, senior: 0, unknown: 0 };
    for (const d of dogs) expected[dogAgeGroup(d, s.today)] += 1;
    expect(overview.ageGroups).toEqual(expected);
    // Recently added: the dogs of the last 7 days, newest first.
    expect(overview.recentlyAdded.map((d) => d.id)).toEqual(
      dogs
        .slice(3)
        .map((d) => d.id)
        .reverse(),
    );

    // Nothing this week: the 5 newest instead.
    await s.t.db.prisma.dog.updateMany({
      where: { id: { notIn: old } },
      data: { createdAt: new Date(Date.now() - 10 * 86_400_000) },
    });
    const quiet = await s.caller.dogs.overview();
    expect(quiet.addedThisWeek).toBe(0);
    expect(quiet.recentlyAdded).toHaveLength(5);
    const times = quiet.recentlyAdded.map((d) => d.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(quiet.recentlyAdded.map((d) => d.id)).not.toContain(old[0]);
  });
});
