// The daily vaccination reminders (docs/domains/jobs.md): a scheduled job (07:00 business time,
// pg-boss cron, sent once per day for all processes) notes every required vaccination that expires
// within DUE_WITHIN_DEFAULT days of a dog booked in the next DUE_BOOKED_DAYS days: the due list's
// `booked` view, kept as a dated call list. Why this one: a dog whose cover lapses before its stay
// is turned away at the door (or needs a manager's override), so calling the owner ahead keeps
// the booking; the note says when the desk first knew. One row per expiry (a unique key), so a
// second run the same day, or a run in each process, notes nothing twice.
import { DUE_PAGE_SIZE_MAX, DUE_WITHIN_DEFAULT } from '@pawdesk/domain';
import type { PrismaClient } from '../../db/prisma';
import { defineJob, type JobDefinition } from '../../lib/jobs';
import { listDue } from './due.service';
import { vaccinationsToday } from './vaccinations.context';

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
