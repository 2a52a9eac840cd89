// The dead letters (docs/domains/jobs.md): jobs that spent their retries wait in `<name>-dead`
// until a manager sends them back (or pg-boss's retention drops them, 14 days by default). The
// view reads them straight from pg-boss's table; a retry takes the dead letter (one DELETE, so two
// managers retrying it make one job) and sends its data to the queue it came from.
import { isId, type TFailedJob, type TJobRetried } from '@pawdesk/domain';
import { JOB_SCHEMA } from '../../db/job-schema';
import { Prisma, type PrismaClient } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';
import type { Jobs } from '../../lib/jobs';

const DEAD_SUFFIX = '-dead';
/** pg-boss's job table (a code constant, never input). */
const JOB_TABLE = Prisma.raw(`${JOB_SCHEMA}.job`);
const FAILED_LIST_MAX = 500;

interface DeadRow {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  output: unknown;
  retryLimit: number;
  createdOn: Date;
}

/** The message of a failed run as pg-boss keeps it (a serialized Error, or { value }). */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return output == null ? null : String(output);
  const o = output as { message?: unknown; value?: { message?: unknown } };
  const message = o.message ?? o.value?.message;
  return typeof message === 'string' ? message.slice(0, 1000) : JSON.stringify(output).slice(0, 1000);
}

function summaryOf(jobs: Jobs, name: string, data: Record<string, unknown>): string {
  const def = jobs.definitions.get(name);
  if (def?.summarize) return def.summarize(data);
  const text = Object.entries(data)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** GET /api/jobs/failed, jobs.failed: the dead letters, the latest first. */
export async function listFailedJobs(prisma: PrismaClient, jobs: Jobs): Promise<TFailedJob[]> {
  const rows = await prisma.$queryRaw<DeadRow[]>`
    SELECT id::text AS id, name, data, output, retry_limit AS "retryLimit", created_on AS "createdOn"
      FROM ${JOB_TABLE}
     WHERE name LIKE ${`%${DEAD_SUFFIX}`} AND state = 'created'
     ORDER BY created_on DESC, id LIMIT ${FAILED_LIST_MAX}`;
  return rows.map((r) => {
    const name = r.name.slice(0, -DEAD_SUFFIX.length);
    return {
      id: r.id,
      name,
      summary: summaryOf(jobs, name, r.data ?? {}),
      attempts: r.retryLimit + 1,
      lastError: errorOf(r.output),
      failedAt: new Date(r.createdOn).toISOString(),
    };
  });
}

/** POST /api/jobs/{id}/retry, jobs.retry: back to its queue with its data (404 when gone). */
export async function retryFailedJob(prisma: PrismaClient, jobs: Jobs, id: string): Promise<TJobRetried> {
  const notFound = () => new DomainError('NOT_FOUND', 'jobs.notFound');
  if (!isId(id)) throw notFound();
  // Only the dead letters of the jobs this app knows: one of a job no longer defined (sending
  // turned off, say) stays listed and is not taken, so its data is never dropped.
  const known = [...jobs.definitions.keys()].map((name) => `${name}${DEAD_SUFFIX}`);
  const [dead] = await prisma.$queryRaw<{ name: string; data: Record<string, unknown> | null }[]>`
    DELETE FROM ${JOB_TABLE} WHERE id = ${id}::uuid AND name = ANY(${known}::text[]) AND state = 'created'
    RETURNING name, data`;
  if (!dead) throw notFound();
  const name = dead.name.slice(0, -DEAD_SUFFIX.length);
  const data = dead.data ?? {};
  const key = jobs.definitions.get(name)?.keyOf?.(data);
  try {
    const sent = await jobs.send(name, data, key ? { singletonKey: key } : {});
    // null: an equal job already waits (its key): the work is queued either way.
    return { id: sent ?? id, name };
  } catch (error) {
    // Not lost: back among the dead letters, for another try.
    await jobs.send(dead.name, data).catch(() => undefined);
    throw error;
  }
}
