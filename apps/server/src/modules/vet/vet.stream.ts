// GET /api/vet/appointments: every appointment by date (earliest first, then the id), as REST
// JSON text, one string per batch (the route writes them out as one array without holding the
// whole list). Built like the daycare's and the dogs' full lists: rows straight through pg as
// arrays (no per-row objects, no type conversion), batches by keyset on the date index, the next
// batch read while the current one is written, and a dog (with its owners) or a user turned into
// JSON once for the whole list: a practice sees the same dogs again and again. Each answer equals
// GET /api/vet/appointments/{id} (the tests compare every one).
import { followUpDayOf, minutesToClock, zoneOffsetMs } from '@pawdesk/domain';
import { pgUtcToIso } from '../../db/pg-time';
import type { RowReader } from '../../db/row-reader';
import { jsonNumber, jsonText, rowsWithDogRestJson } from '../../db/row-stream';
import type { VetContext } from './vet.context';

/** How many appointments one query of the full list reads. */
export const APPOINTMENT_STREAM_BATCH = 10_000;

type Text = string | null;
/** The columns of COLUMNS, in order (timestamps as UTC text: the pool's session runs in UTC). */
type Row = [
  string, // id
  string, // dog_id
  string, // appointment_date
  string, // cause
  string, // status
  number | null, // temperature
  number | null, // weight
  Text, // findings
  Text, // recommendations
  Text, // vet_notes
  string, // follow_up_required ('t' / 'f')
  Text, // follow_up_date
  Text, // created_by_id
  Text, // updated_by_id
  string, // created_at
  string, // updated_at
];
const COLUMNS = `a.id::text, a.dog_id::text, a.appointment_date::text, a.cause, a.status::text,
  a.temperature, a.weight, a.findings, a.recommendations, a.vet_notes, a.follow_up_required::text,
  a.follow_up_date::text, a.created_by_id::text, a.updated_by_id::text, a.created_at::text, a.updated_at::text`;

/** Every 'HH:mm' of a day, by minute: the list's `time` without a Date per row. */
const CLOCKS = Array.from({ length: 1440 }, (_, minute) => minutesToClock(minute));
const MINUTE_MS = 60_000;

/** The wall-clock 'HH:mm' of an instant in the zone (the shared helper's offset, cached per hour). */
function clockOf(ms: number, timeZone: string): string {
  const minutes = Math.floor((ms + zoneOffsetMs(timeZone, ms)) / MINUTE_MS);
  return CLOCKS[((minutes % 1440) + 1440) % 1440] as string;
}

export function allAppointmentsRestJson(
  ctx: VetContext,
  batchSize = APPOINTMENT_STREAM_BATCH,
  rows: RowReader = ctx.rows,
): AsyncGenerator<string> {
  return rowsWithDogRestJson<Row>({
    rows,
    batchSize,
    read: {
      from: 'vet_appointments a',
      columns: COLUMNS,
      keys: ['a.appointment_date', 'a.id'],
      newestFirst: false,
      keyOf: (r) => [r[2], r[0]],
    },
    dogIdOf: (r) => r[1],
    render: (r, dog, users) => {
      const instant = pgUtcToIso(r[2]);
      const time = clockOf(Date.parse(instant), ctx.timeZone);
      const followUp = r[11] === null ? null : followUpDayOf(new Date(pgUtcToIso(r[11])), ctx.timeZone);
      const cause = JSON.stringify(r[3]);
      return (
        `{"_id":"${r[0]}","dog":${dog},"appointmentDate":"${instant}","date":"${instant}","time":"${time}",` +
        `"cause":${cause},"reason":${cause},"status":"${r[4]}","temperature":${jsonNumber(r[5])},` +
        `"weight":${jsonNumber(r[6])},"findings":${jsonText(r[7])},"recommendations":${jsonText(r[8])},` +
        `"vetNotes":${jsonText(r[9])},"followUpRequired":${r[10] === 't' || r[10] === 'true'},` +
        `"followUpDate":${jsonText(followUp)},"createdBy":${users.ref(r[12])},"updatedBy":${users.ref(r[13])},` +
        `"createdAt":"${pgUtcToIso(r[14])}","updatedAt":"${pgUtcToIso(r[15])}"}`
      );
    },
  });
}
