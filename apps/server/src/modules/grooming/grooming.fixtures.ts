// Test data for the grooming tests: uniquely named owners and dogs made through the dogs
// services, groomers (staff users), business days ahead of today, and bookings made through the
// service (or written straight to the table for a day in the past, which the service refuses).
import { randomUUID } from 'node:crypto';
import {
  addDays,
  businessToday,
  type TGroomingBookingInput,
  type TRole,
  ZDogInput,
  zonedInstant,
} from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';
import { createDog, dogsContext } from '../dogs';
import { fixtures as dogFixtures, uniqueWord } from '../dogs/dogs.fixtures';
import { type GroomingContext, groomingContext } from './grooming.context';
import { createBooking } from './grooming.writes';

export function groomingFixtures(deps: AppDeps, actor: { id: string; username: string }) {
  const svc: ServiceContext = { prisma: deps.prisma, actor: { ...actor, role: 'admin' } };
  const dogs = dogFixtures(deps, actor);
  const tz = deps.env.timeZone;
  const today = () => businessToday(tz);
  const ctx = (now?: () => Date): GroomingContext => ({
    ...groomingContext(svc, deps),
    ...(now ? { now } : {}),
  });
  return {
    svc,
    ctx,
    today,
    /** The business day `n` days from today. */
    day: (n: number) => addDays(today(), n),
    /** The instant of HH:mm on a business day, as the server reads a time without a zone. */
    instant: (day: string, clock: string) =>
      zonedInstant(tz, day, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))),
    /** A dog with a new owner (phone given or the fixture's). */
    async dog(
      opts: { name?: string; breed?: string; weight?: number; ownerName?: string; phone?: string } = {},
    ) {
      const owner = await dogs.owner({
        ...(opts.ownerName ? { name: opts.ownerName } : {}),
        ...(opts.phone ? { phone: opts.phone } : {}),
      });
      return createDog(
        dogsContext(svc, deps),
        ZDogInput.parse({
          name: opts.name ?? `Dog ${uniqueWord()}`,
          breed: opts.breed ?? 'Poodle',
          age: 4,
          weight: opts.weight ?? 8,
          owners: [owner.id],
        }),
      );
    },
    /** A staff user who grooms (the groomer role unless another is asked for). */
    async groomer(name: string | null = `Groomer ${uniqueWord()}`, role: TRole = 'groomer') {
      return deps.prisma.user.create({
        data: { username: uniqueWord('groomer_'), name, role, passwordHash: 'not-a-real-hash' },
        select: { id: true, username: true, name: true },
      });
    },
    /** Books through the service (the day must not be past). */
    book(dogId: string, input: Partial<TGroomingBookingInput> & { appointmentDate: string }) {
      return createBooking(ctx(), {
        dog: dogId,
        ownerPhone: '+34 600 123 456',
        weight: 8,
        groomingServices: ['bath'],
        ...input,
      });
    },
    /** A booking written straight to the table (a past day, any status). */
    async rawBooking(
      dogId: string,
      at: Date,
      opts: { status?: 'scheduled' | 'in_progress' | 'completed' | 'cancelled'; groomerId?: string } = {},
    ) {
      const status = opts.status ?? 'scheduled';
      return deps.prisma.groomingBooking.create({
        data: {
          id: randomUUID(),
          dogId,
          ownerPhone: '+34 600 123 456',
          weight: 8,
          appointmentDate: at,
          durationMinutes: 60,
          groomingServices: ['bath'],
          status,
          completedAt: status === 'completed' ? at : null,
          groomerId: opts.groomerId ?? null,
        },
        select: { id: true },
      });
    },
  };
}

export { uniqueWord };
