// "Vaccinations due" (docs/contract/rest-contract-business.md, "Vaccinations"): each required
// disease (in any service whose rule is not off) whose latest record expired or expires within
// `within` days, soonest first, with the dog's first owner and phone; `booked` keeps dogs with a
// stay, a grooming, a vet appointment or a daycare visit in the next DUE_BOOKED_DAYS days. Dogs
// with no record at all are found through compliance, not here.
//
// Read from dog_vaccine_coverage by its (expires_on, dog_id, disease) index, soonest first, paged
// by a keyset cursor over the same three keys: a page reads about `limit + 1` index entries from
// where the cursor left off, however many dogs there are. Each item carries its call note
// (vaccination_reminders, by its unique (dog_id, disease, expires_on) key: one index probe per
// item); `called=no` drops the items already called, a filter on the same walk.
import {
  addDays,
  DISEASES,
  DUE_BOOKED_DAYS,
  dayStartInstant,
  messageEn,
  type TDueItem,
  type TDuePage,
  type TDueQuery,
  VACCINATION_SERVICES,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';
import { getRules } from './rules.service';
import { type VaccinationsContext, vaccinationsToday } from './vaccinations.context';

type Cursor = { expiresOn: string; dogId: string; disease: string };

const encodeCursor = (c: Cursor) =>
  Buffer.from(JSON.stringify([c.expiresOn, c.dogId, c.disease])).toString('base64url');

function decodeCursor(text: string): Cursor {
  const key = 'vaccinations.cursorInvalid';
  const bad = () =>
    new DomainError('BAD_REQUEST', key, { details: [{ path: 'cursor', message: messageEn(key), key }] });
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      /^\d{4}-\d{2}-\d{2}$/.test(String(value[0])) &&
      /^[0-9a-f-]{36}$/i.test(String(value[1])) &&
      (DISEASES as readonly string[]).includes(String(value[2]))
    )
      return { expiresOn: String(value[0]), dogId: String(value[1]), disease: String(value[2]) };
  } catch {
    // fall through
  }
  throw bad();
}

interface DueRow {
  dogId: string;
  dogName: string;
  disease: string;
  expiresOn: string;
  ownerId: string | null;
  ownerName: string | null;
  ownerPhone: string | null;
  notedOn: string | null;
  calledAt: Date | null;
  calledBy: string | null;
}

/** The diseases some service not `off` requires: what the due list lists. */
export async function requiredDiseases(ctx: Pick<VaccinationsContext, 'prisma'>): Promise<string[]> {
  const rules = await getRules(ctx);
  return [
    ...new Set(VACCINATION_SERVICES.flatMap((s) => (rules[s].mode === 'off' ? [] : rules[s].diseases))),
  ];
}

export async function listDue(ctx: VaccinationsContext, query: TDueQuery): Promise<TDuePage> {
  const required = await requiredDiseases(ctx);
  if (required.length === 0) return { items: [], nextCursor: null };
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const today = vaccinationsToday(ctx);
  const cutoff = addDays(today, query.within);
  const windowStart = dayStartInstant(ctx.timeZone, today);
  const windowEnd = dayStartInstant(ctx.timeZone, addDays(today, DUE_BOOKED_DAYS + 1));
  const bookedDay = addDays(today, DUE_BOOKED_DAYS);

  const afterSql = after
    ? Prisma.sql`AND (c.expires_on, c.dog_id, c.disease) > (${after.expiresOn}::date, ${after.dogId}::uuid, ${after.disease})`
    : Prisma.empty;
  // `booked`: start from the dogs with a booking or visit in the window (a few hundred at most, by
  // each table's day index), then their coverage rows by key, instead of walking every expiry.
  const source = query.booked
    ? Prisma.sql`(SELECT c.* FROM (
          SELECT h.dog_id FROM hotel_bookings h WHERE h.status IN ('booked', 'checked-in')
             AND h.check_in < ${windowEnd} AND h.check_out >= ${windowStart}
          UNION SELECT g.dog_id FROM grooming_bookings g WHERE g.status IN ('scheduled', 'in-progress')
             AND g.appointment_date >= ${windowStart} AND g.appointment_date < ${windowEnd}
          UNION SELECT a.dog_id FROM vet_appointments a WHERE a.status IN ('scheduled', 'in-progress')
             AND a.appointment_date >= ${windowStart} AND a.appointment_date < ${windowEnd}
          UNION SELECT v.dog_id FROM daycare_visits v WHERE v.date BETWEEN ${today}::date AND ${bookedDay}::date
        ) b JOIN dog_vaccine_coverage c ON c.dog_id = b.dog_id)`
    : Prisma.sql`dog_vaccine_coverage`;

  const rows = await ctx.prisma.$queryRaw<DueRow[]>`
    SELECT c.dog_id::text AS "dogId", d.name AS "dogName", c.disease,
           to_char(c.expires_on, 'YYYY-MM-DD') AS "expiresOn",
           o.id::text AS "ownerId", o.name AS "ownerName", o.phone AS "ownerPhone",
           to_char(r.noted_on, 'YYYY-MM-DD') AS "notedOn", r.called_at AS "calledAt",
           r.called_by_name AS "calledBy"
      FROM ${source} c
      JOIN dogs d ON d.id = c.dog_id
      LEFT JOIN vaccination_reminders r
             ON r.dog_id = c.dog_id AND r.disease = c.disease AND r.expires_on = c.expires_on
      LEFT JOIN LATERAL (SELECT ow.id, ow.name, ow.phone FROM dog_owners l JOIN owners ow ON ow.id = l.owner_id
                          WHERE l.dog_id = c.dog_id ORDER BY l.position LIMIT 1) o ON TRUE
     WHERE c.expires_on <= ${cutoff}::date
       AND c.disease = ANY(${required}::text[])
       ${afterSql}
       ${query.called === 'no' ? Prisma.sql`AND r.called_at IS NULL` : Prisma.empty}
     ORDER BY c.expires_on, c.dog_id, c.disease
     LIMIT ${query.limit + 1}`;

  const page = rows.slice(0, query.limit);
  const items: TDueItem[] = page.map((r) => ({
    dog: { id: r.dogId, name: r.dogName },
    disease: r.disease as TDueItem['disease'],
    expiresOn: r.expiresOn,
    owner: r.ownerId ? { id: r.ownerId, name: r.ownerName ?? '', phone: r.ownerPhone ?? '' } : null,
    reminder: r.notedOn
      ? { notedOn: r.notedOn, calledAt: r.calledAt?.toISOString() ?? null, calledBy: r.calledBy }
      : null,
  }));
  const last = page.at(-1);
  return {
    items,
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ expiresOn: last.expiresOn, dogId: last.dogId, disease: last.disease })
        : null,
  };
}
