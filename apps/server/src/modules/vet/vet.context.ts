// What every vet service call receives: the database, who is acting, the business time zone
// (what "today" means, and the zone of `time`), a clock tests may pin, and a logger for the
// warnings the spec asks for (the same dog booked twice for the same reason on the same day).
import { businessToday } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';

/** The part of a pino/Fastify logger the vet module writes to. */
export interface VetLog {
  warn: (details: Record<string, unknown>, message: string) => void;
}

export interface VetContext extends ServiceContext {
  /** APP_TIMEZONE. */
  timeZone: string;
  now: () => Date;
  log: VetLog;
  /** The database URL for the streamed full list, read with pg (null: read through Prisma). */
  databaseUrl: string | null;
}

const SILENT: VetLog = { warn: () => {} };

export function vetContext(svc: ServiceContext, deps: AppDeps, log?: VetLog): VetContext {
  return {
    ...svc,
    timeZone: deps.env.timeZone,
    now: () => new Date(),
    log: log ?? SILENT,
    databaseUrl: deps.databaseUrl ?? deps.env.DATABASE_URL ?? null,
  };
}

/** The business day (YYYY-MM-DD) in APP_TIMEZONE. */
export const todayOf = (ctx: Pick<VetContext, 'timeZone' | 'now'>) => businessToday(ctx.timeZone, ctx.now());
