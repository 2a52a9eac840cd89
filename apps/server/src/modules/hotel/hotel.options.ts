// The New Booking form's dog picker (hotel.dogOptions): the dogs matching the search, those with
// a booked stay to check in today (its check-in day today or earlier, not over) first, then by
// name, at most `limit`; each with its breed, primary owner and thumbnail (db/dog-options.ts).
// The Check In picker (hotel.checkInOptions, in hotel.overview.ts) ranks by the same rule.
import { type TDogOption, type TDogOptionsInput, ZDogOptionsInput } from '@pawdesk/domain';
import {
  DOG_OPTION_COLUMNS,
  type DogOptionRow,
  dogOptionOf,
  dogOptionsPage,
  PAGE_ORDER,
} from '../../db/dog-options';
import { Prisma } from '../../db/prisma';
import type { HotelContext } from './hotel.context';
import { todayBounds } from './hotel.reads';

export async function hotelDogOptions(ctx: HotelContext, raw: TDogOptionsInput): Promise<TDogOption[]> {
  const input = ZDogOptionsInput.parse(raw);
  const { start, end } = todayBounds(ctx);
  const expected = Prisma.sql`
    SELECT b.dog_id, 1 AS rank FROM hotel_bookings b
     WHERE b.status = 'booked' AND b.check_in < ${end} AND b.check_out >= ${start}`;
  const rows = await ctx.prisma.$queryRaw<DogOptionRow[]>`
    WITH ${dogOptionsPage({ search: input.search, limit: input.limit, expected })}
    SELECT ${DOG_OPTION_COLUMNS} FROM page ORDER BY ${PAGE_ORDER}`;
  return rows.map(dogOptionOf);
}
