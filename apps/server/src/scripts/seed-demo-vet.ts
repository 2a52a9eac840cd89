// The vet part of `pnpm seed:demo`: a believable year of a small practice, written through the
// real services (book, start, save the exam) with their clock set to the moment each thing
// happened, so every rule held when it was written (no booking in the past, exams only on
// appointments still open). Monday to Saturday (Saturday mornings only), 09:00–19:30 in
// APP_TIMEZONE on a 15-minute grid, about 3.5 visits a year per dog; each dog's reasons and exams
// go together (vaccines, an ear infection, a limp, a rash, a dental clean, weight control...),
// with temperatures and weights close to the dog's own. Past appointments are completed with
// their exam (a few cancelled); a follow-up asked for is booked on its day, so chains of
// visits appear in a dog's history. Today: what is past is done, one at the current hour is
// in progress, the rest wait; the next weeks are booked, thinning out with distance. Two vets
// (staff users vet.marta and vet.jorge with the role `vet`, kept when they exist; a password only
// when VET_DEMO_PASSWORD is set) share the appointments, a few left without a vet (the Day
// Agenda's Unassigned column).
import { randomBytes } from 'node:crypto';
import { addDays, businessToday, minutesToClock, zonedParts } from '@pawdesk/domain';
import type { AppDeps } from '../app-deps';
import { hashPassword } from '../auth/password';
import type { ServiceContext } from '../lib/context';
import { createAppointment, updateAppointment, type VetContext, vetContext } from '../modules/vet';
import type { DemoDog } from './seed-demo-daycare';
import type { DemoTexts, DemoVetCase } from './seed-demo-texts';
import { randomPicks, weightedPick, zonedTime } from './seed-tools';

export interface SeedVetInput {
  svc: ServiceContext;
  deps: AppDeps;
  dogs: DemoDog[];
  random: () => number;
  /** The reasons, exams and notes, in the demo's language (seed-demo-texts.ts). */
  texts: DemoTexts;
  /** How many days back (default a year) and ahead (default 30). */
  pastDays?: number;
  aheadDays?: number;
}

const VETS = [
  { username: 'vet.marta', name: 'Marta Vidal' },
  { username: 'vet.jorge', name: 'Jorge León' },
] as const;

/** The demo vets: created when missing (a password only when one is given to use). */
async function ensureVets(deps: AppDeps): Promise<string[]> {
  const given = process.env.VET_DEMO_PASSWORD;
  const password = given && given.length >= 8 ? given : null;
  const ids: string[] = [];
  for (const v of VETS) {
    const existing = await deps.prisma.user.findUnique({
      where: { username: v.username },
      select: { id: true },
    });
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const passwordHash = await hashPassword(password ?? randomBytes(24).toString('base64url'));
    const user = await deps.prisma.user.create({
      data: { username: v.username, name: v.name, role: 'vet', passwordHash },
      select: { id: true },
    });
    ids.push(user.id);
  }
  return ids;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Seeds the vet demo data; answers a one-line summary for the console. */
export async function seedDemoVet(input: SeedVetInput): Promise<string> {
  const { svc, deps, random } = input;
  const started = Date.now();
  const timeZone = deps.env.timeZone;
  let clock = new Date();
  const ctx: VetContext = { ...vetContext(svc, deps), now: () => clock };
  const realNow = new Date();
  const today = businessToday(timeZone, realNow);
  const pastDays = input.pastDays ?? 365;
  const aheadDays = input.aheadDays ?? 30;
  const { between, pick } = randomPicks(random);
  const { cases, recheck: RECHECK, notes: NOTES, followUpReason } = input.texts.vet;
  const caseMix = cases.map((c) => [c, c.weight] as const);
  const pickCase = () => weightedPick(random, caseMix);
  const vets = await ensureVets(deps);
  /** Who sees the dog: one of the two vets, now and then nobody named. */
  const pickVet = () => (random() < 0.08 ? null : pick(vets));

  // Every dog is a patient, about 3.5 visits a year each (at least 2 a weekday for a small
  // database); each dog's own weight for its exams.
  const weights = new Map(
    (
      await svc.prisma.dog.findMany({
        where: { id: { in: input.dogs.map((d) => d.id) } },
        select: { id: true, weight: true },
      })
    ).map((d) => [d.id, d.weight ?? 12]),
  );
  const patients = input.dogs;
  const perDay = Math.max(2, (patients.length * 3.5) / 310);
  if (patients.length === 0) return 'vet: no dogs to seed appointments for';

  const counts = { appointments: 0, completed: 0, cancelled: 0, waiting: 0, followUps: 0 };
  /** Days already holding a slot, so two appointments never share a time. */
  const taken = new Set<string>();
  const slot = (day: string, from: number, to: number): number | null => {
    for (let tries = 0; tries < 12; tries++) {
      const minutes = between(from / 15, to / 15) * 15;
      if (!taken.has(`${day} ${minutes}`)) {
        taken.add(`${day} ${minutes}`);
        return minutes;
      }
    }
    return null;
  };
  const opening = (day: string): [number, number] | null => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0) return null;
    return weekday === 6 ? [9 * 60, 13 * 60] : [9 * 60, 19 * 60 + 30];
  };

  /** Books an appointment `leadDays` before it (never before the dog was registered). */
  const book = async (dog: DemoDog, day: string, minutes: number, reason: string) => {
    const at = zonedTime(timeZone, day, minutes);
    const leadDays = random() < 0.3 ? 0 : between(1, 21);
    const registered = realNow.getTime() - dog.daysAgo * DAY;
    clock = new Date(
      Math.max(
        registered,
        Math.min(at.getTime() - leadDays * DAY, realNow.getTime()) - between(30, 600) * MINUTE,
      ),
    );
    if (clock.getTime() > at.getTime()) clock = new Date(at.getTime() - 10 * MINUTE);
    counts.appointments++;
    return createAppointment(ctx, {
      dogId: dog.id,
      appointmentDate: day,
      time: minutesToClock(minutes),
      cause: reason,
      vetId: pickVet(),
    });
  };

  const followUps: { dog: DemoDog; day: string; reason: string }[] = [];

  /** The exam of an appointment, saved at its time (in progress first when it runs now). */
  const examine = async (id: string, dog: DemoDog, c: DemoVetCase, at: Date, finish: boolean) => {
    const own = weights.get(dog.id) ?? 12;
    const fever = c.fever && random() < 0.5;
    const temperature = Math.round((fever ? 39.3 + random() * 1 : 37.8 + random() * 1.2) * 10) / 10;
    const weight = Math.max(0.5, Math.round(own * (0.95 + random() * 0.1) * 10) / 10);
    clock = new Date(at.getTime() + between(2, 6) * MINUTE);
    await updateAppointment(ctx, id, { status: 'in-progress' });
    const wantsFollowUp = c.followUp && random() < (c.followUpChance ?? 0);
    const day = zonedParts(at, timeZone).day;
    const followUpDay =
      wantsFollowUp && c.followUp ? addDays(day, between(c.followUp[0], c.followUp[1] + 1)) : null;
    clock = new Date(at.getTime() + between(12, 30) * MINUTE);
    await updateAppointment(
      ctx,
      id,
      {
        status: finish ? 'completed' : 'in-progress',
        temperature,
        weight,
        findings: pick(c.findings),
        recommendations: pick(c.recommendations),
        ...(random() < 0.25 ? { vetNotes: pick(NOTES) } : {}),
        followUpRequired: followUpDay !== null,
        followUpDate: followUpDay,
      },
      { exam: true },
    );
    if (followUpDay && followUpDay <= addDays(today, aheadDays)) {
      followUps.push({ dog, day: followUpDay, reason: followUpReason(c.reason) });
    }
    if (finish) counts.completed++;
  };

  const nowMinutes = zonedParts(realNow, timeZone).minutes;
  for (let offset = -pastDays; offset <= aheadDays; offset++) {
    const day = addDays(today, offset);
    const hours = opening(day);
    if (!hours) continue;
    // Follow-ups due this day come first (they were booked at the earlier visit).
    const due = followUps.filter((f) => f.day === day);
    const usual = (hours[1] - hours[0] < 300 ? 0.5 : 1) * perDay * (0.6 + random() * 0.8);
    const ahead = offset > 14 ? Math.max(0.15, 1 - (offset - 14) / 20) : 1;
    const fresh = Math.round(usual * ahead);
    const plan: { dog: DemoDog; reason: string; c: DemoVetCase | null }[] = [
      ...due.map((f) => ({ dog: f.dog, reason: f.reason, c: null })),
      ...Array.from({ length: fresh }, () => {
        const c = pickCase();
        return { dog: pick(patients), reason: c.reason, c };
      }),
    ];
    for (const item of plan) {
      if (item.dog.daysAgo < -offset) continue; // not registered yet
      const minutes = slot(day, hours[0], hours[1]);
      if (minutes === null) continue;
      const appointment = await book(item.dog, day, minutes, item.reason);
      if (item.c === null) counts.followUps++;
      const c = item.c ?? RECHECK;
      const at = zonedTime(timeZone, day, minutes);
      const past = offset < 0 || (offset === 0 && minutes + 30 <= nowMinutes);
      const underWay = offset === 0 && minutes <= nowMinutes && minutes + 30 > nowMinutes;
      if (past) {
        if (random() < 0.06) {
          clock = new Date(at.getTime() - between(60, 1440) * MINUTE);
          if (clock.getTime() < new Date(appointment.createdAt).getTime())
            clock = new Date(appointment.createdAt);
          await updateAppointment(ctx, appointment.id, { status: 'cancelled' });
          counts.cancelled++;
        } else {
          await examine(appointment.id, item.dog, c, at, true);
        }
      } else if (underWay) {
        await examine(appointment.id, item.dog, c, at, false);
        counts.waiting++;
      } else if (random() < 0.04) {
        clock = new Date(appointment.createdAt);
        await updateAppointment(ctx, appointment.id, { status: 'cancelled' });
        counts.cancelled++;
      } else {
        counts.waiting++;
      }
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return (
    `vet: ${counts.appointments} appointments over ${pastDays} days and the next ${aheadDays} ` +
    `(${counts.completed} completed with their exam, ${counts.followUps} follow-ups, ${counts.cancelled} cancelled, ` +
    `${counts.waiting} still to come or under way) in ${seconds} s`
  );
}
