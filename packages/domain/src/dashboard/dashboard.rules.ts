// The Today board's rules (docs/spec/product-spec.md §§2, 4 and 9; docs/domains/dashboard.md): the windows each section reads,
// what a section shows and what still needs doing, the caps, and the to-dos derived from the
// sections' counts. Pure: the server's modules read their tables with these windows and sort
// their rows with these predicates; the web reads the to-dos' kinds and counts.
//
// Decisions where the spec is silent (also in apps/server/src/modules/dashboard/README.md):
// - A section lists what is not cancelled; a to-do counts only what is still to do: a vet or
//   grooming appointment that is scheduled or in progress (a completed one is done, a cancelled
//   one will not happen), a hotel arrival not checked in yet, a departure not checked out yet.
// - An appointment earlier today (even one minute ago) is still today's and still to do while it
//   is scheduled or in progress: the dog may be in the waiting room.
// - Hotel 'current' is the spec's by dates (check-in day ≤ today ≤ check-out day), without the
//   guests already checked out (gone home), and with every guest still checked in whatever the
//   dates (a late departure or a forgotten check-out: the dog is still here). 'Upcoming' is a
//   booked stay checking in after today (one checked in early is current).
// - Hotel arrivals to do: booked stays covering today (arriving today, or late). Departures to
//   do: guests still checked in on or after their check-out day.
import { dayStartInstant, dayWindow, zonedParts } from '../common/zoned-time';
import { addDays, businessToday } from '../dogs/dog.rules';
import { isCurrentStay, isUpcomingStay, type TStayDays } from '../hotel/hotel.rules';
import { VET_UPCOMING_DAYS } from '../vet/vet.rules';
import {
  ACCOUNT_TODO_TYPE,
  type TDashboardTodo,
  type TTodoKind,
  type TTodoPriority,
  type TTodoType,
} from './dashboard.schema';

const DAY_MS = 86_400_000;

/** Vet follow-ups 'due this week': the follow-up day is today or one of the next 6 days. */
export const FOLLOW_UP_DUE_DAYS = 7;

// ---------------------------------------------------------------------------------------------
// Windows
// ---------------------------------------------------------------------------------------------

/** An instant range [from, to). */
export interface TInstantWindow {
  from: Date;
  to: Date;
}

export interface TDashboardWindows {
  /** The business day in APP_TIMEZONE (YYYY-MM-DD). */
  today: string;
  /** Today, midnight to midnight in the business zone. */
  todayWindow: TInstantWindow;
  /** Vet 'upcoming': after today, up to and including now + 7 days (docs/spec/product-spec.md §9). */
  vetUpcoming: TInstantWindow;
  /** Follow-ups due: the business days [from, to) (today and the next 6). */
  followUpDays: { from: string; to: string };
}

/** Every window of the board at `now` in `timeZone`. */
export function dashboardWindows(now: Date, timeZone: string): TDashboardWindows {
  const today = businessToday(timeZone, now);
  const { start, end } = dayWindow(timeZone, today);
  return {
    today,
    todayWindow: { from: start, to: end },
    // The day after today starts exactly where today ends; + 1 ms makes now + 7 days itself in.
    vetUpcoming: { from: end, to: new Date(now.getTime() + VET_UPCOMING_DAYS * DAY_MS + 1) },
    followUpDays: { from: today, to: addDays(today, FOLLOW_UP_DUE_DAYS) },
  };
}

/** The instants the follow-up days cover (a follow-up date is stored as its day's start). */
export function followUpInstants(windows: TDashboardWindows, timeZone: string): TInstantWindow {
  return {
    from: dayStartInstant(timeZone, windows.followUpDays.from),
    to: dayStartInstant(timeZone, windows.followUpDays.to),
  };
}

const inWindow = (at: Date | string, w: TInstantWindow) => {
  const ms = at instanceof Date ? at.getTime() : Date.parse(at);
  return ms >= w.from.getTime() && ms < w.to.getTime();
};

/** Which vet list an appointment at `at` belongs to: today's, upcoming, or neither. */
export function vetBoardWindow(at: Date | string, windows: TDashboardWindows): 'today' | 'upcoming' | null {
  if (inWindow(at, windows.todayWindow)) return 'today';
  if (inWindow(at, windows.vetUpcoming)) return 'upcoming';
  return null;
}

// ---------------------------------------------------------------------------------------------
// What a section shows, what is still to do
// ---------------------------------------------------------------------------------------------

/** Statuses vet and grooming appointments share. */
export type TBoardAppointmentStatus = 'scheduled' | 'in-progress' | 'completed' | 'cancelled';

/** A section lists what will happen or happened: everything but a cancelled appointment. */
export const isShownOnBoard = (status: TBoardAppointmentStatus): boolean => status !== 'cancelled';

/** A to-do counts what still needs someone: scheduled or in progress. */
export const isStillToDo = (status: TBoardAppointmentStatus): boolean =>
  status === 'scheduled' || status === 'in-progress';

/** Where a hotel stay stands on the board (see the decisions above). */
export function boardStayPhase(stay: TStayDays, today: string): 'current' | 'upcoming' | null {
  if (stay.status === 'checked-in') return 'current';
  if (stay.status !== 'booked') return null;
  if (isCurrentStay(stay, today)) return 'current';
  if (isUpcomingStay(stay, today)) return 'upcoming';
  return null;
}

/** A booked stay covering today: the guest arrives today (or is late) and is not checked in. */
export const isArrivalDue = (stay: TStayDays, today: string): boolean =>
  stay.status === 'booked' && isCurrentStay(stay, today);

/** A guest still checked in on or after its check-out day. */
export const isDepartureDue = (stay: TStayDays, today: string): boolean =>
  stay.status === 'checked-in' && stay.checkOutDay <= today;

/** The business day a follow-up date (stored as its day's start) stands for. */
export const followUpDayOfInstant = (at: Date | string, timeZone: string): string =>
  zonedParts(at instanceof Date ? at : new Date(at), timeZone).day;

/**
 * A follow-up the desk should arrange this week: asked for in the exam, due on one of the
 * follow-up days, the appointment not cancelled, and the dog not booked again since (`rebooked`:
 * the dog has a later appointment that is not cancelled, which is the follow-up).
 */
export function isFollowUpDue(
  a: {
    followUpRequired: boolean;
    followUpDay: string | null;
    status: TBoardAppointmentStatus;
    rebooked: boolean;
  },
  windows: Pick<TDashboardWindows, 'followUpDays'>,
): boolean {
  const { from, to } = windows.followUpDays;
  return (
    a.followUpRequired &&
    a.followUpDay !== null &&
    a.followUpDay >= from &&
    a.followUpDay < to &&
    a.status !== 'cancelled' &&
    !a.rebooked
  );
}

// ---------------------------------------------------------------------------------------------
// Caps (docs/spec/product-spec.md §9): the first items and the full count, so a client can say "and N more"
// ---------------------------------------------------------------------------------------------

export function capped<T>(items: readonly T[], cap: number): { items: T[]; count: number } {
  return { items: items.slice(0, Math.max(0, cap)), count: items.length };
}

/** How many a capped section leaves out ("and N more"); 0 when all are shown. */
export const moreThanShown = (shown: number, count: number): number => Math.max(0, count - shown);

// ---------------------------------------------------------------------------------------------
// To-dos
// ---------------------------------------------------------------------------------------------

export interface TTodoRule {
  type: TTodoType;
  priority: TTodoPriority;
  link: string;
  /** English, by count (1 or any other number). */
  title: { one: string; other: string };
  description: string;
}

/**
 * One rule per kind, most urgent first: what must be done today at a given moment (the spec's
 * two highs, then the same kind of work of the other services and the day's charge at pick-up),
 * then what can wait for a quiet moment (the spec's two mediums, then the additions).
 */
export const TODO_RULES: Readonly<Record<TTodoKind, TTodoRule>> = {
  vetToday: {
    type: 'vet',
    priority: 'high',
    link: '/vet',
    title: { one: '{count} vet appointment today', other: '{count} vet appointments today' },
    description: 'Scheduled or in progress, still to be seen today.',
  },
  hotelArrivalsToday: {
    type: 'hotel',
    priority: 'high',
    link: '/hotel',
    title: { one: '{count} hotel check-in today', other: '{count} hotel check-ins today' },
    description: 'Guests due today (or late) who are not checked in yet.',
  },
  hotelDeparturesToday: {
    type: 'hotel',
    priority: 'high',
    link: '/hotel',
    title: { one: '{count} hotel check-out today', other: '{count} hotel check-outs today' },
    description: 'Guests due to leave today (or overdue) who are still checked in.',
  },
  groomingToday: {
    type: 'grooming',
    priority: 'high',
    link: '/grooming',
    title: { one: '{count} grooming appointment today', other: '{count} grooming appointments today' },
    description: 'Scheduled or in progress, still to be finished today.',
  },
  vaccinationsMissing: {
    type: 'vet',
    priority: 'high',
    link: '/vaccinations',
    title: {
      one: '{count} dog here today without its vaccinations',
      other: '{count} dogs here today without their vaccinations',
    },
    description:
      'Here or due today, and not covered for a required disease: ask the owner or book at our vet.',
  },
  daycareNoPackage: {
    type: 'daycare',
    priority: 'high',
    link: '/daycare',
    title: {
      one: '{count} dog in daycare without a package',
      other: '{count} dogs in daycare without a package',
    },
    description: 'Charge the day at pick-up or sell a package.',
  },
  daycareCheckedIn: {
    type: 'daycare',
    priority: 'medium',
    link: '/daycare',
    title: {
      one: '{count} dog still checked in at daycare',
      other: '{count} dogs still checked in at daycare',
    },
    description: 'Check each dog out when it is picked up.',
  },
  daycarePackagesExpiring: {
    type: 'daycare',
    priority: 'medium',
    link: '/daycare',
    title: { one: '{count} daycare package running out', other: '{count} daycare packages running out' },
    description: 'Dogs here today whose package pays for 3 days or fewer: tell the owner at pick-up.',
  },
  vetUpcoming: {
    type: 'vet',
    priority: 'medium',
    link: '/vet',
    title: { one: '{count} upcoming vet appointment', other: '{count} upcoming vet appointments' },
    description: 'Booked after today, within the next 7 days.',
  },
  vetFollowUpsDue: {
    type: 'vet',
    priority: 'medium',
    link: '/vet',
    title: { one: '{count} vet follow-up due this week', other: '{count} vet follow-ups due this week' },
    description: 'Asked for in an exam and not booked yet: call the owner.',
  },
  hotelWaitlistFits: {
    type: 'hotel',
    priority: 'medium',
    link: '/hotel',
    title: {
      one: '{count} waitlisted stay now fits',
      other: '{count} waitlisted stays now fit',
    },
    description: 'Nights freed up: book them from the waitlist in one step.',
  },
};

/** The kinds, most urgent first (high before medium; within a priority, the rules' order). */
export const TODO_ORDER: readonly TTodoKind[] = (Object.keys(TODO_RULES) as TTodoKind[]).sort(
  (a, b) => priorityRank(TODO_RULES[a].priority) - priorityRank(TODO_RULES[b].priority),
);

function priorityRank(priority: TTodoPriority): number {
  return priority === 'high' ? 0 : 1;
}

/** The English title of a to-do, pluralised by count. */
export function todoTitle(kind: TTodoKind, count: number): string {
  const { one, other } = TODO_RULES[kind].title;
  return (count === 1 ? one : other).replace('{count}', String(count));
}

/** How many records each rule is about; a kind left out (its section failed) makes no to-do. */
export type TTodoCounts = Partial<Record<TTodoKind, number>>;

/**
 * The to-dos of the board: one per kind whose count is above 0, most urgent first, each with its
 * English title and description (REST answers them; the web translates kind and count). The id
 * is stable per kind and business day, so a client can remember one it dismissed.
 */
export function deriveTodos(counts: TTodoCounts, day: string): TDashboardTodo[] {
  const out: TDashboardTodo[] = [];
  for (const kind of TODO_ORDER) {
    const count = counts[kind] ?? 0;
    if (!(count > 0)) continue;
    const rule = TODO_RULES[kind];
    out.push({
      id: `${kind}-${day}`,
      kind,
      type: rule.type,
      priority: rule.priority,
      count,
      title: todoTitle(kind, count),
      description: rule.description,
      link: rule.link,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Account to-dos (managers only; added to a manager's board, never kept in the shared one)
// ---------------------------------------------------------------------------------------------

/** The failed-logins to-do: its English texts ('{user}' is the account's username). */
export const FAILED_LOGINS_TODO = {
  title: {
    one: '{count} failed login on {user} in the last hour',
    other: '{count} failed logins on {user} in the last hour',
  },
  description:
    'Someone may be guessing this password. Logins from the addresses it used recently still work; change the password if it was not them.',
  link: '/users',
} as const;

/**
 * One high to-do per account with at least `threshold` failed logins in the last hour (a typo or
 * two is no news), most failures first; the id is stable per account and business day.
 */
export function failedLoginTodos(
  accounts: readonly { userId: string; username: string; count: number }[],
  day: string,
  threshold: number,
): TDashboardTodo[] {
  return accounts
    .filter((a) => a.count >= threshold)
    .sort((a, b) => b.count - a.count || a.username.localeCompare(b.username))
    .map((a) => ({
      id: `failedLogins-${a.userId}-${day}`,
      kind: 'failedLogins' as const,
      type: ACCOUNT_TODO_TYPE,
      priority: 'high' as const,
      count: a.count,
      title: (a.count === 1 ? FAILED_LOGINS_TODO.title.one : FAILED_LOGINS_TODO.title.other)
        .replace('{count}', String(a.count))
        .replace('{user}', a.username),
      description: FAILED_LOGINS_TODO.description,
      link: FAILED_LOGINS_TODO.link,
      subject: a.username,
    }));
}
