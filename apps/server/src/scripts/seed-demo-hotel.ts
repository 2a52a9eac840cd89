// The hotel part of `pnpm seed:demo`: about six months of a small dog hotel, written through the
// real services (book, check in, check out, cancel) with their clock set to the moment each thing
// happened, so every booking is as the desk would have left it: booked weeks ahead, checked in
// with a health check on its first day (arrivals 10:00–13:00 in APP_TIMEZONE), checked out with
// another on its last (10:00–12:30), some cancelled. Dates are calendar days, as the form sends.
//
// Staged for a demo day: guests here now (one leaving today, one since a week), arrivals today
// (one already in, one still expected), a walk-in this morning, arrivals and departures on each
// of the next 4 days, summer stays booked months ahead, and a cancelled stay that freed its dates.
// Then the kennels (issue 24): ten kennels, twelve places; the stays from today on get a free one,
// every third left to assign at check-in; one stay waits on the waitlist.
import { addDays, businessDayOf, businessToday, ZHotelBookingInput, ZKennelInput } from '@pawdesk/domain';
import type { AppDeps } from '../app-deps';
import type { ServiceContext } from '../lib/context';
import {
  checkInDog,
  checkOutBooking,
  createBooking,
  createWaitlistEntry,
  type HotelContext,
  hotelContext,
  updateBooking,
} from '../modules/hotel';
import { createKennel, freeKennels, kennelsContext } from '../modules/kennels';
import type { DemoDog } from './seed-demo-daycare';
import type { DemoTexts } from './seed-demo-texts';
import { randomPicks, zonedTime } from './seed-tools';

export interface SeedHotelInput {
  svc: ServiceContext;
  deps: AppDeps;
  dogs: DemoDog[];
  random: () => number;
  /** The notes, in the demo's language (seed-demo-texts.ts). */
  texts: DemoTexts;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const STAFF = ['Laura Gómez', 'Pablo Ruiz', 'Marta Navarro', 'Íñigo Peña'];
/** Seeds the hotel demo data; answers a one-line summary for the console. */
export async function seedDemoHotel({ svc, deps, dogs, random, texts }: SeedHotelInput): Promise<string> {
  const {
    bookingNotes: BOOKING_NOTES,
    arrivalNotes: ARRIVAL_NOTES,
    departureNotes: DEPARTURE_NOTES,
    walkInNote,
  } = texts.hotel;
  const timeZone = deps.env.timeZone;
  const realNow = new Date();
  let clock = realNow;
  const ctx: HotelContext = { ...hotelContext(svc, deps), now: () => clock };
  const today = businessToday(timeZone, realNow);
  const { between, pick } = randomPicks(random);
  const health = (notes: readonly string[]) => ({
    weight: Math.round((4 + random() * 32) * 10) / 10,
    temperature: Math.round((37.6 + random() * 1.4) * 10) / 10,
    ...(random() < 0.35 ? { notes: pick(notes) } : {}),
    checkedBy: pick(STAFF),
  });
  const at = (day: string, minutes: number) => zonedTime(timeZone, day, minutes);
  const arrivalOf = (day: string) => at(day, between(10 * 60, 13 * 60));
  const departureOf = (day: string) => at(day, between(10 * 60, 12 * 60 + 30));
  let stays = 0;

  /** A booking made `ahead` days before its check-in (never after now). */
  const book = async (
    dog: string,
    from: string,
    to: string,
    ahead: number,
    extra: Record<string, unknown> = {},
  ) => {
    clock = new Date(Math.min(realNow.getTime() - MINUTE, at(from, 9 * 60).getTime() - ahead * DAY));
    stays++;
    return createBooking(
      ctx,
      ZHotelBookingInput.parse({
        dog,
        checkIn: from,
        checkOut: to,
        ...(random() < 0.3 ? { notes: pick(BOOKING_NOTES) } : {}),
        ...extra,
      }),
    );
  };
  /** Checks the stay in at `inAt`, and out at `outAt` when given. */
  const run = async (dog: string, booking: string, inAt: Date, outAt?: Date) => {
    clock = inAt;
    await checkInDog(ctx, { dog, booking, vetCheckIn: health(ARRIVAL_NOTES) });
    if (!outAt) return;
    clock = outAt;
    await checkOutBooking(ctx, { id: booking, vetCheckOut: health(DEPARTURE_NOTES) });
  };

  // Guests: dogs from the end of the list (the daycare's regulars come from the start).
  const guests = dogs.slice(-Math.min(dogs.length, 60)).map((d) => d.id);
  const regulars = guests.slice(0, 40);
  const staged = guests.slice(40);

  // The past six months: each regular comes back a few times, never overlapping.
  for (const dog of regulars) {
    let day = addDays(today, -180 + between(0, 30));
    while (true) {
      const nights = random() < 0.2 ? 1 : between(2, 9);
      const out = addDays(day, nights);
      if (out >= today) break;
      const booking = await book(dog, day, out, between(2, 45));
      if (random() < 0.08) {
        clock = at(addDays(day, -1), 17 * 60);
        await updateBooking(ctx, { id: booking.id, status: 'cancelled' });
      } else {
        await run(dog, booking.id, arrivalOf(day), departureOf(out));
      }
      day = addDays(out, between(20, 70));
    }
  }

  // Today and the days around it.
  const nowMs = realNow.getTime();
  const beforeNow = (day: string, minutes: number) =>
    new Date(Math.min(at(day, minutes).getTime(), nowMs - between(5, 40) * MINUTE));
  let here = 0;
  let arriving = 0;
  const next = () => staged.shift();
  const stay = async (from: number, to: number, kind: 'here' | 'booked', ahead = 20) => {
    const dog = next();
    if (!dog) return;
    const booking = await book(dog, addDays(today, from), addDays(today, to), ahead);
    if (from === 0) arriving++;
    if (kind === 'here') {
      await run(
        dog,
        booking.id,
        from === 0 ? beforeNow(today, 10 * 60 + 15) : arrivalOf(addDays(today, from)),
      );
      here++;
    }
  };
  await stay(-7, 0, 'here'); // leaving today, not gone yet
  await stay(-6, 3, 'here');
  await stay(-4, 2, 'here');
  await stay(-2, 1, 'here');
  await stay(-1, 5, 'here');
  await stay(0, 4, 'here'); // arrived this morning
  await stay(0, 2, 'booked', 10); // expected later today
  // A walk-in this morning: no booking, checked in at once with its health check.
  const walkIn = next();
  if (walkIn) {
    clock = beforeNow(today, 10 * 60 + 40);
    await createBooking(
      ctx,
      ZHotelBookingInput.parse({
        dog: walkIn,
        checkIn: today,
        checkOut: addDays(today, 3),
        status: 'checked-in',
        vetCheckIn: health(ARRIVAL_NOTES),
        notes: walkInNote,
      }),
    );
    stays++;
    here++;
    arriving++;
  }
  // The next 4 days: arrivals and departures on each.
  for (const [from, to] of [
    [1, 4],
    [1, 2],
    [2, 9],
    [3, 6],
    [4, 11],
  ] as const) {
    await stay(from, to, 'booked', between(3, 40));
  }
  // Summer, booked months ahead, and a stay cancelled (its dates free again).
  for (const from of [150, 160, 175, 200]) await stay(from, from + between(5, 15), 'booked', 1);
  const cancelledDog = next();
  if (cancelledDog) {
    const booking = await book(cancelledDog, addDays(today, 30), addDays(today, 37), 5);
    clock = new Date(nowMs - 2 * 3_600_000);
    await updateBooking(ctx, { id: booking.id, status: 'cancelled' });
  }
  clock = new Date(nowMs - 60 * MINUTE);
  const kennels = await seedDemoKennels(ctx, svc, deps);
  const waiting = next();
  if (waiting) {
    clock = new Date(nowMs - 30 * MINUTE);
    await createWaitlistEntry(ctx, {
      dog: waiting,
      checkIn: addDays(today, 12),
      checkOut: addDays(today, 15),
    });
  }
  return `hotel: ${stays} stays (${here} guests here now, ${arriving} arriving today), ${kennels}`;
}

/** The demo's kennels, and a kennel for two in three of the stays from today on. */
async function seedDemoKennels(ctx: HotelContext, svc: ServiceContext, deps: AppDeps): Promise<string> {
  const kctx = kennelsContext(svc, deps);
  const made = [
    ...['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((name) => ({ name, type: 'standard' })),
    { name: 'L1', type: 'large' },
    { name: 'L2', type: 'large' },
    { name: 'Suite 1', type: 'suite', capacity: 2 },
    { name: 'Suite 2', type: 'suite', capacity: 2 },
  ];
  for (const kennel of made) await createKennel(kctx, ZKennelInput.parse(kennel));
  const timeZone = deps.env.timeZone;
  const open = await deps.prisma.hotelBooking.findMany({
    where: { status: { in: ['booked', 'checked_in'] }, checkOut: { gt: new Date() } },
    orderBy: [{ checkIn: 'asc' }, { id: 'asc' }],
    select: { id: true, checkIn: true, checkOut: true },
  });
  let assigned = 0;
  for (const [i, stay] of open.entries()) {
    if (i % 3 === 2) continue;
    const [free] = await freeKennels(kctx, {
      checkIn: businessDayOf(stay.checkIn, timeZone),
      checkOut: businessDayOf(stay.checkOut, timeZone),
      booking: stay.id,
    });
    if (!free) continue;
    await updateBooking(ctx, { id: stay.id, kennel: free.id });
    assigned++;
  }
  return `${made.length} kennels (${assigned} stays assigned)`;
}
