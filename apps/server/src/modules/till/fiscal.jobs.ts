// Fiscal records sent through the job queue (docs/domains/jobs.md; decisions 0063 and 0070).
// fiscal-send sends one record (its data: { record }; singleton key: the record id, queue policy
// 'stately', so it never runs twice at once): accepted -> sent, and the chain's next unsent record
// is queued at once; refused by AEAT -> rejected; unreachable -> pending; both fail the attempt,
// so the queue retries it with backoff and, once the retries are spent, it waits among the dead
// letters for a manager. fiscal-sweep (every minute, once for all processes) queues the first
// unsent record of each chain that has no job waiting, running or dead: new invoices, and work
// that was queued when no process had workers. fiscal_outbox stays the state managers read
// (GET /api/fiscal/outbox): attempts, next attempt (the queue's backoff, roughly), last error.
import { JOB_SCHEMA } from '../../db/job-schema';
import { Prisma, type PrismaClient } from '../../db/prisma';
import { defineJob, FISCAL_SWEEP_JOB, type JobDefinition, type JobSender } from '../../lib/jobs';
import { type AeatAdapter, backoffMs, type SendResult } from './fiscal.outbox';

export const FISCAL_SEND_JOB = 'fiscal-send';
/** pg-boss's job table (a code constant, never input). */
const JOB_TABLE = Prisma.raw(`${JOB_SCHEMA}.job`);

export { FISCAL_SWEEP_JOB };

export interface FiscalJobsTuning {
  /** Retries after the first attempt before the record's job is a dead letter (default 8). */
  retryLimit?: number;
  /** Seconds before the first retry, doubling with jitter (default 30). */
  retryDelaySeconds?: number;
  /** The sweep's cron (default every minute); null: no schedule (tests send the sweep). */
  sweepCron?: string | null;
  timeZone?: string;
}

interface OutboxRow {
  id: string;
  xml: string;
  attempts: number;
  status: string;
  issuer: string;
  seq: number;
  earlierUnsent: number;
}

/** The chain's next unsent record after `seq`, if any. */
async function nextInChain(prisma: PrismaClient, issuer: string, seq: number): Promise<string | null> {
  const [next] = await prisma.$queryRaw<{ id: string }[]>`
    SELECT o.record_id::text AS id FROM fiscal_outbox o JOIN fiscal_records f ON f.id = o.record_id
     WHERE f.issuer_tax_id = ${issuer} AND f.seq > ${seq} AND o.status <> 'sent'
     ORDER BY f.seq LIMIT 1`;
  return next?.id ?? null;
}

/**
 * One attempt at one record. Sent already: nothing. An earlier record of its chain not sent yet:
 * nothing either (that one's success queues this one), so the chain leaves in order. Throws when
 * the attempt failed (refused or unreachable), for the queue to retry.
 */
export async function sendRecord(
  prisma: PrismaClient,
  adapter: AeatAdapter,
  queue: JobSender,
  recordId: string,
  now: () => Date = () => new Date(),
): Promise<'sent' | 'already-sent' | 'waits-for-earlier'> {
  const [r] = await prisma.$queryRaw<OutboxRow[]>`
    SELECT o.record_id::text AS id, o.xml, o.attempts, o.status::text AS status, f.issuer_tax_id AS issuer,
           f.seq::int AS seq,
           (SELECT count(*)::int FROM fiscal_outbox o2 JOIN fiscal_records f2 ON f2.id = o2.record_id
             WHERE f2.issuer_tax_id = f.issuer_tax_id AND f2.seq < f.seq AND o2.status <> 'sent') AS "earlierUnsent"
      FROM fiscal_outbox o JOIN fiscal_records f ON f.id = o.record_id
     WHERE o.record_id = ${recordId}::uuid`;
  if (!r || r.status === 'sent') return 'already-sent';
  if (r.earlierUnsent > 0) return 'waits-for-earlier';
  const attempts = r.attempts + 1;
  let result: SendResult;
  try {
    result = await adapter.send(r.xml);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = now();
    await prisma.$executeRaw`
      UPDATE fiscal_outbox SET attempts = ${attempts}, next_attempt_at = ${new Date(at.getTime() + backoffMs(attempts))},
             last_error = ${message}
       WHERE record_id = ${r.id}::uuid AND status <> 'sent'`;
    throw new Error(message);
  }
  const at = now();
  if (result.outcome === 'rejected') {
    await prisma.$executeRaw`
      UPDATE fiscal_outbox SET status = 'rejected', attempts = ${attempts},
             next_attempt_at = ${new Date(at.getTime() + backoffMs(attempts))}, last_error = ${result.error}
       WHERE record_id = ${r.id}::uuid AND status <> 'sent'`;
    throw new Error(`AEAT refused the record: ${result.error}`);
  }
  await prisma.$executeRaw`
    UPDATE fiscal_outbox SET status = 'sent', attempts = ${attempts}, sent_at = ${at}, last_error = NULL
     WHERE record_id = ${r.id}::uuid`;
  const next = await nextInChain(prisma, r.issuer, r.seq);
  if (next) await queue.send(FISCAL_SEND_JOB, { record: next }, { singletonKey: next });
  return 'sent';
}

/**
 * The first unsent record of each chain that no job holds (waiting, running, retrying, or dead):
 * queued. Answers the record ids it queued.
 */
export async function sweepOutbox(prisma: PrismaClient, queue: JobSender): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    WITH firsts AS (
       SELECT DISTINCT ON (f.issuer_tax_id) o.record_id::text AS id
         FROM fiscal_outbox o JOIN fiscal_records f ON f.id = o.record_id
        WHERE o.status <> 'sent'
        ORDER BY f.issuer_tax_id, f.seq)
     SELECT id FROM firsts
      WHERE NOT EXISTS (SELECT 1 FROM ${JOB_TABLE} j
                         WHERE j.name = ${FISCAL_SEND_JOB} AND j.singleton_key = firsts.id AND j.state < 'completed')
        AND NOT EXISTS (SELECT 1 FROM ${JOB_TABLE} j
                         WHERE j.name = ${`${FISCAL_SEND_JOB}-dead`} AND j.state = 'created'
                           AND j.data->>'record' = firsts.id)`;
  const queued: string[] = [];
  for (const { id } of rows) {
    if (await queue.send(FISCAL_SEND_JOB, { record: id }, { singletonKey: id })) queued.push(id);
  }
  return queued;
}

/** The fiscal jobs, when sending is on (an adapter): fiscal-send and its sweep. */
export function fiscalJobs(
  prisma: PrismaClient,
  adapter: AeatAdapter | null,
  tuning: FiscalJobsTuning = {},
): JobDefinition[] {
  if (!adapter) return [];
  const sweepCron = tuning.sweepCron === undefined ? '* * * * *' : tuning.sweepCron;
  return [
    defineJob<{ record: string }>({
      name: FISCAL_SEND_JOB,
      policy: 'stately',
      retryLimit: tuning.retryLimit ?? 8,
      retryDelaySeconds: tuning.retryDelaySeconds ?? 30,
      retryBackoff: true,
      // The adapter gives up after 30 s; a run stuck longer is failed and retried.
      expireInSeconds: 120,
      handle: async (data, queue) => {
        await sendRecord(prisma, adapter, queue, data.record);
      },
      summarize: (data) => `record ${data.record}`,
      keyOf: (data) => data.record,
    }),
    defineJob({
      name: FISCAL_SWEEP_JOB,
      policy: 'short',
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 60,
      ...(sweepCron ? { cron: { expression: sweepCron, tz: tuning.timeZone ?? 'UTC' } } : {}),
      handle: async (_data, queue) => {
        await sweepOutbox(prisma, queue);
      },
    }),
  ];
}
