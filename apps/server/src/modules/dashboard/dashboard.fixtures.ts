// Test data for the Today board: a business in a zone where it is about noon now (so "today"
// cannot roll over while a test runs), and one scenario with data in every window of every
// section, made with each module's own fixtures. The tests know every count it implies.
import { addDays, businessToday, dayStartInstant } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import { daycareFixtures } from '../daycare/daycare.fixtures';
import { groomingFixtures } from '../grooming/grooming.fixtures';
import { hotelFixtures } from '../hotel/hotel.fixtures';
import { vetFixtures } from '../vet/vet.fixtures';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * An IANA zone (Etc/GMT±N) in which it is between 12:00 and 13:00 now: the integration tests read
 * the real clock, and half a day either side keeps today's and tomorrow's data where it belongs.
 */
export function middayZone(now = new Date()): string {
  const ahead = 12 - now.getUTCHours(); // -11 … 12 hours ahead of UTC
  if (ahead === 0) return 'Etc/GMT';
  // Etc/GMT-2 is two hours *ahead* of UTC (POSIX signs).
  return `Etc/GMT${ahead > 0 ? '-' : '+'}${Math.abs(ahead)}`;
}

export type BoardScenario = Awaited<ReturnType<typeof boardScenario>>;

/**
 * Every window of the board, with what each rule must count (the tests' expectations are here
 * beside the data that implies them):
 * - vet: 6 today (one a minute ago, one completed) + 1 cancelled; 6 upcoming (the last one minute
 *   before now + 7 days) + 1 cancelled + 1 an hour past the window + 1 yesterday; follow-ups due
 *   this week 2 (today's and the day after tomorrow's), not due: rebooked, cancelled, in 10 days.
 * - daycare: 10 dogs checked in (one since yesterday), 1 gone home; 2 without a usable package, 2
 *   whose package runs out (0 and 2 days left); expected today 2 dogs (one booked twice), and a
 *   pending visit of a dog already here and one of tomorrow that are not expected now.
 * - hotel: 5 current (3 checked in: leaving tomorrow, today, and yesterday but still here; 2
 *   booked: arriving today, and late since yesterday), 1 checked out today, 1 cancelled; 6
 *   upcoming booked + 1 cancelled upcoming.
 * - grooming: 9 today (2 completed, 1 in progress, 6 scheduled) + 1 cancelled + 1 tomorrow.
 */
export async function boardScenario(deps: AppDeps, actor: { id: string; username: string }) {
  const tz = deps.env.timeZone;
  const now = Date.now();
  const today = businessToday(tz);
  const vet = vetFixtures(deps, actor);
  const hotel = hotelFixtures(deps, actor);
  const groom = groomingFixtures(deps, actor);
  const care = daycareFixtures(deps.prisma);
  const dog = () => hotel.dog();
  const when = (ms: number) => new Date(now + ms);

  // --- vet ---------------------------------------------------------------------------------
  const vetDog = await dog();
  const appt = (ms: number, status: 'scheduled' | 'in-progress' | 'completed' | 'cancelled' = 'scheduled') =>
    vet.appointment(vetDog.id, { at: when(ms), status });
  const vetToday = {
    threeHoursAgo: await appt(-3 * HOUR),
    completed: await appt(-2 * HOUR, 'completed'),
    oneMinuteAgo: await appt(-MINUTE),
    inProgress: await appt(HOUR, 'in-progress'),
    inTwoHours: await appt(2 * HOUR),
    inThreeHours: await appt(3 * HOUR),
  };
  await appt(30 * MINUTE, 'cancelled');
  await appt(-DAY); // yesterday
  const vetUpcoming = [
    await appt(DAY),
    await appt(2 * DAY),
    await appt(4 * DAY),
    await appt(5 * DAY),
    await appt(6 * DAY),
    await appt(7 * DAY - MINUTE),
  ];
  await appt(3 * DAY, 'cancelled');
  await appt(7 * DAY + HOUR); // past the window
  const followUp = async (
    inDays: number,
    opts: { status?: 'completed' | 'cancelled'; rebookIn?: number } = {},
  ) => {
    const d = await dog();
    await vet.appointment(d.id, {
      at: when(-10 * DAY),
      status: opts.status ?? 'completed',
      followUpRequired: true,
      followUpDate: dayStartInstant(tz, addDays(today, inDays)),
    });
    if (opts.rebookIn !== undefined) await vet.appointment(d.id, { at: when(opts.rebookIn * DAY) });
  };
  await followUp(0);
  await followUp(2);
  await followUp(3, { rebookIn: 20 }); // booked again (beyond the upcoming window)
  await followUp(1, { status: 'cancelled' });
  await followUp(10);

  // --- daycare -----------------------------------------------------------------------------
  const checkIn = async (opts: { hoursAgo: number; day?: string; pkgDaysLeft?: number }) => {
    const d = await dog();
    const paid = opts.pkgDaysLeft === undefined ? null : await care.pkg(d.id, { daysLeft: opts.pkgDaysLeft });
    const visit = await care.visit(d.id, opts.day ?? today, {
      in: when(-opts.hoursAgo * HOUR),
      packageId: paid?.id ?? null,
    });
    return visit.id;
  };
  const daycare = {
    sinceYesterday: await checkIn({ hoursAgo: 26, day: addDays(today, -1) }), // no package either
    noPackage: await checkIn({ hoursAgo: 5 }),
    lastDay: await checkIn({ hoursAgo: 4.5, pkgDaysLeft: 0 }),
    twoLeft: await checkIn({ hoursAgo: 4, pkgDaysLeft: 2 }),
    rest: [] as string[],
  };
  for (const hoursAgo of [3.5, 3, 2.5, 2, 1.5, 1])
    daycare.rest.push(await checkIn({ hoursAgo, pkgDaysLeft: 10 }));
  const gone = await dog();
  await care.visit(gone.id, today, { in: when(-6 * HOUR), out: when(-HOUR) });
  // Expected today, not here yet: two dogs (one booked twice: listed once), and one already here.
  const expectedDog = await dog();
  const expected = [
    (await care.visit(expectedDog.id, today)).id,
    (await care.visit((await dog()).id, today)).id,
  ];
  await care.visit(expectedDog.id, today); // its afternoon visit: the same dog
  await care.visit((await dog()).id, addDays(today, 1)); // tomorrow's
  const hereDogVisit = await deps.prisma.daycareVisit.findUniqueOrThrow({
    where: { id: daycare.noPackage },
    select: { dogId: true },
  });
  await care.visit(hereDogVisit.dogId, today); // booked, but already here

  // --- hotel -------------------------------------------------------------------------------
  const stay = async (from: number, to: number, status?: 'checked-in' | 'checked-out' | 'cancelled') => {
    const d = await dog();
    const booked = await hotel.booking(d.id, from, to, status === 'checked-in' ? { status } : {});
    if (status && status !== 'checked-in') await hotel.setStatus(booked.id, status);
    return booked.id;
  };
  const hotelStays = {
    leavesTomorrow: await stay(-2, 1, 'checked-in'),
    leavesToday: await stay(-3, 0, 'checked-in'),
    overdue: await stay(-5, -1, 'checked-in'),
    arrivesToday: await stay(0, 3),
    late: await stay(-1, 2),
  };
  await stay(-4, 0, 'checked-out');
  await stay(-3, 2, 'cancelled');
  const hotelUpcoming = [
    await stay(1, 3),
    await stay(2, 4),
    await stay(3, 5),
    await stay(4, 9),
    await stay(5, 6),
    await stay(6, 8),
  ];
  await stay(1, 2, 'cancelled');

  // --- grooming ----------------------------------------------------------------------------
  const groomDog = await dog();
  const groomAt = (
    ms: number,
    status: 'scheduled' | 'in_progress' | 'completed' | 'cancelled' = 'scheduled',
  ) => groom.rawBooking(groomDog.id, when(ms), { status }).then((b) => b.id);
  const grooming: string[] = [];
  for (const [h, status] of [
    [-4, 'completed'],
    [-3, 'completed'],
    [-2, 'in_progress'],
    [-1, 'scheduled'],
    [0.5, 'scheduled'],
    [1, 'scheduled'],
    [2, 'scheduled'],
    [3, 'scheduled'],
    [4, 'scheduled'],
  ] as const) {
    grooming.push(await groomAt(h * HOUR, status));
  }
  await groomAt(1.5 * HOUR, 'cancelled');
  await groomAt(DAY);

  return {
    today,
    vetToday,
    vetUpcoming,
    daycare: { ...daycare, expected },
    hotelStays,
    hotelUpcoming,
    grooming,
  };
}
