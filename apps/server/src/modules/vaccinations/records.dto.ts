// A dog's vaccination record as both APIs answer it: the Prisma select that reads it and the
// row → answer mapping, shared by the reads and the writes.
import { sortDiseases, type TVaccinationRecord } from '@pawdesk/domain';

const USER = { select: { id: true, username: true } } as const;

export const RECORD_SELECT = {
  id: true,
  dogId: true,
  givenOn: true,
  expiresOn: true,
  batch: true,
  givenBy: true,
  notes: true,
  verified: true,
  vetAppointmentId: true,
  createdAt: true,
  updatedAt: true,
  vaccine: { select: { id: true, code: true, nameEs: true, nameEn: true, covers: true } },
  createdBy: USER,
  updatedBy: USER,
} as const;

export interface RecordRow {
  id: string;
  dogId: string;
  givenOn: Date;
  expiresOn: Date;
  batch: string | null;
  givenBy: string | null;
  notes: string | null;
  verified: boolean;
  vetAppointmentId: string | null;
  createdAt: Date;
  updatedAt: Date;
  vaccine: { id: string; code: string; nameEs: string; nameEn: string; covers: string[] };
  createdBy: { id: string; username: string } | null;
  updatedBy: { id: string; username: string } | null;
}

/** A DATE column (midnight UTC) as its calendar day. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** A calendar day as a DATE column's value. */
export const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

export function toRecordDto(row: RecordRow): TVaccinationRecord {
  return {
    id: row.id,
    dog: row.dogId,
    vaccine: {
      id: row.vaccine.id,
      code: row.vaccine.code,
      name: { es: row.vaccine.nameEs, en: row.vaccine.nameEn },
      covers: sortDiseases(row.vaccine.covers),
    },
    givenOn: dayOf(row.givenOn),
    expiresOn: dayOf(row.expiresOn),
    batch: row.batch,
    givenBy: row.givenBy,
    verified: row.verified,
    notes: row.notes,
    vetAppointment: row.vetAppointmentId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
  };
}
