// A grooming booking as the APIs answer it (ZGroomingBooking): the SQL that reads one or many
// bookings with their dog, the dog's owners (primary first), the groomer and the audit users in
// one statement, and the row → DTO mapping (size tag from the booking's weight, the dog's age on
// the business day).

import {
  dogAgeYears,
  roundYears,
  sizeTag,
  type TGroomingBooking,
  type TGroomingService,
  type TGroomingStatus,
} from '@pawdesk/domain';
import { auditRef } from '../../db/audit-columns';
import { DOG_OWNER_REFS_SQL, type DogOwnerRef, dogOwnerRefs } from '../../db/dog-refs';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { isoOf, isoOrNull } from '../../lib/dto';

/** One row of BOOKING_COLUMNS. */
export interface BookingRow {
  id: string;
  dogId: string;
  dogName: string;
  dogBreed: string;
  dogAge: number | null;
  dogBirth: string | null;
  dogWeight: number | null;
  owners: DogOwnerRef[] | null;
  ownerPhone: string;
  weight: number | null;
  appointmentDate: Date | string;
  durationMinutes: number;
  groomingServices: string[] | null;
  notes: string | null;
  groomingNotes: string | null;
  status: string;
  completedAt: Date | string | null;
  groomerId: string | null;
  groomerUsername: string | null;
  groomerName: string | null;
  createdById: string | null;
  createdByUsername: string | null;
  updatedById: string | null;
  updatedByUsername: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/**
 * Every column a booking answer needs; `b` is grooming_bookings, joined by BOOKING_JOINS. The
 * owners are aggregated per row, so use it on the rows that are answered (a page), not on a scan.
 */
export const BOOKING_COLUMNS = Prisma.sql`
  b.id::text AS id, d.id::text AS "dogId", d.name AS "dogName", d.breed AS "dogBreed",
  d.age AS "dogAge", to_char(d.date_of_birth, 'YYYY-MM-DD') AS "dogBirth", d.weight AS "dogWeight",
  ${DOG_OWNER_REFS_SQL} AS owners,
  b.owner_phone AS "ownerPhone", b.weight, b.appointment_date AS "appointmentDate",
  b.duration_minutes AS "durationMinutes", b.grooming_services::text[] AS "groomingServices",
  b.notes, b.grooming_notes AS "groomingNotes", b.status::text AS status, b.completed_at AS "completedAt",
  g.id::text AS "groomerId", g.username AS "groomerUsername", g.name AS "groomerName",
  cu.id::text AS "createdById", cu.username AS "createdByUsername",
  uu.id::text AS "updatedById", uu.username AS "updatedByUsername",
  b.created_at AS "createdAt", b.updated_at AS "updatedAt"`;

export const BOOKING_JOINS = Prisma.sql`
  JOIN dogs d ON d.id = b.dog_id
  LEFT JOIN users g ON g.id = b.groomer_id
  LEFT JOIN users cu ON cu.id = b.created_by_id
  LEFT JOIN users uu ON uu.id = b.updated_by_id`;

/** Newest first: the appointment, then the id, so the order is total and pages never overlap. */
export const NEWEST_FIRST = Prisma.sql`b.appointment_date DESC, b.id DESC`;
/** Earliest first (a day's or the next days' appointments). */
export const EARLIEST_FIRST = Prisma.sql`b.appointment_date ASC, b.id ASC`;

export function toBookingDto(row: BookingRow, today: string): TGroomingBooking {
  const years = dogAgeYears({ age: row.dogAge, dateOfBirth: row.dogBirth }, today);
  return {
    id: row.id,
    dog: {
      id: row.dogId,
      name: row.dogName,
      breed: row.dogBreed,
      age: years === null ? null : roundYears(years),
      weight: row.dogWeight,
      owners: dogOwnerRefs(row.owners),
    },
    ownerPhone: row.ownerPhone,
    weight: row.weight,
    size: sizeTag(row.weight),
    appointmentDate: isoOf(row.appointmentDate),
    durationMinutes: row.durationMinutes,
    groomingServices: (row.groomingServices ?? []) as TGroomingService[],
    notes: row.notes,
    groomingNotes: row.groomingNotes,
    status: row.status as TGroomingStatus,
    completedAt: isoOrNull(row.completedAt),
    groomer: row.groomerId
      ? { id: row.groomerId, username: row.groomerUsername ?? '', name: row.groomerName }
      : null,
    createdBy: auditRef(row.createdById, row.createdByUsername),
    updatedBy: auditRef(row.updatedById, row.updatedByUsername),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

/**
 * Reads booking rows: `where` filters `b` (grooming_bookings) and may use `d` (dogs); `order`
 * defaults to newest first. One statement, owners included. PostgreSQL answers the rows as one
 * JSON text (in order, numbered by the sort): parsing it is half the work of decoding each column
 * of each row through the driver, which matters for the Overview's 250 and the full list.
 */
export async function selectBookingRows(
  db: Db,
  where: Prisma.Sql,
  opts: { order?: Prisma.Sql; limit?: number } = {},
): Promise<BookingRow[]> {
  const order = opts.order ?? NEWEST_FIRST;
  const [answer] = await db.$queryRaw<{ rows: string }[]>`
    SELECT coalesce(json_agg(x ORDER BY x.n), '[]')::text AS rows
      FROM (SELECT ${BOOKING_COLUMNS}, row_number() OVER (ORDER BY ${order}) AS n
              FROM grooming_bookings b ${BOOKING_JOINS}
             WHERE ${where}
             ORDER BY ${order}
             ${opts.limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${opts.limit}`}) x`;
  return JSON.parse(answer?.rows ?? '[]') as BookingRow[];
}

/** Bookings in the API shape (selectBookingRows, mapped). */
export async function selectBookings(
  db: Db,
  today: string,
  where: Prisma.Sql,
  opts: { order?: Prisma.Sql; limit?: number } = {},
): Promise<TGroomingBooking[]> {
  return (await selectBookingRows(db, where, opts)).map((row) => toBookingDto(row, today));
}
