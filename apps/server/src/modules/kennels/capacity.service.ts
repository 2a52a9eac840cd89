// The hotel's capacity (docs/domains/kennels.md; decision 0045): which nights a write adds, the
// check that no night holds more dogs than the active kennels take and no kennel more than its
// capacity, the occupancy of a range, the kennel grid and the kennels free for a stay.
//
// Never overbooked under concurrency: every write that can add a night or fill a kennel takes the
// hotel's transaction-scoped advisory lock (lockHotelCapacity) before it counts, and holds it until
// it commits, so two desks booking the last place count one after the other: the second sees the
// first's stay. Kennel edits take the same lock. The counts are of the stays' nights in
// APP_TIMEZONE calendar days (stayNightDays: check-in day .. the day before the check-out day).
import {
  addDays,
  auditSummary,
  bookingInstant,
  canOverrideCapacity,
  daysFrom,
  freePlaces,
  fullNights,
  isId,
  messageEn,
  stayDates,
  stayNightDays,
  type TAuditEntity,
  type TFreeKennel,
  type TFreeKennelsInput,
  type TGridStay,
  type THotelOccupancyNight,
  type TKennel,
  type TKennelGrid,
  type TKennelGridInput,
  type TOccupancyInput,
} from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import type { Actor } from '../../lib/context';
import { recordEvent } from '../audit';
import type { KennelsContext } from './kennels.context';
import { KENNEL_COLUMNS, type KennelRow, toKennelDto } from './kennels.dto';

/** The one lock of the hotel's capacity: every booking write and kennel edit takes it. */
export async function lockHotelCapacity(tx: Db): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('hotel-capacity', 0))`;
}

/** A booked or checked-in stay as the counts read it. */
interface HeldStay {
  id: string;
  kennelId: string | null;
  checkIn: Date;
  checkOut: Date;
}

/** Dogs per night (and per kennel per night) of `stays`, the nights from `from` to `to` only. */
function countNights(stays: readonly HeldStay[], timeZone: string, from: string, to: string) {
  const total = new Map<string, number>();
  const byKennel = new Map<string, Map<string, number>>();
  for (const stay of stays) {
    for (const night of stayNightDays(stay.checkIn, stay.checkOut, timeZone)) {
      if (night < from || night > to) continue;
      total.set(night, (total.get(night) ?? 0) + 1);
      if (stay.kennelId) {
        const nights = byKennel.get(stay.kennelId) ?? new Map<string, number>();
        byKennel.set(stay.kennelId, nights);
        nights.set(night, (nights.get(night) ?? 0) + 1);
      }
    }
  }
  return { total, byKennel };
}

/**
 * Every kennel, and the booked and checked-in stays with a night from `from` to `to` (calendar
 * days; `except` left out, one index range over the stays' dates), in one statement (one round trip, one snapshot): what a
 * write's check and the occupancy count.
 */
async function capacityState(
  db: Db,
  timeZone: string,
  from: string,
  to: string,
  except: string | null = null,
): Promise<{ kennels: TKennel[]; stays: HeldStay[] }> {
  const start = bookingInstant(from, timeZone);
  const end = bookingInstant(addDays(to, 1), timeZone);
  const [row] = await db.$queryRaw<
    {
      kennels: KennelRow[];
      stays: (Omit<HeldStay, 'checkIn' | 'checkOut'> & { checkIn: string; checkOut: string })[];
    }[]
  >`
    SELECT (SELECT coalesce(json_agg(json_build_object('id', k.id::text, 'name', k.name, 'type', k.type,
                                                       'capacity', k.capacity, 'active', k.active)
                                     ORDER BY k.active DESC, k.name, k.id), '[]'::json)
              FROM kennels k) AS kennels,
           (SELECT coalesce(json_agg(json_build_object('id', b.id::text, 'kennelId', b.kennel_id::text,
                                                       'checkIn', b.check_in, 'checkOut', b.check_out)), '[]'::json)
              FROM hotel_bookings b
             WHERE b.check_out > ${start} AND b.check_in < ${end}
               AND b.status IN ('booked', 'checked-in')
               AND b.id IS DISTINCT FROM ${except}::uuid) AS stays`;
  return {
    kennels: (row?.kennels ?? []).map(toKennelDto),
    stays: (row?.stays ?? []).map((s) => ({
      ...s,
      checkIn: new Date(s.checkIn),
      checkOut: new Date(s.checkOut),
    })),
  };
}

/** Every kennel, active first, by name. */
async function allKennels(db: Db): Promise<TKennel[]> {
  const rows = await db.$queryRaw<KennelRow[]>`
    SELECT ${KENNEL_COLUMNS} FROM kennels k ORDER BY k.active DESC, k.name, k.id`;
  return rows.map(toKennelDto);
}

/** The places of all active kennels; null when there is none (no limit). */
const placesOf = (kennels: readonly TKennel[]): number | null => {
  const active = kennels.filter((k) => k.active);
  return active.length === 0 ? null : active.reduce((sum, k) => sum + k.capacity, 0);
};

// ---------------------------------------------------------------------------------------------
// The check of a write
// ---------------------------------------------------------------------------------------------

export interface CapacityRequest {
  /** The booking written (left out of the counts), null for a new one. */
  booking: string | null;
  /** The nights the write adds to the hotel (a new stay's, or an edit's new nights). */
  nights: readonly string[];
  /** The kennel the stay will hold and the nights it adds to it (all its nights when it moves there). */
  kennel: { id: string; nights: readonly string[] } | null;
  override?: { reason: string } | undefined;
}

/** What the check let through: the full nights a manager's override took, or none. */
export interface CapacityGate {
  override: { reason: string; nights: string[] } | null;
}

const NO_OVERRIDE: CapacityGate = { override: null };

/**
 * In the write's transaction, before the write: takes the hotel's lock, then refuses a kennel that
 * is unknown (404), inactive or full on one of its new nights (409 "Kennel not free for these
 * nights"), and a hotel full on one of the new nights (409 "No kennel free for these nights")
 * unless a manager sent `override` (anyone else sending one: 403). Without an active kennel the
 * hotel has no limit.
 */
export async function checkHotelCapacity(
  tx: Db,
  actor: Pick<Actor, 'role'>,
  timeZone: string,
  req: CapacityRequest,
): Promise<CapacityGate> {
  if (req.override && !canOverrideCapacity(actor.role))
    throw new DomainError('FORBIDDEN', 'kennels.overrideForbidden');
  const kennelNights = req.kennel?.nights ?? [];
  if (req.nights.length === 0 && kennelNights.length === 0 && !req.kennel) return NO_OVERRIDE;
  if (req.kennel && !isId(req.kennel.id)) throw new DomainError('NOT_FOUND', 'kennels.notFound');
  const all = [...req.nights, ...kennelNights].sort();
  const from = all[0] ?? '2000-01-01';
  const to = all[all.length - 1] ?? from;
  // The lock first, in its own statement: the read below then sees every write that held it before.
  await lockHotelCapacity(tx);
  const { kennels, stays } = await capacityState(tx, timeZone, from, to, req.booking);
  const kennel = req.kennel ? kennels.find((k) => k.id === req.kennel?.id) : undefined;
  if (req.kennel && !kennel) throw new DomainError('NOT_FOUND', 'kennels.notFound');
  if (kennel && !kennel.active) throw new DomainError('CONFLICT', 'kennels.inactive');
  const places = placesOf(kennels);
  if ((places === null && !kennel) || all.length === 0) return NO_OVERRIDE;
  const counts = countNights(stays, timeZone, from, to);
  if (kennel && fullNights(kennelNights, counts.byKennel.get(kennel.id) ?? new Map(), kennel.capacity).length)
    throw new DomainError('CONFLICT', 'kennels.kennelNotFree');
  const full = fullNights(req.nights, counts.total, places);
  if (full.length === 0) return NO_OVERRIDE;
  if (!req.override) throw new DomainError('CONFLICT', 'kennels.noKennelFree');
  return { override: { reason: req.override.reason, nights: full } };
}

/** Writes the `override` event of a full hotel let through by a manager (the write's transaction). */
export async function recordCapacityOverride(
  tx: Db,
  actor: Pick<Actor, 'id' | 'username'>,
  gate: CapacityGate,
  record: { entity: TAuditEntity; entityId: string; label: string; at?: Date },
): Promise<void> {
  if (!gate.override) return;
  await recordEvent(tx, {
    actor,
    action: 'override',
    entity: record.entity,
    entityId: record.entityId,
    summary: auditSummary('override', record.entity, record.label, {
      detail: messageEn('kennels.noKennelFree'),
    }),
    changes: [{ field: 'capacity', from: null, to: gate.override.nights }],
    reason: gate.override.reason,
    ...(record.at ? { at: record.at } : {}),
  });
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** Each night of a range: dogs booked or checked in, the active kennels' places, free places. */
function occupancyOf(
  nights: readonly string[],
  total: ReadonlyMap<string, number>,
  places: number | null,
): THotelOccupancyNight[] {
  return nights.map((date) => {
    const dogs = total.get(date) ?? 0;
    return { date, dogs, capacity: places, free: freePlaces(dogs, places) };
  });
}

/** GET /api/hotel/occupancy, hotel.occupancy: each night from `from` to `to` (both included). */
export async function hotelOccupancy(
  ctx: Pick<KennelsContext, 'prisma' | 'timeZone'>,
  range: TOccupancyInput,
): Promise<THotelOccupancyNight[]> {
  const { stays, kennels } = await capacityState(ctx.prisma, ctx.timeZone, range.from, range.to);
  const { total } = countNights(stays, ctx.timeZone, range.from, range.to);
  return occupancyOf(daysFrom(range.from, range.to), total, placesOf(kennels));
}

/** The stays of a range with their dog and kennel, for the grid and a night's list. */
async function gridStays(
  ctx: Pick<KennelsContext, 'prisma' | 'timeZone'>,
  from: string,
  to: string,
): Promise<TGridStay[]> {
  const start = bookingInstant(from, ctx.timeZone);
  const end = bookingInstant(addDays(to, 1), ctx.timeZone);
  const rows = await ctx.prisma.$queryRaw<
    {
      id: string;
      dogId: string;
      dogName: string;
      dogBreed: string;
      kennelId: string | null;
      kennelName: string | null;
      kennelType: string | null;
      status: 'booked' | 'checked-in';
      checkIn: Date;
      checkOut: Date;
    }[]
  >`
    SELECT b.id::text AS id, d.id::text AS "dogId", d.name AS "dogName", d.breed AS "dogBreed",
           k.id::text AS "kennelId", k.name AS "kennelName", k.type AS "kennelType",
           b.status::text AS status, b.check_in AS "checkIn", b.check_out AS "checkOut"
      FROM hotel_bookings b
      JOIN dogs d ON d.id = b.dog_id
      LEFT JOIN kennels k ON k.id = b.kennel_id
     WHERE b.check_out > ${start} AND b.check_in < ${end}
       AND b.status IN ('booked', 'checked-in')
     ORDER BY b.check_in, d.name, b.id`;
  return rows.flatMap((r) => {
    const nights = stayNightDays(r.checkIn, r.checkOut, ctx.timeZone);
    const first = nights[0];
    const last = nights[nights.length - 1];
    if (first === undefined || last === undefined || last < from || first > to) return [];
    const days = stayDates(r.checkIn, r.checkOut, ctx.timeZone);
    return [
      {
        id: r.id,
        dog: { id: r.dogId, name: r.dogName, breed: r.dogBreed },
        kennel: r.kennelId ? { id: r.kennelId, name: r.kennelName ?? '', type: r.kennelType ?? '' } : null,
        status: r.status,
        checkInDay: days.checkInDay,
        checkOutDay: days.checkOutDay,
        firstNight: first,
        lastNight: last,
      },
    ];
  });
}

/** hotel.kennelGrid: the kennels × the nights of a range, the stays as bars, each night's count. */
export async function kennelGrid(
  ctx: Pick<KennelsContext, 'prisma' | 'timeZone'>,
  range: TKennelGridInput,
): Promise<TKennelGrid> {
  const [stays, kennels] = await Promise.all([gridStays(ctx, range.from, range.to), allKennels(ctx.prisma)]);
  const nights = daysFrom(range.from, range.to);
  const total = new Map<string, number>();
  for (const stay of stays) {
    for (const night of daysFrom(stay.firstNight, stay.lastNight)) {
      if (night >= range.from && night <= range.to) total.set(night, (total.get(night) ?? 0) + 1);
    }
  }
  const held = new Set(stays.flatMap((s) => (s.kennel ? [s.kennel.id] : [])));
  return {
    from: range.from,
    to: range.to,
    nights,
    kennels: kennels.filter((k) => k.active || held.has(k.id)),
    stays,
    occupancy: occupancyOf(nights, total, placesOf(kennels)),
  };
}

/** hotel.nightStays: who is in on one night, by dog name. */
export async function nightStays(
  ctx: Pick<KennelsContext, 'prisma' | 'timeZone'>,
  date: string,
): Promise<TGridStay[]> {
  const stays = await gridStays(ctx, date, date);
  return stays.sort((a, b) => a.dog.name.localeCompare(b.dog.name, 'es') || a.id.localeCompare(b.id));
}

/**
 * kennels.freeFor: the active kennels (of `type`, or any) with a place on every night of a stay,
 * `booking` left out (the stay being assigned); `free` is the fewest free places over its nights.
 */
export async function freeKennels(
  ctx: Pick<KennelsContext, 'prisma' | 'timeZone'>,
  input: TFreeKennelsInput,
): Promise<TFreeKennel[]> {
  const nights = daysFrom(input.checkIn, addDays(input.checkOut, -1));
  const from = input.checkIn;
  const to = addDays(input.checkOut, -1);
  const except = input.booking && isId(input.booking) ? input.booking : null;
  const { stays, kennels } = await capacityState(ctx.prisma, ctx.timeZone, from, to, except);
  const { byKennel } = countNights(stays, ctx.timeZone, from, to);
  const type = input.type?.toLowerCase();
  return kennels.flatMap((k) => {
    if (!k.active || (type !== undefined && k.type.toLowerCase() !== type)) return [];
    const taken = byKennel.get(k.id);
    const free = Math.min(...nights.map((n) => k.capacity - (taken?.get(n) ?? 0)));
    return free > 0 ? [{ ...k, free }] : [];
  });
}

/** Whether each stay (calendar days) fits now: every one of its nights has a free place. */
export async function staysFit(
  db: Db,
  timeZone: string,
  stays: readonly { checkIn: string; checkOut: string }[],
): Promise<boolean[]> {
  if (stays.length === 0) return [];
  const from = stays.map((s) => s.checkIn).sort()[0] as string;
  const to = stays
    .map((s) => addDays(s.checkOut, -1))
    .sort()
    .at(-1) as string;
  const state = await capacityState(db, timeZone, from, to);
  const places = placesOf(state.kennels);
  if (places === null) return stays.map(() => true);
  const { total } = countNights(state.stays, timeZone, from, to);
  return stays.map(
    (s) => fullNights(daysFrom(s.checkIn, addDays(s.checkOut, -1)), total, places).length === 0,
  );
}
