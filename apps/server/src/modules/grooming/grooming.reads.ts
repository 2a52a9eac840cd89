// Grooming bookings, the reads: one booking, today's and the next 4 days' (the Overview, and
// the REST today/upcoming lists), a dog's, the day view per groomer, the groomer picker and the
// form's dog picker. All Bookings (paged, searched) and the full REST list are in bookings.list.ts.
//
// "Today" and "the next 4 days" are business days in APP_TIMEZONE: a day's bookings are those
// whose start falls between the instants that day starts and the next one starts there, a range
// of grooming_bookings_appointment_idx.
import {
  addDays,
  dayStartInstant,
  dayWindow,
  dogAgeYears,
  GROOMER_ACTIVE_DAYS,
  GROOMER_AHEAD_DAYS,
  groomingUpcomingDays,
  isId,
  roundYears,
  sizeTag,
  type TGroomer,
  type TGroomingBooking,
  type TGroomingDay,
  type TGroomingDayInput,
  type TGroomingDogOption,
  type TGroomingDogOptionsInput,
  type TGroomingOverview,
  ZGroomingDayInput,
  ZGroomingDogOptionsInput,
  zonedParts,
} from '@pawdesk/domain';
import { nameKey } from '../../db/collation';
import { DOG_OWNER_REFS_SQL, type DogOwnerRef, dogListWhere, dogOwnerRefs } from '../../db/dog-refs';
import { Prisma } from '../../db/prisma';
import { searchIsSelective } from '../../db/search-text';
import { DomainError } from '../../errors/domain-error';
import { type GroomingContext, todayOf } from './grooming.context';
import { EARLIEST_FIRST, selectBookings } from './grooming.dto';
import { countAllBookings } from './grooming.list';

const bookingNotFound = () => new DomainError('NOT_FOUND', 'grooming.bookingNotFound');

/** Bookings starting on the business days [from, to) (both YYYY-MM-DD). */
function daysWhere(ctx: GroomingContext, from: string, to: string): Prisma.Sql {
  return Prisma.sql`b.appointment_date >= ${dayStartInstant(ctx.timeZone, from)}
                AND b.appointment_date < ${dayStartInstant(ctx.timeZone, to)}`;
}

export async function getBooking(ctx: GroomingContext, id: string): Promise<TGroomingBooking> {
  if (!isId(id)) throw bookingNotFound();
  const [booking] = await selectBookings(ctx.prisma, todayOf(ctx), Prisma.sql`b.id = ${id}::uuid`);
  if (!booking) throw bookingNotFound();
  return booking;
}

/**
 * Today's bookings, every status, earliest first (GET /api/grooming/today, the Overview; the
 * dashboard's grooming part will call this too).
 */
export function listTodayBookings(ctx: GroomingContext): Promise<TGroomingBooking[]> {
  const today = todayOf(ctx);
  return selectBookings(ctx.prisma, today, daysWhere(ctx, today, addDays(today, 1)), {
    order: EARLIEST_FIRST,
  });
}

/** The next 4 days after today, every status, earliest first (GET /api/grooming/upcoming). */
export function listUpcomingBookings(ctx: GroomingContext): Promise<TGroomingBooking[]> {
  const today = todayOf(ctx);
  const days = groomingUpcomingDays(today);
  const last = days[days.length - 1] ?? today;
  return selectBookings(ctx.prisma, today, daysWhere(ctx, addDays(today, 1), addDays(last, 1)), {
    order: EARLIEST_FIRST,
  });
}

/** A dog's bookings, newest first (GET /api/grooming/dog/{id}); an unknown dog is a 404. */
export async function listDogBookings(ctx: GroomingContext, dogId: string): Promise<TGroomingBooking[]> {
  const dogNotFound = () => new DomainError('NOT_FOUND', 'grooming.dogNotFound');
  if (!isId(dogId)) throw dogNotFound();
  const [bookings, dog] = await Promise.all([
    selectBookings(ctx.prisma, todayOf(ctx), Prisma.sql`b.dog_id = ${dogId}::uuid`),
    ctx.prisma.dog.findUnique({ where: { id: dogId }, select: { id: true } }),
  ]);
  if (!dog) throw dogNotFound();
  return bookings;
}

const holdsTime = (b: TGroomingBooking) => b.status !== 'cancelled';

/**
 * The Overview: today's bookings and the next 4 days' (two ranges read at once, split by business
 * day), the figures (appointments today and upcoming that are not cancelled, and every booking,
 * counted at the same time).
 */
export async function groomingOverview(ctx: GroomingContext): Promise<TGroomingOverview> {
  const today = todayOf(ctx);
  const days = groomingUpcomingDays(today);
  const end = addDays(days[days.length - 1] ?? today, 1);
  // Two halves of the range on two connections at once (each day's rows are a range of the
  // appointment index): the answer's latency is about half the work.
  const middle = days[1] ?? end;
  const [first, second, total] = await Promise.all([
    selectBookings(ctx.prisma, today, daysWhere(ctx, today, middle), { order: EARLIEST_FIRST }),
    selectBookings(ctx.prisma, today, daysWhere(ctx, middle, end), { order: EARLIEST_FIRST }),
    countAllBookings(ctx),
  ]);
  const bookings = [...first, ...second];
  const byDay = new Map<string, TGroomingBooking[]>([today, ...days].map((day) => [day, []]));
  for (const booking of bookings) {
    byDay.get(zonedParts(new Date(booking.appointmentDate), ctx.timeZone).day)?.push(booking);
  }
  const todayBookings = byDay.get(today) ?? [];
  const upcoming = days.map((day) => ({ day, bookings: byDay.get(day) ?? [] }));
  return {
    today,
    timeZone: ctx.timeZone,
    figures: {
      today: todayBookings.filter(holdsTime).length,
      upcoming: upcoming.reduce((n, d) => n + d.bookings.filter(holdsTime).length, 0),
      total,
    },
    todayBookings,
    upcoming,
  };
}

const GROOMER_COLUMNS = Prisma.sql`u.id::text AS id, u.username, u.name`;
const GROOMER_ORDER = Prisma.sql`${nameKey('coalesce(u.name, u.username)')}, u.id`;

/** Every staff user, as the groomer picker shows them: id, username and name, never more. */
export function listGroomers(ctx: GroomingContext): Promise<TGroomer[]> {
  return ctx.prisma.$queryRaw<TGroomer[]>`
    SELECT ${GROOMER_COLUMNS} FROM users u ORDER BY ${GROOMER_ORDER}`;
}

/**
 * The day view: the day's bookings that hold time (not cancelled; an appointment that started
 * the evening before and runs past midnight is included), and the salon's groomers: users with a
 * booking from 90 days ago to 30 days ahead, or on this day, so a groomer with a free day still
 * has a column. Unassigned bookings are in the list with `groomer: null`.
 */
export async function groomingDay(ctx: GroomingContext, raw: TGroomingDayInput): Promise<TGroomingDay> {
  const input = ZGroomingDayInput.parse(raw);
  const today = todayOf(ctx);
  const day = input.day ?? today;
  const { start, end } = dayWindow(ctx.timeZone, day);
  // The longest appointment is 8 hours: one that overlaps the day starts at most that long before it.
  const earliest = new Date(start.getTime() - 8 * 3_600_000);
  const since = dayStartInstant(ctx.timeZone, addDays(today, -GROOMER_ACTIVE_DAYS));
  const until = dayStartInstant(ctx.timeZone, addDays(today, GROOMER_AHEAD_DAYS));
  // Two ranges of the appointment index, united (one condition with OR made the planner probe
  // every user's bookings: 16 ms instead of 2.6).
  const [bookings, groomers] = await Promise.all([
    selectBookings(
      ctx.prisma,
      today,
      Prisma.sql`b.appointment_date >= ${earliest} AND b.appointment_date < ${end}
                 AND grooming_slot(b.appointment_date, b.duration_minutes) && tstzrange(${start}, ${end}, '[)')
                 AND b.status <> 'cancelled'`,
      { order: EARLIEST_FIRST },
    ),
    ctx.prisma.$queryRaw<TGroomer[]>`
      SELECT ${GROOMER_COLUMNS} FROM users u
       WHERE u.id IN (SELECT b.groomer_id FROM grooming_bookings b
                       WHERE b.appointment_date >= ${since} AND b.appointment_date < ${until}
                         AND b.groomer_id IS NOT NULL
                      UNION
                      SELECT b.groomer_id FROM grooming_bookings b
                       WHERE b.appointment_date >= ${earliest} AND b.appointment_date < ${end}
                         AND b.groomer_id IS NOT NULL)
       ORDER BY ${GROOMER_ORDER}`,
  ]);
  return { day, timeZone: ctx.timeZone, groomers, bookings };
}

interface DogOptionRow {
  id: string;
  name: string;
  breed: string;
  age: number | null;
  birth: string | null;
  weight: number | null;
  owners: DogOwnerRef[] | null;
}

/**
 * The form's dog picker: at most `limit` dogs matching the search (name, breed or owner), by
 * name, each with what picking it fills in (the first owner's phone, the weight) and shows (breed,
 * age, size tag, owners). As dogs.options: a selective word collects the matches first through
 * the trigram index; otherwise the name index is walked.
 */
export async function groomingDogOptions(
  ctx: GroomingContext,
  raw: TGroomingDogOptionsInput,
): Promise<TGroomingDogOption[]> {
  const input = ZGroomingDogOptionsInput.parse(raw);
  const select = Prisma.sql`SELECT d.id, d.name FROM dogs d WHERE ${dogListWhere({ search: input.search })}`;
  const matches = searchIsSelective(input.search)
    ? Prisma.sql`m AS MATERIALIZED (${select})`
    : Prisma.sql`m AS (${select})`;
  const rows = await ctx.prisma.$queryRaw<DogOptionRow[]>`
    WITH ${matches},
         page AS (SELECT m.id FROM m ORDER BY ${nameKey('m.name')}, m.id LIMIT ${input.limit})
    SELECT d.id::text AS id, d.name, d.breed, d.age, to_char(d.date_of_birth, 'YYYY-MM-DD') AS birth, d.weight,
           ${DOG_OWNER_REFS_SQL} AS owners
      FROM page JOIN dogs d ON d.id = page.id
     ORDER BY ${nameKey('d.name')}, d.id`;
  const today = todayOf(ctx);
  return rows.map((row) => {
    const years = dogAgeYears({ age: row.age, dateOfBirth: row.birth }, today);
    return {
      id: row.id,
      name: row.name,
      breed: row.breed,
      age: years === null ? null : roundYears(years),
      weight: row.weight,
      size: sizeTag(row.weight),
      owners: dogOwnerRefs(row.owners),
    };
  });
}
