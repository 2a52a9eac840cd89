// GET /api/hotel: every booking, newest check-in first (then the id), as REST JSON text, one
// string per batch (the route writes them out as one array without holding the whole list).
// Built like the daycare's, vet's and grooming's full lists (lib/row-stream.ts): the booking's own
// columns straight through pg as arrays, batches by keyset on (check_in, id), the next batch read
// while the current one is written, each dog (with its owners) and user turned into JSON once.
// The business days and nights come from the domain's stayDates (each date's zone offset, cached
// per hour, read once; no Intl call per date). Each answer equals GET /api/hotel/{id} (the tests
// compare every one). The kennel (issue 24) comes with its row through a join.
import { stayDates } from '@pawdesk/domain';
import { pgUtcToIso } from '../../db/pg-time';
import type { RowReader } from '../../db/row-reader';
import { jsonNumber, jsonText, rowsWithDogRestJson } from '../../db/row-stream';
import type { HotelContext } from './hotel.context';

/** How many bookings one query of the full list reads. */
export const BOOKING_STREAM_BATCH = 10_000;

type Text = string | null;
type Num = number | null;
/** The columns of COLUMNS, in order (timestamps as UTC text: the pool's session runs in UTC). */
type Row = [
  string, // id
  string, // dog_id
  string, // check_in
  string, // check_out
  string, // status
  string, // notes
  Num, // check_in_weight
  Num, // check_in_temperature
  Text, // check_in_notes
  Text, // check_in_checked_by
  Text, // check_in_checked_at
  Num, // check_out_weight
  Num, // check_out_temperature
  Text, // check_out_notes
  Text, // check_out_checked_by
  Text, // check_out_checked_at
  Text, // created_by_id
  Text, // updated_by_id
  string, // created_at
  string, // updated_at
  Text, // kennel id
  Text, // kennel name
  Text, // kennel type
];
const COLUMNS = `b.id::text, b.dog_id::text, b.check_in::text, b.check_out::text, b.status::text, b.notes,
  b.check_in_weight, b.check_in_temperature, b.check_in_notes, b.check_in_checked_by,
  b.check_in_checked_at::text, b.check_out_weight, b.check_out_temperature, b.check_out_notes,
  b.check_out_checked_by, b.check_out_checked_at::text, b.created_by_id::text, b.updated_by_id::text,
  b.created_at::text, b.updated_at::text, k.id::text AS kennel_id, k.name AS kennel_name, k.type AS kennel_type`;

export function allBookingsRestJson(
  ctx: HotelContext,
  batchSize = BOOKING_STREAM_BATCH,
  rows: RowReader = ctx.rows,
): AsyncGenerator<string> {
  const check = (weight: Num, temperature: Num, notes: Text, by: Text, at: Text) =>
    at === null
      ? 'null'
      : `{"weight":${jsonNumber(weight)},"temperature":${jsonNumber(temperature)},"notes":${jsonText(notes)},` +
        `"checkedBy":${jsonText(by)},"checkedAt":"${pgUtcToIso(at)}"}`;
  return rowsWithDogRestJson<Row>({
    rows,
    batchSize,
    read: {
      from: 'hotel_bookings b LEFT JOIN kennels k ON k.id = b.kennel_id',
      columns: COLUMNS,
      keys: ['b.check_in', 'b.id'],
      newestFirst: true,
      keyOf: (r) => [r[2], r[0]],
    },
    dogIdOf: (r) => r[1],
    render: (r, dog, users) => {
      const checkIn = pgUtcToIso(r[2]);
      const checkOut = pgUtcToIso(r[3]);
      const stay = stayDates(checkIn, checkOut, ctx.timeZone);
      return (
        `{"_id":"${r[0]}","dog":${dog},"checkIn":"${checkIn}","checkOut":"${checkOut}",` +
        `"checkInDay":"${stay.checkInDay}","checkOutDay":"${stay.checkOutDay}",` +
        `"nights":${stay.nights},"status":"${r[4]}","notes":${JSON.stringify(r[5])},` +
        `"kennel":${r[20] === null ? 'null' : `{"_id":"${r[20]}","name":${JSON.stringify(r[21])},"type":${JSON.stringify(r[22])}}`},` +
        `"vetCheckIn":${check(r[6], r[7], r[8], r[9], r[10])},` +
        `"vetCheckOut":${check(r[11], r[12], r[13], r[14], r[15])},` +
        `"createdBy":${users.ref(r[16])},"updatedBy":${users.ref(r[17])},` +
        `"createdAt":"${pgUtcToIso(r[18])}","updatedAt":"${pgUtcToIso(r[19])}"}`
      );
    },
  });
}
