// A vet appointment as the APIs answer it (ZVetAppointment): the SQL that reads one or many with
// their dog, the dog's owners (primary first) and the audit users in one statement, and the row →
// answer mapping (the day and 'HH:mm' in APP_TIMEZONE, the follow-up as a calendar day). REST
// answers the same without `day` (restAppointment), exactly the contract's fields.

import {
  followUpDayOf,
  type TAppointmentStatus,
  type TVetAppointment,
  type TVetAppointmentRest,
  zonedParts,
} from '@pawdesk/domain';
import { auditRef } from '../../db/audit-columns';
import { DOG_OWNER_REFS_SQL, type DogOwnerRef, dogOwnerRefs } from '../../db/dog-refs';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';

/** One row of APPOINTMENT_COLUMNS. */
export interface AppointmentRow {
  id: string;
  dogId: string;
  dogName: string;
  dogBreed: string;
  owners: DogOwnerRef[] | null;
  appointmentDate: Date;
  cause: string;
  status: TAppointmentStatus;
  temperature: number | null;
  weight: number | null;
  findings: string | null;
  recommendations: string | null;
  vetNotes: string | null;
  followUpRequired: boolean;
  followUpDate: Date | null;
  createdById: string | null;
  createdByUsername: string | null;
  updatedById: string | null;
  updatedByUsername: string | null;
  vetId: string | null;
  vetName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Every column an answer needs; `a` is vet_appointments, joined by APPOINTMENT_JOINS. The owners
 * are aggregated per row, so use it on the rows that are answered (a page), not on a scan.
 */
export const APPOINTMENT_COLUMNS = Prisma.sql`
  a.id::text AS id, d.id::text AS "dogId", d.name AS "dogName", d.breed AS "dogBreed",
  ${DOG_OWNER_REFS_SQL} AS owners,
  a.appointment_date AS "appointmentDate", a.cause, a.status::text AS status,
  a.temperature, a.weight, a.findings, a.recommendations, a.vet_notes AS "vetNotes",
  a.follow_up_required AS "followUpRequired", a.follow_up_date AS "followUpDate",
  cu.id::text AS "createdById", cu.username AS "createdByUsername",
  uu.id::text AS "updatedById", uu.username AS "updatedByUsername",
  vu.id::text AS "vetId", coalesce(vu.name, vu.username) AS "vetName",
  a.created_at AS "createdAt", a.updated_at AS "updatedAt"`;

export const APPOINTMENT_JOINS = Prisma.sql`
  JOIN dogs d ON d.id = a.dog_id
  LEFT JOIN users cu ON cu.id = a.created_by_id
  LEFT JOIN users uu ON uu.id = a.updated_by_id
  LEFT JOIN users vu ON vu.id = a.vet_id`;

/** By date: the appointment's instant, then the id, so the order is total. */
export const BY_DATE = Prisma.sql`a.appointment_date, a.id`;

export function toAppointmentDto(row: AppointmentRow, timeZone: string): TVetAppointment {
  const when = zonedParts(row.appointmentDate, timeZone);
  const instant = row.appointmentDate.toISOString();
  return {
    id: row.id,
    dog: {
      id: row.dogId,
      name: row.dogName,
      breed: row.dogBreed,
      owners: dogOwnerRefs(row.owners),
    },
    appointmentDate: instant,
    date: instant,
    day: when.day,
    time: when.clock,
    cause: row.cause,
    reason: row.cause,
    status: row.status,
    temperature: row.temperature,
    weight: row.weight,
    findings: row.findings,
    recommendations: row.recommendations,
    vetNotes: row.vetNotes,
    followUpRequired: row.followUpRequired,
    followUpDate: followUpDayOf(row.followUpDate, timeZone),
    createdBy: auditRef(row.createdById, row.createdByUsername),
    updatedBy: auditRef(row.updatedById, row.updatedByUsername),
    vet: row.vetId === null ? null : { id: row.vetId, name: row.vetName ?? '' },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The REST shape: the contract's fields exactly (the tRPC-only `day` and `vet` left out). */
export function restAppointment(appointment: TVetAppointment): TVetAppointmentRest {
  const { day: _day, vet: _vet, ...rest } = appointment;
  return rest;
}

/**
 * Reads appointments in the API shape: `where` filters `a` (vet_appointments) and may use `d`
 * (dogs); `order` defaults to by date. One statement, owners included.
 */
export async function selectAppointments(
  db: Db,
  timeZone: string,
  where: Prisma.Sql,
  opts: { order?: Prisma.Sql; limit?: number } = {},
): Promise<TVetAppointment[]> {
  const rows = await db.$queryRaw<AppointmentRow[]>`
    SELECT ${APPOINTMENT_COLUMNS} FROM vet_appointments a ${APPOINTMENT_JOINS}
     WHERE ${where}
     ORDER BY ${opts.order ?? BY_DATE}
     ${opts.limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${opts.limit}`}`;
  return rows.map((row) => toAppointmentDto(row, timeZone));
}
