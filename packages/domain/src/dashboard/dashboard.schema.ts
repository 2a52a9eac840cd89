// The Today board's answer (docs/spec/product-spec.md §§3 "Dashboard result" and 9, rest-contract "Dashboard"):
// one overview computed on the server, shared by tRPC (`dashboard.overview`), REST
// (`GET /api/dashboard`, each item in its service's REST shape) and the screen. Each section
// carries the first items (the spec's caps) and its full count, so a client can say "and N more".
import { z } from 'zod';
import { registerMessages } from '../common/messages';
import { ZDaycareVisit } from '../daycare/daycare.schema';
import { ZGroomingBooking } from '../grooming/grooming.schema';
import { ZHotelBooking } from '../hotel/hotel.schema';
import { ZWaitlistEntry } from '../kennels/kennels.schema';
import { VET_UPCOMING_DAYS } from '../vet/vet.rules';
import { ZVetAppointment, ZVetAppointmentRest } from '../vet/vet.schema';

/** docs/spec/product-spec.md §8: what a total failure shows (and both APIs answer with a 503). */
export const DASHBOARD_MESSAGES_EN = {
  'dashboard.failed': 'Failed to load dashboard overview',
} as const;
registerMessages(DASHBOARD_MESSAGES_EN);

/** docs/spec/product-spec.md §9: display caps of the board. */
export const DASHBOARD_CAPS = {
  vetToday: 5,
  vetUpcoming: 5,
  daycareCheckedIn: 8,
  hotelUpcoming: 5,
  hotelCurrent: 8,
  groomingToday: 8,
  /** The desk's arrivals and departures, listed on the board with their actions (docs/domains/dashboard.md). */
  daycareExpected: 8,
  hotelArrivals: 8,
  hotelDepartures: 8,
} as const;

/** docs/spec/product-spec.md §9: the vet's 'upcoming' window, from now to 7 days ahead. */
export const VET_UPCOMING_WINDOW_DAYS = VET_UPCOMING_DAYS;

/** The icon and colour family of a to-do (the spec's three, and grooming). */
export const TODO_TYPES = ['vet', 'daycare', 'hotel', 'grooming'] as const;
export type TTodoType = (typeof TODO_TYPES)[number];

export const TODO_PRIORITIES = ['high', 'medium'] as const;
export type TTodoPriority = (typeof TODO_PRIORITIES)[number];

/**
 * Which rule made a to-do: the spec's four (vetToday, vetUpcoming, daycareCheckedIn,
 * hotelArrivalsToday), then the additions. The web translates a to-do from its kind and
 * count; REST answers the English title and description.
 */
export const TODO_KINDS = [
  'vetToday',
  'vetUpcoming',
  'daycareCheckedIn',
  'hotelArrivalsToday',
  'groomingToday',
  'hotelDeparturesToday',
  'daycareNoPackage',
  'daycarePackagesExpiring',
  'vetFollowUpsDue',
  'vaccinationsMissing',
  'hotelWaitlistFits',
] as const;
export type TTodoKind = (typeof TODO_KINDS)[number];

/**
 * To-dos about a staff account, shown to managers only (admin, manager) and never kept in the
 * shared board: 'failedLogins', an account with many failed logins in the last hour (SECURITY.md, "Login throttling").
 */
export const ACCOUNT_TODO_KINDS = ['failedLogins'] as const;
export type TAccountTodoKind = (typeof ACCOUNT_TODO_KINDS)[number];
/** The icon family of the account to-dos. */
export const ACCOUNT_TODO_TYPE = 'account';

export const ZDashboardTodo = z.object({
  /** Stable per kind and business day, e.g. 'vetToday-2026-11-25' (and account, for those). */
  id: z.string(),
  kind: z.enum([...TODO_KINDS, ...ACCOUNT_TODO_KINDS]),
  type: z.enum([...TODO_TYPES, ACCOUNT_TODO_TYPE]),
  priority: z.enum(TODO_PRIORITIES),
  /** How many records the to-do is about (the plural of its title). */
  count: z.number().int(),
  /** English, pluralised by count ('1 vet appointment today', '3 vet appointments today'). */
  title: z.string(),
  /** English. */
  description: z.string(),
  /** Where the to-do is dealt with: '/vet', '/daycare', '/hotel', '/grooming', ... */
  link: z.string(),
  /** The username an account to-do is about (absent on the others). */
  subject: z.string().optional(),
});
export type TDashboardTodo = z.infer<typeof ZDashboardTodo>;

/** The sections computed on their own; one that fails is answered empty and named in `failed`. */
export const DASHBOARD_SECTIONS = ['vet', 'daycare', 'hotel', 'grooming'] as const;
export type TDashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export const ZDashboardOverview = z.object({
  todos: z.array(ZDashboardTodo),
  vetAppointments: z.object({
    /** Today's appointments (business day), by time; first DASHBOARD_CAPS.vetToday. */
    today: z.array(ZVetAppointment),
    todayCount: z.number().int(),
    /** From now to 7 days ahead, after today, ascending; first DASHBOARD_CAPS.vetUpcoming. */
    upcoming: z.array(ZVetAppointment),
    upcomingCount: z.number().int(),
  }),
  daycare: z.object({
    /** Dogs checked in and not out; first DASHBOARD_CAPS.daycareCheckedIn. */
    checkedIn: z.array(ZDaycareVisit),
    checkedInCount: z.number().int(),
    /**
     * Issue 21: today's expected visits (pending) of dogs not here now, one per dog, booked first
     * first; first DASHBOARD_CAPS.daycareExpected.
     */
    expected: z.array(ZDaycareVisit),
    expectedCount: z.number().int(),
  }),
  hotel: z.object({
    /** Check-in day after today, soonest first; first DASHBOARD_CAPS.hotelUpcoming. */
    upcomingBookings: z.array(ZHotelBooking),
    upcomingBookingsCount: z.number().int(),
    /** Check-in day on or before today and check-out day on or after today; first DASHBOARD_CAPS.hotelCurrent. */
    currentCheckIns: z.array(ZHotelBooking),
    currentCheckInsCount: z.number().int(),
    /**
     * Issue 21: booked stays covering today, not checked in (the late first, then by dog name);
     * first DASHBOARD_CAPS.hotelArrivals.
     */
    arrivals: z.array(ZHotelBooking),
    arrivalsCount: z.number().int(),
    /**
     * Issue 21: guests still checked in on or after their check-out day (the overdue first, then
     * by dog name); first DASHBOARD_CAPS.hotelDepartures.
     */
    departures: z.array(ZHotelBooking),
    departuresCount: z.number().int(),
    /**
     * Issue 24: waitlist entries whose nights are all free now (a cancellation, a shortened stay),
     * soonest check-in first; first WAITLIST_BOARD_CAP. Absent from a board kept before the issue.
     */
    waitlistFits: z.array(ZWaitlistEntry).optional(),
    waitlistFitsCount: z.number().int().optional(),
  }),
  /** An addition: today's grooming book, by time; first DASHBOARD_CAPS.groomingToday. */
  grooming: z.object({
    today: z.array(ZGroomingBooking),
    todayCount: z.number().int(),
  }),
  /**
   * The dogs here or due today (daycare, hotel guests and arrivals, grooming still to do) that the
   * service's vaccination rule (warn or block) finds not covered for their days: the to-do's
   * list and the board's shields (docs/domains/vaccinations.md). Empty when the check failed.
   */
  vaccinationAlerts: z.array(
    z.object({
      dog: z.object({ _id: z.string(), name: z.string() }),
      service: z.enum(['daycare', 'hotel', 'grooming']),
      missing: z.array(z.string()),
    }),
  ),
  /** Sections whose loader failed (answered empty). All four failed: the screen's total failure. */
  failed: z.array(z.enum(DASHBOARD_SECTIONS)),
  /** The business day the board is for (YYYY-MM-DD, APP_TIMEZONE) and when it was computed. */
  day: z.string(),
  generatedAt: z.string(),
  /** APP_TIMEZONE: the zone the board's instants (check-in times, grooming times) are read in. */
  timeZone: z.string(),
});
export type TDashboardOverview = z.infer<typeof ZDashboardOverview>;

/**
 * What GET /api/dashboard answers (before ids become `_id`): the same, each item in its own
 * service's REST shape: vet appointments without `day`, as GET /api/vet/appointments answers.
 */
export const ZDashboardOverviewRest = ZDashboardOverview.extend({
  vetAppointments: z.object({
    today: z.array(ZVetAppointmentRest),
    todayCount: z.number().int(),
    upcoming: z.array(ZVetAppointmentRest),
    upcomingCount: z.number().int(),
  }),
});
export type TDashboardOverviewRest = z.infer<typeof ZDashboardOverviewRest>;
