// The hotel's part of the audit log: a booking as its events compare it (the API's fields, the dog
// by id; the days and nights follow from the instants), the event of each write, and the events
// of a dog's bookings when the dog is deleted and takes them with it.
import { auditStateOf, type THotelBooking } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { type AuditEventInput, type RemovalCause, recordChange, removedWithEvent } from '../audit';
import type { HotelContext } from './hotel.context';
import { selectBookings } from './hotel.dto';

const label = (b: THotelBooking) => `of ${b.dog.name} (${b.checkInDay} – ${b.checkOutDay})`;

/** A booking's fields as its events compare them. */
export const bookingState = (b: THotelBooking) =>
  auditStateOf(b, { ignore: ['checkInDay', 'checkOutDay', 'nights'] });

/** The booking as it is now in the transaction. */
export async function bookingIn(tx: Db, ctx: HotelContext, id: string): Promise<THotelBooking | undefined> {
  const [booking] = await selectBookings(tx, ctx.timeZone, Prisma.sql`b.id = ${id}::uuid`);
  return booking;
}

/**
 * The event of a write of a booking: `create` (before null), `delete` (after null, with the
 * reason), a status move (checked in, checked out, cancelled; other fields changed with it are
 * in the same event), or an edit (`update`, nothing when nothing changed).
 */
export async function recordBookingWrite(
  tx: Db,
  ctx: HotelContext,
  before: THotelBooking | null,
  after: THotelBooking | null,
  reason?: string,
): Promise<void> {
  const booking = (after ?? before) as THotelBooking;
  const moved = before !== null && after !== null && before.status !== after.status;
  const action = before === null ? 'create' : after === null ? 'delete' : moved ? 'status' : 'update';
  await recordChange(
    tx,
    {
      actor: ctx.actor,
      action,
      entity: 'hotel-booking',
      entityId: booking.id,
      label: label(booking),
      at: ctx.now(),
      reason,
      ...(moved ? { detail: `${before.status} → ${after.status}` } : {}),
    },
    before && bookingState(before),
    after && bookingState(after),
  );
}

/** The `delete` events of the dog's bookings, which deleting the dog removes. */
export async function dogHotelRemovals(
  tx: Db,
  timeZone: string,
  dogId: string,
  cause: RemovalCause,
): Promise<AuditEventInput[]> {
  const bookings = await selectBookings(tx, timeZone, Prisma.sql`b.dog_id = ${dogId}::uuid`);
  return bookings.map((b) => removedWithEvent(cause, 'hotel-booking', b.id, label(b), bookingState(b)));
}
