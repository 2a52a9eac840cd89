// A kennel as the APIs answer it (ZKennel): the row, its columns and the mapping.
import type { TKennel } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';

export interface KennelRow {
  id: string;
  name: string;
  type: string;
  capacity: number;
  active: boolean;
}

/** The columns of a kennel (`k` is kennels). */
export const KENNEL_COLUMNS = Prisma.sql`k.id::text AS id, k.name, k.type, k.capacity, k.active`;

export const toKennelDto = (row: KennelRow): TKennel => ({
  id: row.id,
  name: row.name,
  type: row.type,
  capacity: row.capacity,
  active: row.active,
});
