// The booking form's dog picker (vet.dogOptions): the dogs matching the search, those with an
// appointment today (scheduled or in progress) first, then by name, at most `limit`; each with
// its breed, primary owner and thumbnail (db/dog-options.ts).
import { dayWindow, type TDogOption, type TDogOptionsInput, ZDogOptionsInput } from '@pawdesk/domain';
import {
  DOG_OPTION_COLUMNS,
  type DogOptionRow,
  dogOptionOf,
  dogOptionsPage,
  PAGE_ORDER,
} from '../../db/dog-options';
import { Prisma } from '../../db/prisma';
import { todayOf, type VetContext } from './vet.context';

export async function vetDogOptions(ctx: VetContext, raw: TDogOptionsInput): Promise<TDogOption[]> {
  const input = ZDogOptionsInput.parse(raw);
  const { start, end } = dayWindow(ctx.timeZone, todayOf(ctx));
  const expected = Prisma.sql`
    SELECT a.dog_id, 1 AS rank FROM vet_appointments a
     WHERE a.appointment_date >= ${start} AND a.appointment_date < ${end}
       AND a.status IN ('scheduled'::"AppointmentStatus", 'in-progress'::"AppointmentStatus")`;
  const rows = await ctx.prisma.$queryRaw<DogOptionRow[]>`
    WITH ${dogOptionsPage({ search: input.search, limit: input.limit, expected })}
    SELECT ${DOG_OPTION_COLUMNS} FROM page ORDER BY ${PAGE_ORDER}`;
  return rows.map(dogOptionOf);
}
