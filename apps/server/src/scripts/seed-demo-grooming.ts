// The grooming part of `pnpm seed:demo`: three groomers and about a year of the salon's book,
// written through the real services (book, start, complete, cancel) with their clock set to the
// moment each thing happened, so lengths, completion times and the audit users are what the
// product itself would have written, and no groomer is ever double-booked (the database refuses
// it). The salon opens Tuesday to Saturday, 09:00–18:00 in APP_TIMEZONE.
//
// What a demo day shows: today's appointments in every status (done this morning, one in
// progress, the afternoon's still to come, one cancelled, one without a groomer), the next days
// booked, and eleven months of history (mostly completed, some cancelled) in All Bookings and
// in the dogs' Grooming History.
//
// Groomers are staff users with the role `groomer`: groomer.ana, groomer.luis, groomer.bea
// (kept when they exist; an existing one still an `employee` from an older seed becomes a groomer). Their password is GROOMER_DEMO_PASSWORD when that is set (at least 8
// characters); otherwise each gets a random one that is never printed or stored anywhere, so
// they cannot log in until an admin sets a password in User Management. No secret is written to
// the console or the repository either way.
import { randomBytes } from 'node:crypto';
import {
  addDays,
  businessToday,
  defaultDurationMinutes,
  sizeTag,
  type TGroomingService,
} from '@pawdesk/domain';
import type { AppDeps } from '../app-deps';
import { hashPassword } from '../auth/password';
import type { ServiceContext } from '../lib/context';
import {
  createBooking,
  type GroomingContext,
  groomingContext,
  setBookingStatus,
  updateBooking,
} from '../modules/grooming';
import type { DemoDog } from './seed-demo-daycare';
import type { DemoTexts } from './seed-demo-texts';
import { GROOMING_SERVICE_MIX, randomPicks, weightedPick, zonedTime } from './seed-tools';

export interface SeedGroomingInput {
  svc: ServiceContext;
  deps: AppDeps;
  dogs: DemoDog[];
  random: () => number;
  /** The notes, in the demo's language (seed-demo-texts.ts). */
  texts: DemoTexts;
  /** Days of history before today (default 330) and of bookings ahead (default 14). */
  daysBack?: number;
  daysAhead?: number;
}

const GROOMERS = [
  { username: 'groomer.ana', name: 'Ana Ruiz' },
  { username: 'groomer.luis', name: 'Luis Gómez' },
  { username: 'groomer.bea', name: 'Beatriz Sanz' },
] as const;

const MINUTE = 60_000;
const OPEN = 9 * 60;
const CLOSE = 18 * 60;

/** Tuesday to Saturday. */
const isSalonDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d >= 2 && d <= 6;
};

/** The demo groomers: created when missing, with a password only when one is given to use. */
async function ensureGroomers(deps: AppDeps): Promise<{ id: string; username: string }[]> {
  const given = process.env.GROOMER_DEMO_PASSWORD;
  const password = given && given.length >= 8 ? given : null;
  const out: { id: string; username: string }[] = [];
  for (const g of GROOMERS) {
    const existing = await deps.prisma.user.findUnique({
      where: { username: g.username },
      select: { id: true, role: true },
    });
    if (existing) {
      // Seeded before the groomer role existed: the picker offers groomers only.
      if (existing.role === 'employee') {
        await deps.prisma.user.update({ where: { id: existing.id }, data: { role: 'groomer' } });
      }
      out.push({ id: existing.id, username: g.username });
      continue;
    }
    const hash = await hashPassword(password ?? randomBytes(24).toString('base64url'));
    const user = await deps.prisma.user.create({
      data: { username: g.username, name: g.name, role: 'groomer', passwordHash: hash },
      select: { id: true },
    });
    out.push({ id: user.id, username: g.username });
  }
  return out;
}

/** Seeds the grooming demo data; answers a one-line summary for the console. */
export async function seedDemoGrooming(input: SeedGroomingInput): Promise<string> {
  const { svc, deps, random } = input;
  const { notes: NOTES, groomingNotes: GROOMING_NOTES } = input.texts.grooming;
  const started = Date.now();
  const timeZone = deps.env.timeZone;
  const realNow = new Date();
  const today = businessToday(timeZone, realNow);
  const daysBack = input.daysBack ?? 330;
  const daysAhead = input.daysAhead ?? 14;
  const groomers = await ensureGroomers(deps);
  const { pick } = randomPicks(random);

  // Each dog's weight and first owner's phone, as the form fills them in.
  const facts = new Map(
    (
      await deps.prisma.$queryRaw<{ id: string; weight: number | null; phone: string | null }[]>`
        SELECT d.id::text AS id, d.weight,
               (SELECT o.phone FROM dog_owners l JOIN owners o ON o.id = l.owner_id
                 WHERE l.dog_id = d.id AND l.position = 0) AS phone
          FROM dogs d WHERE d.id = ANY(${input.dogs.map((d) => d.id)}::uuid[])`
    ).map((row) => [row.id, row]),
  );
  // Regulars come back every 4–8 weeks; the rest now and then.
  const regulars = input.dogs.filter(() => random() < 0.35);

  let clock = realNow;
  const ctxAs = (actor: ServiceContext['actor']): GroomingContext => ({
    ...groomingContext({ ...svc, actor }, deps),
    now: () => clock,
  });
  const desk = ctxAs(svc.actor);
  const groomerCtx = new Map(
    groomers.map((g) => [g.id, ctxAs({ id: g.id, username: g.username, role: 'groomer' })]),
  );
  const counts = { scheduled: 0, 'in-progress': 0, completed: 0, cancelled: 0 };
  const nowMs = realNow.getTime();
  const laterToday: { id: string; groomer: string | null; at: number }[] = [];

  for (let offset = -daysBack; offset <= daysAhead; offset++) {
    const day = addDays(today, offset);
    if (!isSalonDay(day) && offset !== 0) continue;
    const candidates = input.dogs.filter((d) => d.daysAgo > -offset);
    if (candidates.length === 0) continue;
    // Each groomer's day: appointments back to back with an odd gap (fewer far ahead), and a
    // walk-in now and then that nobody has taken yet.
    const plans: {
      groomer: string | null;
      start: number;
      dog: DemoDog;
      services: TGroomingService[];
      weight: number;
    }[] = [];
    const plan = (groomer: string | null, start: number) => {
      const dog = random() < 0.5 && regulars.length > 0 ? pick(regulars) : pick(candidates);
      const weight = Math.min(100, facts.get(dog.id)?.weight || 12);
      const services: TGroomingService[] = [...weightedPick(random, GROOMING_SERVICE_MIX)];
      plans.push({ groomer, start, dog, services, weight });
      return defaultDurationMinutes(services, sizeTag(weight));
    };
    const busy = offset > 3 ? 0.35 : 0.8;
    for (const groomer of groomers) {
      let at = OPEN + Math.floor(random() * 3) * 15;
      while (at < CLOSE - 60) {
        if (random() < busy) at += plan(groomer.id, at);
        at += Math.floor(random() * 3) * 15 || 30;
      }
    }
    if (random() < 0.3 || offset === 0) plan(null, OPEN + 60 * Math.floor(random() * 7));

    for (const slot of plans) {
      const fact = facts.get(slot.dog.id);
      const start = zonedTime(timeZone, day, slot.start);
      // Booked 1–20 days before (a walk-in an hour before).
      const ahead = slot.groomer ? 1 + Math.floor(random() * 20) : 0;
      clock = new Date(Math.min(nowMs, start.getTime() - ahead * 86_400_000 - 3_600_000));
      const booking = await createBooking(desk, {
        dog: slot.dog.id,
        ownerPhone: fact?.phone ?? '+34 600 000 000',
        weight: slot.weight,
        appointmentDate: start.toISOString(),
        groomingServices: slot.services,
        groomer: slot.groomer,
        ...(random() < 0.2 ? { notes: pick(NOTES) } : {}),
      });
      const end = start.getTime() + booking.durationMinutes * MINUTE;
      const groomerCtxOf = (slot.groomer && groomerCtx.get(slot.groomer)) || desk;
      const cancelled = random() < (offset < 0 ? 0.07 : 0.05);
      if (cancelled) {
        clock = new Date(Math.min(nowMs, start.getTime() - 86_400_000 * random()));
        await setBookingStatus(desk, booking.id, 'cancelled');
        counts.cancelled++;
      } else if (end <= nowMs) {
        clock = new Date(start.getTime() + 2 * MINUTE);
        await setBookingStatus(groomerCtxOf, booking.id, 'in-progress');
        clock = new Date(end - Math.floor(random() * 10) * MINUTE);
        if (random() < 0.5) {
          await updateBooking(groomerCtxOf, booking.id, {
            status: 'completed',
            groomingNotes: pick(GROOMING_NOTES),
          });
        } else {
          await setBookingStatus(groomerCtxOf, booking.id, 'completed');
        }
        counts.completed++;
      } else if (start.getTime() <= nowMs) {
        clock = new Date(start.getTime() + 2 * MINUTE);
        await setBookingStatus(groomerCtxOf, booking.id, 'in-progress');
        counts['in-progress']++;
      } else {
        counts.scheduled++;
        if (offset === 0) laterToday.push({ id: booking.id, groomer: slot.groomer, at: start.getTime() });
      }
    }
  }
  // Every status on screen at any hour: before the first appointment has begun (a demo at
  // night), the first of today's is started as the groomer arrives.
  const first = laterToday.sort((x, y) => x.at - y.at)[0];
  if (counts['in-progress'] === 0 && first) {
    clock = realNow;
    await setBookingStatus((first.groomer && groomerCtx.get(first.groomer)) || desk, first.id, 'in-progress');
    counts.scheduled--;
    counts['in-progress']++;
  }
  const total = counts.scheduled + counts['in-progress'] + counts.completed + counts.cancelled;
  return (
    `grooming: ${groomers.length} groomers (${groomers.map((g) => g.username).join(', ')}), ${total} bookings ` +
    `(${counts.completed} completed, ${counts['in-progress']} in progress, ${counts.scheduled} scheduled, ` +
    `${counts.cancelled} cancelled) in ${((Date.now() - started) / 1000).toFixed(1)} s`
  );
}
