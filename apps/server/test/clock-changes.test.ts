// Issue 20, item 6: the nights the clocks change. Santiago de Chile skips midnight of 5 Sep 2027
// (00:00 -04 becomes 01:00 -03); Madrid skips 02:00–03:00 on 28 Mar 2027. A day whose midnight
// does not exist starts at its first instant, a wall time in a gap moves forward (Temporal's
// "compatible"), and nights are calendar nights: through REST and tRPC, as stored.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, unique } from './helpers/app';

/** A server in `timeZone`, an admin's token, a dog, and REST and tRPC helpers. */
async function setup(timeZone: string) {
  const t = await createTestApp({ env: { APP_TIMEZONE: timeZone } });
  const admin = await t.userWithToken('admin');
  const headers = t.auth(admin.token);
  const rest = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const owner = await rest('POST', '/api/owners', {
    name: 'Ana Peña',
    email: `${unique('ana')}@example.com`,
    phone: '600 123 456',
    address: 'Calle Mayor 1',
  });
  const dog = async () =>
    (
      await rest('POST', '/api/dogs', { name: 'Rex', breed: 'Beagle', age: 3, owners: [owner.json()._id] })
    ).json()._id as string;
  return { t, rest, dog, caller: t.caller(admin) };
}

describe('America/Santiago, where midnight of 5 Sep 2027 does not exist', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup('America/Santiago');
  });

  it('a stay 2027-09-05 → 2027-09-07 is 2 nights checking in on 5 Sep (REST, read back from the database)', async () => {
    const res = await s.rest('POST', '/api/hotel', {
      dog: await s.dog(),
      checkIn: '2027-09-05',
      checkOut: '2027-09-07',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json();
    expect(booking).toMatchObject({ nights: 2, checkInDay: '2027-09-05', checkOutDay: '2027-09-07' });
    // 01:00 -03, the first instant of 5 Sep; 7 Sep starts at its midnight (-03).
    expect(booking.checkIn).toBe('2027-09-05T04:00:00.000Z');
    expect(booking.checkOut).toBe('2027-09-07T03:00:00.000Z');
    const stored = await s.t.db.prisma.hotelBooking.findUniqueOrThrow({ where: { id: booking._id } });
    expect(stored.checkIn.toISOString()).toBe('2027-09-05T04:00:00.000Z');
    const again = await s.caller.hotel.byId({ id: booking._id });
    expect(again).toMatchObject({ nights: 2, checkInDay: '2027-09-05' });
  });

  it('the nights around the gap and the autumn night count one each (tRPC)', async () => {
    const dog = await s.dog();
    for (const [checkIn, checkOut, nights] of [
      ['2027-09-04', '2027-09-05', 1],
      ['2027-09-05', '2027-09-06', 1],
      ['2027-04-03', '2027-04-04', 1],
      ['2027-08-30', '2027-09-02', 3],
    ] as const) {
      const booking = await s.caller.hotel.create({ dog, checkIn, checkOut });
      expect(booking, `${checkIn} → ${checkOut}`).toMatchObject({
        nights,
        checkInDay: checkIn,
        checkOutDay: checkOut,
      });
    }
  });

  it('a vet appointment at 00:30 on 5 Sep keeps its day (01:30, the gap moved forward), REST and tRPC', async () => {
    const dogId = await s.dog();
    const res = await s.rest('POST', '/api/vet/appointments', {
      dogId,
      appointmentDate: '2027-09-05',
      time: '00:30',
      cause: 'Night check',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ appointmentDate: '2027-09-05T04:30:00.000Z', time: '01:30' });
    const viaTrpc = await s.caller.vet.create({ dogId, appointmentDate: '2027-09-05T00:30', cause: 'Again' });
    expect(viaTrpc).toMatchObject({ day: '2027-09-05', time: '01:30' });
    // The evening before is still the evening before.
    const before = await s.caller.vet.create({
      dogId,
      appointmentDate: '2027-09-04',
      time: '23:30',
      cause: 'Eve',
    });
    expect(before).toMatchObject({ day: '2027-09-04', time: '23:30' });
  });

  it('a grooming appointment at 00:30 on 5 Sep keeps its day, and grooming.day 5 Sep holds it', async () => {
    const dog = await s.dog();
    const booking = await s.caller.grooming.create({
      dog,
      ownerPhone: '600 123 456',
      weight: 10,
      appointmentDate: '2027-09-05T00:30',
      groomingServices: ['bath'],
    });
    expect(booking.appointmentDate).toBe('2027-09-05T04:30:00.000Z');
    const day = await s.caller.grooming.day({ day: '2027-09-05' });
    expect(day.bookings.map((b) => b.id)).toContain(booking.id);
    expect((await s.caller.grooming.day({ day: '2027-09-04' })).bookings.map((b) => b.id)).not.toContain(
      booking.id,
    );
  });
});

describe('Europe/Madrid, where 02:00–03:00 of 28 Mar 2027 does not exist', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup('Europe/Madrid');
  });

  it('a vet appointment at 02:30 is at 03:30 the same day; a repeated 02:30 in October is the earlier one', async () => {
    const dogId = await s.dog();
    const spring = await s.rest('POST', '/api/vet/appointments', {
      dogId,
      appointmentDate: '2027-03-28',
      time: '02:30',
      cause: 'Spring',
    });
    expect(spring.statusCode, spring.body).toBe(201);
    expect(spring.json()).toMatchObject({ appointmentDate: '2027-03-28T01:30:00.000Z', time: '03:30' });
    const autumn = await s.caller.vet.create({ dogId, appointmentDate: '2027-10-31T02:30', cause: 'Autumn' });
    expect(autumn).toMatchObject({
      appointmentDate: '2027-10-31T00:30:00.000Z',
      day: '2027-10-31',
      time: '02:30',
    });
  });

  it('stays over both changes count their calendar nights', async () => {
    const dog = await s.dog();
    const spring = await s.caller.hotel.create({ dog, checkIn: '2027-03-27', checkOut: '2027-03-29' });
    expect(spring.nights).toBe(2);
    const autumn = await s.caller.hotel.create({ dog, checkIn: '2027-10-30', checkOut: '2027-11-02' });
    expect(autumn.nights).toBe(3);
  });
});
