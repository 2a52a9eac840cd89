// Grooming bookings, the reads: one booking, today's and the next 4 days' (the REST today and
// upcoming lists), a dog's, the day view per groomer, the groomer picker, the form's dog picker,
// and All Bookings (search by dog name, owner name or phone, a status filter, newest first, pages
// with the total). The full REST list is grooming.stream.ts. Plans, measured with 60,000 bookings
// and 50,000 dogs, are in docs/domains/grooming.md.
//
// "Today" and "the next 4 days" are business days in APP_TIMEZONE: a day's bookings are those
// whose start falls between the instants that day starts and the next one starts there, a range
// of grooming_bookings_appointment_idx.
import {
  addDays,
  dayStartInstant,
  dayWindow,
  digitsOf,
  dogAgeYears,
  dogThumbnailUrl,
  GROOMER_ACTIVE_DAYS,
  GROOMER_AHEAD_DAYS,
  groomingUpcomingDays,
  isId,
  isPhoneSearch,
  roundYears,
  searchTokens,
  sizeTag,
  type TGroomer,
  type TGroomerOption,
  type TGroomingBooking,
  type TGroomingDay,
  type TGroomingDayInput,
  type TGroomingDogOption,
  type TGroomingDogOptionsInput,
  type TGroomingListInput,
  type TGroomingPage,
  ZGroomingDayInput,
  ZGroomingDogOptionsInput,
  ZGroomingListInput,
} from '@pawdesk/domain';
import { nameKey } from '../../db/collation';
import { dogOptionsPage, PAGE_ORDER } from '../../db/dog-options';
import { DOG_OWNER_REFS_SQL, type DogOwnerRef, dogOwnerRefs } from '../../db/dog-refs';
import { Prisma } from '../../db/prisma';
import { searchIsSelective, searchTextWhere } from '../../db/search-text';
import { DomainError } from '../../errors/domain-error';
import { cheapWalk, type IndexRead, walkToPage, walkWithTotal } from '../../lib/index-walk';
import { listPage, pageCountOf } from '../../lib/paging';
import { type GroomingContext, todayOf } from './grooming.context';
import {
  BOOKING_COLUMNS,
  BOOKING_JOINS,
  type BookingRow,
  EARLIEST_FIRST,
  NEWEST_FIRST,
  selectBookings,
  toBookingDto,
} from './grooming.dto';

const bookingNotFound = () => new DomainError('NOT_FOUND', 'grooming.bookingNotFound');

/** Bookings starting on the business days [from, to) (both YYYY-MM-DD). */
export function daysWhere(ctx: GroomingContext, from: string, to: string): Prisma.Sql {
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

export const holdsTime = (b: TGroomingBooking) => b.status !== 'cancelled';

const GROOMER_COLUMNS = Prisma.sql`u.id::text AS id, u.username, u.name`;

const GROOMER_ORDER = Prisma.sql`${nameKey('coalesce(u.name, u.username)')}, u.id`;

/**
 * The groomer picker: the users with the groomer role (every account that exists is active), as
 * the picker shows them: id and name, never more. A booking still takes any staff user as its
 * groomer (docs/contract/rest-contract-business.md), so older integrations keep working.
 */
export function listGroomers(ctx: GroomingContext): Promise<TGroomerOption[]> {
  return ctx.prisma.$queryRaw<TGroomerOption[]>`
    SELECT u.id::text AS id, u.name FROM users u WHERE u.role = 'groomer' ORDER BY ${GROOMER_ORDER}`;
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
  picture: string | null;
  rank: number;
  owners: DogOwnerRef[] | null;
}

/**
 * The form's dog picker: at most `limit` dogs matching the search (name, breed or owner), those
 * with an appointment today (scheduled or in progress) first, then by name (db/dog-options.ts),
 * each with what picking it fills in (the first owner's phone, the weight) and shows (breed,
 * age, size tag, owners, thumbnail).
 */
export async function groomingDogOptions(
  ctx: GroomingContext,
  raw: TGroomingDogOptionsInput,
): Promise<TGroomingDogOption[]> {
  const input = ZGroomingDogOptionsInput.parse(raw);
  const today = todayOf(ctx);
  const { start, end } = dayWindow(ctx.timeZone, today);
  const expected = Prisma.sql`
    SELECT b.dog_id, 1 AS rank FROM grooming_bookings b
     WHERE b.appointment_date >= ${start} AND b.appointment_date < ${end}
       AND b.status IN ('scheduled'::"AppointmentStatus", 'in-progress'::"AppointmentStatus")`;
  const rows = await ctx.prisma.$queryRaw<DogOptionRow[]>`
    WITH ${dogOptionsPage({ search: input.search, limit: input.limit, expected })}
    SELECT d.id::text AS id, d.name, d.breed, d.age, to_char(d.date_of_birth, 'YYYY-MM-DD') AS birth, d.weight,
           d.picture, page.rank, ${DOG_OWNER_REFS_SQL} AS owners
      FROM page JOIN dogs d ON d.id = page.id
     ORDER BY ${PAGE_ORDER}`;
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
      thumbnailUrl: dogThumbnailUrl(row.picture),
      expected: row.rank > 0,
    };
  });
}

/** Oldest first, the exact reverse of NEWEST_FIRST: a deep page is read from the oldest end. */
const OLDEST_FIRST = Prisma.sql`b.appointment_date ASC, b.id ASC`;

/**
 * A page of All Bookings. Two plans:
 * - a dog word of 3+ characters (the trigram index on dogs.search_text can look it up): the
 *   matching dogs first, then each one's bookings through grooming_bookings_dog_appointment_idx
 *   (a LATERAL subquery with OFFSET 0, so the planner cannot turn it into a scan of every
 *   booking hashed against the dogs: 6 ms instead of 36 for 627 dogs), counted and sorted for the
 *   page in one statement;
 * - otherwise (no search, a phone number, only 1–2 letter words, a status alone): walk
 *   grooming_bookings_appointment_idx (or the status index) backwards until the page is full,
 *   while the total is counted on another connection (kept a few seconds, see below). A phone
 *   search filters on the digits of the booking's phone, which its trigram index can answer
 *   when the planner finds that cheaper than walking.
 * A page past the end answers the last page.
 */
export async function listBookings(ctx: GroomingContext, raw: TGroomingListInput): Promise<TGroomingPage> {
  const input = ZGroomingListInput.parse(raw);
  const size = input.pageSize;
  const today = todayOf(ctx);
  const phone = isPhoneSearch(input.search) ? digitsOf(input.search ?? '') : null;
  const filters: Prisma.Sql[] = [];
  if (input.status) filters.push(Prisma.sql`b.status = ${input.status}::"AppointmentStatus"`);
  if (phone) filters.push(Prisma.sql`regexp_replace(b.owner_phone, '[^0-9]', '', 'g') LIKE ${`%${phone}%`}`);
  const bookingWhere = filters.length > 0 ? Prisma.join(filters, ' AND ') : Prisma.sql`TRUE`;
  const words = phone ? [] : searchTextWhere(Prisma.sql`d.search_text`, input.search);
  const dogWhere = words.length > 0 ? Prisma.join(words, ' AND ') : null;
  const answer = (rows: BookingRow[], total: number, page: number): TGroomingPage =>
    listPage(
      rows.map((row) => toBookingDto(row, today)),
      total,
      page,
      size,
    );
  const lastPage = (total: number) => pageCountOf(total, size);

  const from = dogWhere
    ? Prisma.sql`grooming_bookings b JOIN dogs d ON d.id = b.dog_id WHERE ${dogWhere} AND ${bookingWhere}`
    : Prisma.sql`grooming_bookings b WHERE ${bookingWhere}`;
  const read: IndexRead<BookingRow> = (end, limit, offset) =>
    ctx.prisma.$queryRaw<BookingRow[]>`
      WITH page AS (SELECT b.id FROM ${from} ORDER BY ${end === 'newest' ? NEWEST_FIRST : OLDEST_FIRST}
                    LIMIT ${limit} OFFSET ${offset})
      SELECT ${BOOKING_COLUMNS} FROM page pg JOIN grooming_bookings b ON b.id = pg.id ${BOOKING_JOINS}
       ORDER BY ${NEWEST_FIRST}`;
  const key = JSON.stringify([phone ?? searchTokens(input.search), input.status ?? null]);
  // Totals kept a few seconds (ctx.bookingCounts): those that need a scan (no search, a status
  // alone, a phone number, 1–2 letter words), and those of selective searches with the share of
  // all bookings they match. Any write to bookings or dogs forgets them.
  const since = ctx.bookingCounts.mark();
  const recentCount = (k: string) => ctx.bookingCounts.peek(k);
  const remember = (k: string, total: number, share: number | null = null) =>
    ctx.bookingCounts.put(k, { total, share }, since);

  if (dogWhere && searchIsSelective(input.search)) {
    // Counted a moment ago, and matching many bookings (a breed, a common name): walking the
    // index to the page reads about (rows skipped) / (share matched) entries, fewer than
    // collecting every match.
    const walk = cheapWalk(recentCount(key), input.page, size);
    if (walk) return answer(await walkToPage(read, walk.page, size, walk.total), walk.total, walk.page);
    const pageOf = (page: number) =>
      ctx.prisma.$queryRaw<(BookingRow & { total: number; rows: number })[]>`
        WITH md AS MATERIALIZED (SELECT d.id FROM dogs d WHERE ${dogWhere}),
             m AS MATERIALIZED (
               SELECT x.id, x.appointment_date FROM md
                 JOIN LATERAL (SELECT b.id, b.appointment_date FROM grooming_bookings b
                                WHERE b.dog_id = md.id AND ${bookingWhere} OFFSET 0) x ON TRUE),
             page AS (SELECT m.id FROM m ORDER BY m.appointment_date DESC, m.id DESC
                       LIMIT ${size} OFFSET ${(page - 1) * size})
        SELECT ${BOOKING_COLUMNS}, (SELECT count(*)::int FROM m) AS total,
               (SELECT reltuples::float8 FROM pg_class WHERE oid = 'grooming_bookings'::regclass) AS rows
          FROM page pg JOIN grooming_bookings b ON b.id = pg.id ${BOOKING_JOINS}
         ORDER BY ${NEWEST_FIRST}`;
    const rows = await pageOf(input.page);
    const first = rows[0];
    if (first) remember(key, first.total, first.rows > 0 ? first.total / first.rows : null);
    if (rows.length > 0 || input.page === 1) return answer(rows, first?.total ?? 0, input.page);
    // Past the last page: count, and answer the last page.
    const [counted] = await ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM grooming_bookings b JOIN dogs d ON d.id = b.dog_id
       WHERE ${dogWhere} AND ${bookingWhere}`;
    const total = counted?.total ?? 0;
    const last = lastPage(total);
    return answer(total === 0 ? [] : await pageOf(last), total, last);
  }

  const count = async () => {
    const [counted] = await ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM ${from}`;
    const total = counted?.total ?? 0;
    remember(key, total);
    return total;
  };
  const { rows, total, page } = await walkWithTotal(read, input.page, size, recentCount(key), count);
  return answer(rows, total, page);
}

/** Every booking, counted (the Overview's total), kept like the list's totals. */
export async function countAllBookings(ctx: GroomingContext): Promise<number> {
  const kept = await ctx.bookingCounts.get(JSON.stringify([[], null]), async () => {
    const [counted] = await ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM grooming_bookings`;
    return { total: counted?.total ?? 0, share: null };
  });
  return kept.total;
}
