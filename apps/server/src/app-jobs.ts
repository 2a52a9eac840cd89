// The background jobs of the whole app (docs/domains/jobs.md), each from its domain's door: the
// server starts a queue with them (modules/jobs), and the tests do the same with their own tuning.
import type { PrismaClient } from './db/prisma';
import type { TEnv } from './env';
import type { JobDefinition } from './lib/jobs';
import { waitlistJobs } from './modules/hotel';
import { type AeatAdapter, adapterFromEnv, type FiscalJobsTuning, fiscalJobs } from './modules/till';
import { vaccinationJobs } from './modules/vaccinations';

export interface AppJobsOptions {
  /** The AEAT adapter; absent: the environment's (none unless FISCAL_SENDING=on with an endpoint). */
  adapter?: AeatAdapter | null;
  fiscal?: FiscalJobsTuning;
}

export function appJobs(
  deps: { prisma: PrismaClient; env: TEnv },
  opts: AppJobsOptions = {},
): JobDefinition[] {
  const adapter = opts.adapter === undefined ? adapterFromEnv(deps.env) : opts.adapter;
  return [
    ...fiscalJobs(deps.prisma, adapter, {
      timeZone: deps.env.timeZone,
      retryLimit: deps.env.FISCAL_RETRY_LIMIT,
      retryDelaySeconds: deps.env.FISCAL_RETRY_DELAY_SECONDS,
      ...opts.fiscal,
    }),
    ...waitlistJobs(deps.prisma, deps.env.timeZone),
    ...vaccinationJobs(deps.prisma, deps.env.timeZone),
  ];
}
