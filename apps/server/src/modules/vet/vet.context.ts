// What every vet service call receives: the database, who is acting, the business time zone
// (what "today" means, and the zone of `time`), a clock tests may pin, a logger for the
// warnings the spec asks for (the same dog booked twice for the same reason on the same day), the
// app's row reader for the streamed list and the Appointments List's kept totals.
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { RowReader } from '../../db/row-reader';
import type { ServiceContext } from '../../lib/context';
import type { KeptStore } from '../../lib/kept';
import { RECENT_COUNTS } from '../../lib/recent-counts';

/** The part of a pino/Fastify logger the vet module writes to. */
export interface VetLog {
  warn: (details: Record<string, unknown>, message: string) => void;
}

export interface VetContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
  log: VetLog;
  /** Rows as arrays for the streamed full list (AppDeps `rows`: pg, or Prisma). */
  rows: RowReader;
  /**
   * The Appointments List's totals, kept a few seconds (lib/recent-counts.ts): they read the
   * appointments and their copy of the dog's search text, so a write to either forgets them.
   */
  appointmentCounts: KeptStore<AppointmentCounts>;
}

/** A list's total, and how many of its matches are from the start of today on. */
export interface AppointmentCounts {
  upcoming: number;
  total: number;
}

const SILENT: VetLog = { warn: () => {} };

export function vetContext(svc: ServiceContext, deps: AppDeps, log?: VetLog): VetContext {
  return {
    ...svc,
    timeZone: deps.env.timeZone,
    now: () => new Date(),
    log: log ?? SILENT,
    rows: deps.rows,
    appointmentCounts: deps.kept.store('vet.appointmentCounts', {
      ...RECENT_COUNTS,
      topics: ['vet', 'dogs'],
    }),
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const todayOf = (ctx: Pick<VetContext, 'timeZone' | 'now'>) => businessToday(ctx.timeZone, ctx.now());
