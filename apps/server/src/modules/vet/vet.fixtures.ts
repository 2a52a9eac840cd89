// Test data for the vet tests: uniquely named owners and dogs made through the dogs services,
// appointments booked through the vet service (or written straight to the table when a test
// needs one in the past or in a given state), and a logger that keeps what it was told.
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';
import { fixtures as dogFixtures, uniqueWord } from '../dogs/dogs.fixtures';
import { type VetContext, type VetLog, vetContext } from './vet.context';

const DB_STATUS = {
  scheduled: 'scheduled',
  'in-progress': 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;

/** A logger that keeps its warnings (the same-booking warning is a log line, not an answer). */
export function captureLog(): VetLog & { warnings: { details: Record<string, unknown>; message: string }[] } {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  return { warnings, warn: (details, message) => warnings.push({ details, message }) };
}

export function vetFixtures(deps: AppDeps, actor: { id: string; username: string }) {
  const svc: ServiceContext = { prisma: deps.prisma, actor: { ...actor, role: 'admin' } };
  const dogs = dogFixtures(deps, actor);
  return {
    svc,
    vet: (
      opts: { now?: () => Date; log?: VetLog; role?: ServiceContext['actor']['role'] } = {},
    ): VetContext => ({
      ...vetContext({ ...svc, actor: { ...svc.actor, role: opts.role ?? 'admin' } }, deps, opts.log),
      ...(opts.now ? { now: opts.now } : {}),
    }),
    /** A dog with a new owner; names may be given (the search tests). */
    async dog(opts: { name?: string; breed?: string; ownerName?: string } = {}) {
      const owner = await dogs.owner(opts.ownerName ? { name: opts.ownerName } : {});
      return dogs.dog([owner.id], {
        ...(opts.name ? { name: opts.name } : {}),
        ...(opts.breed ? { breed: opts.breed } : {}),
      });
    },
    /** An appointment written straight to the table: any date (past ones too), any state. */
    async appointment(
      dogId: string,
      opts: {
        at: Date;
        cause?: string;
        status?: keyof typeof DB_STATUS;
        temperature?: number;
        findings?: string;
        followUpRequired?: boolean;
        followUpDate?: Date;
        vetId?: string;
      },
    ) {
      const row = await deps.prisma.vetAppointment.create({
        data: {
          dogId,
          appointmentDate: opts.at,
          cause: opts.cause ?? `Check-up ${uniqueWord()}`,
          status: DB_STATUS[opts.status ?? 'scheduled'],
          temperature: opts.temperature ?? null,
          findings: opts.findings ?? null,
          followUpRequired: opts.followUpRequired ?? false,
          followUpDate: opts.followUpDate ?? null,
          vetId: opts.vetId ?? null,
          createdById: actor.id,
          updatedById: actor.id,
        },
        select: { id: true },
      });
      return row.id;
    },
    count: (dogId: string) => deps.prisma.vetAppointment.count({ where: { dogId } }),
  };
}

export { uniqueWord };
