// GET /api/grooming: every booking, newest first (then the id), as REST JSON text, one string per
// batch (the route writes them out as `{ bookings: [...] }` without holding the whole list).
// Built like the vet's, daycare's and dogs' full lists: rows straight through pg as arrays (no
// per-row objects, no type conversion), batches by keyset on the appointment index, the next
// batch read while the current one is written, and a dog (with its age, weight and owners) or a
// user turned into JSON once for the whole list: a salon sees the same dogs again and again.
// Each answer equals GET /api/grooming/{id} (the tests compare every one).
import { sizeTag } from '@pawdesk/domain';
import { pgUtcToIso } from '../../db/pg-time';
import type { RowReader } from '../../db/row-reader';
import { jsonNumber, jsonText, rowsWithDogRestJson } from '../../db/row-stream';
import { type GroomingContext, todayOf } from './grooming.context';

/** How many bookings one query of the full list reads. */
export const BOOKING_STREAM_BATCH = 10_000;

type Text = string | null;
/** The columns of COLUMNS, in order (timestamps as UTC text: the pool's session runs in UTC). */
type Row = [
  string, // id
  string, // dog_id
  string, // owner_phone
  number | null, // weight
  string, // appointment_date
  number | string, // duration_minutes
  string, // grooming_services as a JSON array
  Text, // notes
  Text, // grooming_notes
  string, // status
  Text, // completed_at
  Text, // groomer_id
  Text, // created_by_id
  Text, // updated_by_id
  string, // created_at
  string, // updated_at
];
const COLUMNS = `b.id::text, b.dog_id::text, b.owner_phone, b.weight, b.appointment_date::text,
  b.duration_minutes, coalesce(array_to_json(b.grooming_services::text[])::text, '[]'), b.notes,
  b.grooming_notes, b.status::text, b.completed_at::text, b.groomer_id::text, b.created_by_id::text,
  b.updated_by_id::text, b.created_at::text, b.updated_at::text`;

export function allBookingsRestJson(
  ctx: GroomingContext,
  batchSize = BOOKING_STREAM_BATCH,
  rows: RowReader = ctx.rows,
): AsyncGenerator<string> {
  const instant = (value: Text) => (value === null ? 'null' : `"${pgUtcToIso(value)}"`);
  return rowsWithDogRestJson<Row>({
    rows,
    batchSize,
    read: {
      from: 'grooming_bookings b',
      columns: COLUMNS,
      keys: ['b.appointment_date', 'b.id'],
      newestFirst: true,
      keyOf: (r) => [r[4], r[0]],
    },
    dogIdOf: (r) => r[1],
    dogs: { ageAndWeightOn: todayOf(ctx) },
    render: (r, dog, users) =>
      `{"_id":"${r[0]}","dog":${dog},"ownerPhone":${jsonText(r[2])},"weight":${jsonNumber(r[3])},` +
      `"size":"${sizeTag(r[3])}","appointmentDate":${instant(r[4])},"durationMinutes":${Number(r[5])},` +
      `"groomingServices":${r[6]},"notes":${jsonText(r[7])},"groomingNotes":${jsonText(r[8])},"status":"${r[9]}",` +
      `"completedAt":${instant(r[10])},"groomer":${users.withName(r[11])},"createdBy":${users.ref(r[12])},` +
      `"updatedBy":${users.ref(r[13])},"createdAt":${instant(r[14])},"updatedAt":${instant(r[15])}}`,
  });
}
