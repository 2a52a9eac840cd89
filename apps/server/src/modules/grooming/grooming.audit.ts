// Grooming's part of the audit log: a booking as its events compare it (the API's fields, the dog
// and the groomer by id; the size follows from the weight), the event of each write, and the
// events of a dog's bookings when the dog is deleted and takes them with it.
import { auditStateOf, type TGroomingBooking, zonedParts } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { type AuditEventInput, type RemovalCause, recordChange, removedWithEvent } from '../audit';
import { type GroomingContext, todayOf } from './grooming.context';
import { selectBookings } from './grooming.dto';

const label = (b: TGroomingBooking, timeZone: string) => {
  const { day, clock } = zonedParts(new Date(b.appointmentDate), timeZone);
  return `of ${b.dog.name} (${day} ${clock})`;
};

export const groomingState = (b: TGroomingBooking) => auditStateOf(b, { ignore: ['size'] });

/** The booking as it is now in the transaction. */
export async function groomingIn(
  tx: Db,
  ctx: GroomingContext,
  id: string,
): Promise<TGroomingBooking | undefined> {
  const [booking] = await selectBookings(tx, todayOf(ctx), Prisma.sql`b.id = ${id}::uuid`);
  return booking;
}

/**
 * The event of a write of a booking: `create` (before null), `delete` (after null, with the
 * reason), a status move (Start, Complete, Cancel, an undo; other fields changed with it in the
 * same event), or an edit (`update`; nothing when nothing changed).
 */
export async function recordGroomingWrite(
  tx: Db,
  ctx: GroomingContext,
  before: TGroomingBooking | null,
  after: TGroomingBooking | null,
  opts: { reason?: string | undefined; detail?: string } = {},
): Promise<void> {
  const booking = (after ?? before) as TGroomingBooking;
  const moved = before !== null && after !== null && before.status !== after.status;
  const action = before === null ? 'create' : after === null ? 'delete' : moved ? 'status' : 'update';
  const detail = opts.detail ?? (moved ? `${before.status} → ${after.status}` : undefined);
  await recordChange(
    tx,
    {
      actor: ctx.actor,
      action,
      entity: 'grooming-booking',
      entityId: booking.id,
      label: label(booking, ctx.timeZone),
      at: ctx.now(),
      reason: opts.reason,
      ...(detail ? { detail } : {}),
    },
    before && groomingState(before),
    after && groomingState(after),
  );
}

/** The `delete` events of the dog's bookings, which deleting the dog removes. */
export async function dogGroomingRemovals(
  tx: Db,
  ctx: { timeZone: string; today: string },
  dogId: string,
  cause: RemovalCause,
): Promise<AuditEventInput[]> {
  const bookings = await selectBookings(tx, ctx.today, Prisma.sql`b.dog_id = ${dogId}::uuid`);
  return bookings.map((b) =>
    removedWithEvent(cause, 'grooming-booking', b.id, label(b, ctx.timeZone), groomingState(b)),
  );
}
