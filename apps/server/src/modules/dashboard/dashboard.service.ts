// The Today board (docs/domains/dashboard.md; docs/spec/product-spec.md §§2, 3, 4, 8 and 9): one overview computed on the
// server by asking each domain's module for its part, with the spec's windows and caps, and the
// to-dos derived from the parts' counts (dashboard.rules.ts). Each section is computed on its own:
// one that throws is answered empty, named in `failed` and logged, and the others still answer
// (the spec's loaders); when all four fail the board answers 503 'Failed to load dashboard
// overview'. The answer is the same for every user, so it is kept a moment per app
// (dashboard.cache.ts). Decisions and plans: ./README.md.
import {
  canManageUsers,
  DASHBOARD_CAPS,
  DASHBOARD_SECTIONS,
  dashboardWindows,
  deriveTodos,
  failedLoginTodos,
  type TDashboardOverview,
  type TDashboardOverviewRest,
  type TDashboardSection,
  type TDashboardTodo,
  type TTodoCounts,
} from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import { compareNames } from '../../db/collation';
import { DomainError } from '../../errors/domain-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../errors/prisma-errors';
import type { ServiceContext } from '../../lib/context';
import { daycareBoard, daycareContext } from '../daycare';
import { groomingBoard, groomingContext } from '../grooming';
import { hotelBoard, hotelContext, waitlistBoard } from '../hotel';
import { serviceAlerts, type VaccinationCheck } from '../vaccinations';
import { restAppointment, vetContext, vetFollowUpsDue, vetToday, vetUpcoming } from '../vet';

/** The part of a pino/Fastify logger the board writes to (a failed section is an error line). */
export interface DashboardLog {
  error: (details: Record<string, unknown>, message: string) => void;
  warn: (details: Record<string, unknown>, message: string) => void;
}

export interface DashboardRequest {
  deps: AppDeps;
  svc: ServiceContext;
  log: DashboardLog;
  /** The board's clock (tests pin it); every section reads the same instant. */
  now?: () => Date;
}

type Sections = Pick<TDashboardOverview, 'vetAppointments' | 'daycare' | 'hotel' | 'grooming'>;
interface SectionAnswer<K extends keyof Sections> {
  part: Sections[K];
  counts: TTodoCounts;
  /** The dogs here or due today for the section's service, with their days (vaccination check). */
  due?: (VaccinationCheck & { dogName: string })[];
}

/** What a failed section answers. */
const EMPTY: Sections = {
  vetAppointments: { today: [], todayCount: 0, upcoming: [], upcomingCount: 0 },
  daycare: { checkedIn: [], checkedInCount: 0, expected: [], expectedCount: 0 },
  hotel: {
    upcomingBookings: [],
    upcomingBookingsCount: 0,
    currentCheckIns: [],
    currentCheckInsCount: 0,
    arrivals: [],
    arrivalsCount: 0,
    departures: [],
    departuresCount: 0,
  },
  grooming: { today: [], todayCount: 0 },
};

const SECTION_KEY = {
  vet: 'vetAppointments',
  daycare: 'daycare',
  hotel: 'hotel',
  grooming: 'grooming',
} as const satisfies Record<TDashboardSection, keyof Sections>;

/** The later of two calendar days (YYYY-MM-DD compare as text). */
const laterDay = (a: string, b: string) => (a < b ? b : a);

/** Each section asks its domain's module, with that module's own context and the board's clock. */
function sectionLoaders(req: DashboardRequest, now: () => Date) {
  const { deps, svc } = req;
  const { today } = dashboardWindows(now(), deps.env.timeZone);
  return {
    vet: async (): Promise<SectionAnswer<'vetAppointments'>> => {
      const ctx = { ...vetContext(svc, deps, req.log), now };
      const [today, upcoming, followUps] = await Promise.all([
        vetToday(ctx, DASHBOARD_CAPS.vetToday),
        vetUpcoming(ctx, DASHBOARD_CAPS.vetUpcoming),
        vetFollowUpsDue(ctx),
      ]);
      return {
        part: {
          today: today.items,
          todayCount: today.count,
          upcoming: upcoming.items,
          upcomingCount: upcoming.count,
        },
        // `waiting`: scheduled or in progress (isStillToDo), counted by the vet module's SQL.
        counts: { vetToday: today.waiting, vetUpcoming: upcoming.waiting, vetFollowUpsDue: followUps },
      };
    },
    daycare: async (): Promise<SectionAnswer<'daycare'>> => {
      const board = await daycareBoard(
        { ...daycareContext(svc, deps), now },
        { checkedIn: DASHBOARD_CAPS.daycareCheckedIn, expected: DASHBOARD_CAPS.daycareExpected },
      );
      return {
        part: {
          checkedIn: board.checkedIn,
          checkedInCount: board.checkedInCount,
          expected: board.expected,
          expectedCount: board.expectedCount,
        },
        counts: {
          daycareCheckedIn: board.checkedInCount,
          daycareNoPackage: board.noPackage,
          daycarePackagesExpiring: board.packagesExpiring,
        },
        due: board.dogsToday.map((dog) => ({ ...dog, service: 'daycare', from: today })),
      };
    },
    hotel: async (): Promise<SectionAnswer<'hotel'>> => {
      const ctx = { ...hotelContext(svc, deps), now };
      const [board, waitlist] = await Promise.all([
        hotelBoard(ctx, {
          current: DASHBOARD_CAPS.hotelCurrent,
          upcoming: DASHBOARD_CAPS.hotelUpcoming,
          arrivals: DASHBOARD_CAPS.hotelArrivals,
          departures: DASHBOARD_CAPS.hotelDepartures,
        }),
        waitlistBoard(ctx),
      ]);
      return {
        part: {
          upcomingBookings: board.upcoming,
          upcomingBookingsCount: board.upcomingCount,
          currentCheckIns: board.current,
          currentCheckInsCount: board.currentCount,
          arrivals: board.arrivals,
          arrivalsCount: board.arrivalsDue,
          departures: board.departures,
          departuresCount: board.departuresDue,
          waitlistFits: waitlist.entries,
          waitlistFitsCount: waitlist.count,
        },
        counts: {
          hotelArrivalsToday: board.arrivalsDue,
          hotelDeparturesToday: board.departuresDue,
          hotelWaitlistFits: waitlist.count,
        },
        // A stay must be covered through its check-out day; a late arrival from today on.
        due: board.dogsToday.map((stay) => ({
          dogId: stay.dogId,
          dogName: stay.dogName,
          service: 'hotel',
          from: laterDay(stay.checkIn, today),
          to: laterDay(stay.checkOut, today),
        })),
      };
    },
    grooming: async (): Promise<SectionAnswer<'grooming'>> => {
      const board = await groomingBoard({ ...groomingContext(svc, deps), now }, DASHBOARD_CAPS.groomingToday);
      return {
        part: { today: board.today, todayCount: board.todayCount },
        counts: { groomingToday: board.stillToDo },
        due: board.dogsToday.map((dog) => ({ ...dog, service: 'grooming', from: today })),
      };
    },
  };
}

/** The board computed now, every section on its own. */
export async function computeDashboardOverview(req: DashboardRequest): Promise<TDashboardOverview> {
  const instant = (req.now ?? (() => new Date()))();
  const now = () => instant;
  const loaders = sectionLoaders(req, now);
  const sections: Sections = { ...EMPTY };
  const counts: TTodoCounts = {};
  const failed: TDashboardSection[] = [];
  const due: (VaccinationCheck & { dogName: string })[] = [];
  await Promise.all(
    DASHBOARD_SECTIONS.map(async (name) => {
      try {
        const answer = await loaders[name]();
        (sections as Record<string, unknown>)[SECTION_KEY[name]] = answer.part;
        Object.assign(counts, answer.counts);
        due.push(...(answer.due ?? []));
      } catch (err) {
        failed.push(name);
        req.log.error({ err, section: name }, 'dashboard section failed');
      }
    }),
  );
  if (failed.length === DASHBOARD_SECTIONS.length) {
    throw new DomainError('UNAVAILABLE', 'dashboard.failed', { retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  }
  const { today } = dashboardWindows(instant, req.deps.env.timeZone);
  const vaccinationAlerts = await vaccinationAlertsOf(req, due);
  counts.vaccinationsMissing = new Set(vaccinationAlerts.map((alert) => alert.dog._id)).size;
  return {
    todos: deriveTodos(counts, today),
    ...sections,
    vaccinationAlerts,
    failed: DASHBOARD_SECTIONS.filter((name) => failed.includes(name)),
    day: today,
    generatedAt: instant.toISOString(),
    timeZone: req.deps.env.timeZone,
  };
}

/**
 * The dogs due today that their service's vaccination rule finds not covered, by dog name. Like a
 * section, a failed check is logged and answered empty, and the rest of the board still answers.
 */
async function vaccinationAlertsOf(
  req: DashboardRequest,
  due: (VaccinationCheck & { dogName: string })[],
): Promise<TDashboardOverview['vaccinationAlerts']> {
  try {
    const names = new Map(due.map((check) => [check.dogId, check.dogName]));
    const alerts = await serviceAlerts(req.svc.prisma, due);
    return alerts
      .map((alert) => ({
        dog: { _id: alert.dogId, name: names.get(alert.dogId) ?? '' },
        service: alert.service,
        missing: alert.missing,
      }))
      .sort((a, b) => compareNames(a.dog.name, b.dog.name) || a.service.localeCompare(b.service));
  } catch (err) {
    req.log.error({ err, section: 'vaccinations' }, 'dashboard vaccination check failed');
    return [];
  }
}

/**
 * The board as both APIs answer it: kept a moment per app, keyed by the business day. A manager
 * (admin or manager) also sees the accounts under attack: one to-do per account with at least
 * LOGIN_MAX_ATTEMPTS failed logins in the last hour, added to their answer only (the kept board is
 * every user's and names no account).
 */
export async function dashboardOverview(req: DashboardRequest): Promise<TDashboardOverview> {
  const instant = (req.now ?? (() => new Date()))();
  const { today } = dashboardWindows(instant, req.deps.env.timeZone);
  const board = await req.deps.overviews.dashboard.get(today, () =>
    computeDashboardOverview({ ...req, now: () => instant }),
  );
  if (!canManageUsers(req.svc.actor.role)) return board;
  const alerts = await accountAlerts(req, today);
  // Unchanged when there is nothing to add: the kept board is checked only once.
  return alerts.length === 0 ? board : { ...board, todos: [...alerts, ...board.todos] };
}

/** The failed-logins to-dos of this moment (few accounts: one read of their usernames). */
async function accountAlerts(req: DashboardRequest, day: string): Promise<TDashboardTodo[]> {
  const threshold = req.deps.env.LOGIN_MAX_ATTEMPTS;
  const counts = (await req.deps.failedLogins.recent()).filter((c) => c.count >= threshold);
  if (counts.length === 0) return [];
  const users = await req.deps.prisma.user.findMany({
    where: { id: { in: counts.map((c) => c.userId) } },
    select: { id: true, username: true },
  });
  const names = new Map(users.map((u) => [u.id, u.username]));
  return failedLoginTodos(
    counts.flatMap((c) => {
      const username = names.get(c.userId);
      return username === undefined ? [] : [{ ...c, username }];
    }),
    day,
    threshold,
  );
}

/** GET /api/dashboard: each item in its own service's REST shape (vet appointments without `day`). */
export function restOverview(overview: TDashboardOverview): TDashboardOverviewRest {
  const vet = overview.vetAppointments;
  return {
    ...overview,
    vetAppointments: {
      ...vet,
      today: vet.today.map(restAppointment),
      upcoming: vet.upcoming.map(restAppointment),
    },
  };
}
