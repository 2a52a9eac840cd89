// The daily vaccination reminders (docs/domains/jobs.md): a scheduled job (07:00 business time,
// pg-boss cron, sent once per day for all processes) notes every required vaccination that expires
// within DUE_WITHIN_DEFAULT days of a dog booked in the next DUE_BOOKED_DAYS days: the due list's
// `booked` view, kept as a dated call list. Why this one: a dog whose cover lapses before its stay
// is turned away at the door (or needs a manager's override), so calling the owner ahead keeps
// the booking; the note says when the desk first knew. One row per expiry (a unique key), so a
// second run the same day, or a run in each process, notes nothing twice.
//
// The desk works through the notes as a call list (docs/decisions/0081-vaccination-call-list.md):
// markCalled says the owner was called (when, by whom) or undoes it; the due list shows each
// item's note and can keep only those nobody has called yet.
import {
  addDays,
  DUE_PAGE_SIZE_MAX,
  DUE_WITHIN_DEFAULT,
  DUE_WITHIN_MAX_CALL,
  isId,
  type TDueReminder,
  type TMarkCalledInput,
} from '@pawdesk/domain';
import { actorNameSql } from '../../db/audit-columns';
import { Prisma, type PrismaClient } from '../../db/prisma';
import { TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { defineJob, type JobDefinition } from '../../lib/jobs';
import { recordEvent } from '../audit';
import { listDue, requiredDiseases } from './due.service';
import { reminderAudit } from './vaccinations.audit';
import { type VaccinationsContext, vaccinationsToday } from './vaccinations.context';

export const VACCINATION_REMINDERS_JOB = 'vaccination-reminders';

/** Notes today's reminders; answers how many were new. */
export async function noteVaccinationReminders(
  prisma: PrismaClient,
  timeZone: string,
  now: Date = new Date(),
): Promise<number> {
  // The due list reads as the system (no actor is used by it).
  const ctx = {
    prisma,
    actor: { id: 'system', username: 'system', role: 'admin' as const },
    timeZone,
    now: () => now,
  };
  const today = vaccinationsToday(ctx);
  let cursor: string | undefined;
  let noted = 0;
  do {
    const page = await listDue(ctx, {
      within: DUE_WITHIN_DEFAULT,
      booked: true,
      limit: DUE_PAGE_SIZE_MAX,
      ...(cursor ? { cursor } : {}),
    });
    if (page.items.length > 0) {
      noted += await prisma.$executeRaw`
        INSERT INTO vaccination_reminders (id, dog_id, disease, expires_on, noted_on)
        SELECT gen_random_uuid(), d.dog::uuid, d.disease, d.expires::date, ${today}::date
          FROM unnest(${page.items.map((i) => i.dog.id)}::text[], ${page.items.map((i) => i.disease)}::text[],
                      ${page.items.map((i) => i.expiresOn)}::text[]) AS d(dog, disease, expires)
        ON CONFLICT (dog_id, disease, expires_on) DO NOTHING`;
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return noted;
}

/** The daily job, at `hour`:00 business time. */
export function vaccinationJobs(prisma: PrismaClient, timeZone: string, hour = 7): JobDefinition[] {
  return [
    defineJob({
      name: VACCINATION_REMINDERS_JOB,
      policy: 'short',
      retryLimit: 3,
      retryDelaySeconds: 300,
      retryBackoff: true,
      expireInSeconds: 600,
      cron: { expression: `0 ${hour} * * *`, tz: timeZone },
      handle: async () => {
        await noteVaccinationReminders(prisma, timeZone);
      },
      summarize: () => 'vaccination reminders of the day',
    }),
  ];
}

const notDue = () => new DomainError('NOT_FOUND', 'vaccinations.reminderNotDue');

interface ReminderRow {
  notedOn: string;
  calledAt: Date | null;
  calledBy: string | null;
}

const toReminder = (row: ReminderRow): TDueReminder => ({
  notedOn: row.notedOn,
  calledAt: row.calledAt?.toISOString() ?? null,
  calledBy: row.calledBy,
});

/**
 * The owner of a due item was called (`called: true`) or the mark is undone (`false`). The item
 * must be on the due list of DUE_WITHIN_MAX_CALL days (a required disease, the dog's latest
 * expiry, expired or expiring by then): 404 otherwise. Calling inserts the note when the job has
 * not written one (noted today) and keeps the first caller: one statement, so two desks marking
 * the same item at once leave one row, the first call kept. Undo clears who and when, keeping
 * the note's day. Each change writes an audit event on the dog; a mark that changes nothing
 * (already called, or nothing to undo) writes none. Answers the item's note (null: none).
 */
export async function markCalled(
  ctx: VaccinationsContext,
  input: TMarkCalledInput,
): Promise<TDueReminder | null> {
  if (!isId(input.dog)) throw notDue();
  const today = vaccinationsToday(ctx);
  const required = await requiredDiseases(ctx);
  if (!required.includes(input.disease)) throw notDue();
  return ctx.prisma.$transaction(async (tx) => {
    const [item] = await tx.$queryRaw<{ dogName: string }[]>`
      SELECT d.name AS "dogName"
        FROM dog_vaccine_coverage c JOIN dogs d ON d.id = c.dog_id
       WHERE c.dog_id = ${input.dog}::uuid AND c.disease = ${input.disease}
         AND c.expires_on = ${input.expiresOn}::date
         AND c.expires_on <= ${addDays(today, DUE_WITHIN_MAX_CALL)}::date`;
    if (!item) throw notDue();
    const actorId = ctx.actor.id || null;
    const key = Prisma.sql`${input.dog}::uuid, ${input.disease}, ${input.expiresOn}::date`;
    const changed = input.called
      ? await tx.$queryRaw<(ReminderRow & { wasCalledAt?: null })[]>`
          INSERT INTO vaccination_reminders AS r
                 (id, dog_id, disease, expires_on, noted_on, called_at, called_by, called_by_name)
          VALUES (gen_random_uuid(), ${key}, ${today}::date, ${ctx.now()}::timestamptz, ${actorId}::uuid, ${actorNameSql(actorId)})
          ON CONFLICT (dog_id, disease, expires_on) DO UPDATE
             SET called_at = EXCLUDED.called_at, called_by = EXCLUDED.called_by,
                 called_by_name = EXCLUDED.called_by_name
           WHERE r.called_at IS NULL
          RETURNING to_char(r.noted_on, 'YYYY-MM-DD') AS "notedOn", r.called_at AS "calledAt",
                    r.called_by_name AS "calledBy"`
      : await tx.$queryRaw<(ReminderRow & { wasCalledAt: Date | null })[]>`
          UPDATE vaccination_reminders r SET called_at = NULL, called_by = NULL, called_by_name = NULL
            FROM (SELECT id, called_at FROM vaccination_reminders
                   WHERE (dog_id, disease, expires_on) = (${key}) FOR UPDATE) was
           WHERE r.id = was.id AND was.called_at IS NOT NULL
          RETURNING to_char(r.noted_on, 'YYYY-MM-DD') AS "notedOn", r.called_at AS "calledAt",
                    r.called_by_name AS "calledBy", was.called_at AS "wasCalledAt"`;
    const row = changed[0];
    if (row) {
      const [from, to] = input.called ? [null, row.calledAt] : [row.wasCalledAt ?? null, null];
      await recordEvent(tx, reminderAudit(ctx, { ...input, dogName: item.dogName }, from, to));
      return toReminder(row);
    }
    // Nothing changed: another desk called first, or there was nothing to undo. The note as it is.
    const [current] = await tx.$queryRaw<ReminderRow[]>`
      SELECT to_char(r.noted_on, 'YYYY-MM-DD') AS "notedOn", r.called_at AS "calledAt",
             r.called_by_name AS "calledBy"
        FROM vaccination_reminders r
       WHERE (r.dog_id, r.disease, r.expires_on) = (${key})`;
    return current ? toReminder(current) : null;
  }, TX_OPTIONS);
}
