// A hotel booking as the APIs answer it (ZHotelBooking): the SQL that reads one or many bookings
// with their dog, the dog's owners (primary first) and the audit users in one statement, and the
// row → DTO mapping (business days and nights by the domain's rules). Shared by every hotel read.

import { stayDates, type THealthCheck, type THotelBooking, type THotelStatus } from '@pawdesk/domain';
import { auditRef } from '../../db/audit-columns';
import { DOG_OWNER_REFS_SQL, type DogOwnerRef, dogOwnerRefs } from '../../db/dog-refs';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { isoOf } from '../../lib/dto';

/** The columns of HEALTH_CHECK_COLUMNS: both health checks of a stay. */
export interface HealthCheckColumns {
  inWeight: number | null;
  inTemperature: number | null;
  inNotes: string | null;
  inBy: string | null;
  inAt: Date | string | null;
  outWeight: number | null;
  outTemperature: number | null;
  outNotes: string | null;
  outBy: string | null;
  outAt: Date | string | null;
}

/** Both health checks of `b` (hotel_bookings), as HealthCheckColumns. */
export const HEALTH_CHECK_COLUMNS = Prisma.sql`
  b.check_in_weight AS "inWeight", b.check_in_temperature AS "inTemperature",
  b.check_in_notes AS "inNotes", b.check_in_checked_by AS "inBy", b.check_in_checked_at AS "inAt",
  b.check_out_weight AS "outWeight", b.check_out_temperature AS "outTemperature",
  b.check_out_notes AS "outNotes", b.check_out_checked_by AS "outBy", b.check_out_checked_at AS "outAt"`;

/** One row of BOOKING_COLUMNS. */
export interface BookingRow extends HealthCheckColumns {
  id: string;
  dogId: string;
  dogName: string;
  dogBreed: string;
  owners: DogOwnerRef[] | null;
  checkIn: Date | string;
  checkOut: Date | string;
  status: string;
  notes: string;
  kennelId: string | null;
  kennelName: string | null;
  kennelType: string | null;
  createdById: string | null;
  createdByUsername: string | null;
  updatedById: string | null;
  updatedByUsername: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/**
 * Every column a booking answer needs; `b` is hotel_bookings, joined by BOOKING_JOINS. The
 * owners are aggregated per row, so use it on the rows that are answered (a page), not a scan.
 */
export const BOOKING_COLUMNS = Prisma.sql`
  b.id::text AS id, d.id::text AS "dogId", d.name AS "dogName", d.breed AS "dogBreed",
  ${DOG_OWNER_REFS_SQL} AS owners,
  b.check_in AS "checkIn", b.check_out AS "checkOut", b.status::text AS status, b.notes,
  k.id::text AS "kennelId", k.name AS "kennelName", k.type AS "kennelType",
  ${HEALTH_CHECK_COLUMNS},
  cu.id::text AS "createdById", cu.username AS "createdByUsername",
  uu.id::text AS "updatedById", uu.username AS "updatedByUsername",
  b.created_at AS "createdAt", b.updated_at AS "updatedAt"`;

export const BOOKING_JOINS = Prisma.sql`
  JOIN dogs d ON d.id = b.dog_id
  LEFT JOIN kennels k ON k.id = b.kennel_id
  LEFT JOIN users cu ON cu.id = b.created_by_id
  LEFT JOIN users uu ON uu.id = b.updated_by_id`;

/** Newest check-in first, the id last so the order is total (GET /api/hotel, All Bookings). */
export const NEWEST_FIRST = Prisma.sql`b.check_in DESC, b.id DESC`;

export function healthCheck(
  weight: number | null,
  temperature: number | null,
  notes: string | null,
  checkedBy: string | null,
  checkedAt: Date | string | null,
): THealthCheck | null {
  // A health check is recorded with its time (the server's clock); without one there is none.
  if (checkedAt === null) return null;
  return { weight, temperature, notes, checkedBy, checkedAt: isoOf(checkedAt) };
}

export function toBookingDto(row: BookingRow, timeZone: string): THotelBooking {
  const checkIn = isoOf(row.checkIn);
  const checkOut = isoOf(row.checkOut);
  return {
    id: row.id,
    dog: {
      id: row.dogId,
      name: row.dogName,
      breed: row.dogBreed,
      owners: dogOwnerRefs(row.owners),
    },
    checkIn,
    checkOut,
    ...stayDates(checkIn, checkOut, timeZone),
    status: row.status as THotelStatus,
    notes: row.notes,
    kennel:
      row.kennelId === null
        ? null
        : { id: row.kennelId, name: row.kennelName ?? '', type: row.kennelType ?? '' },
    vetCheckIn: healthCheck(row.inWeight, row.inTemperature, row.inNotes, row.inBy, row.inAt),
    vetCheckOut: healthCheck(row.outWeight, row.outTemperature, row.outNotes, row.outBy, row.outAt),
    createdBy: auditRef(row.createdById, row.createdByUsername),
    updatedBy: auditRef(row.updatedById, row.updatedByUsername),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

/**
 * Reads bookings in the API shape: `where` filters `b` (hotel_bookings) and may use `d` (dogs);
 * `order` defaults to newest check-in first. One statement, owners included.
 */
export async function selectBookings(
  db: Db,
  timeZone: string,
  where: Prisma.Sql,
  opts: { order?: Prisma.Sql; limit?: number } = {},
): Promise<THotelBooking[]> {
  const rows = await db.$queryRaw<BookingRow[]>`
    SELECT ${BOOKING_COLUMNS} FROM hotel_bookings b ${BOOKING_JOINS}
     WHERE ${where}
     ORDER BY ${opts.order ?? NEWEST_FIRST}
     ${opts.limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${opts.limit}`}`;
  return rows.map((row) => toBookingDto(row, timeZone));
}

/** Bookings by id, in the order of `ids` (a page read by ids first). */
export async function bookingsByIds(
  db: Db,
  timeZone: string,
  ids: readonly string[],
): Promise<THotelBooking[]> {
  if (ids.length === 0) return [];
  const found = await selectBookings(db, timeZone, Prisma.sql`b.id = ANY(${[...ids]}::uuid[])`);
  const byId = new Map(found.map((b) => [b.id, b]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
