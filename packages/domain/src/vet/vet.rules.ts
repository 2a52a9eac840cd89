// Vet appointment rules (docs/spec/product-spec.md §§2, 4, 5 and 9; docs/contract/rest-contract.md Vet): the statuses and the
// moves between them, who may write an examination, which buttons a card shows, the limits of
// an exam's figures, and where a booking's day and time fall in the business time zone.
// Pure functions: the server and the web call the same ones.
import {
  DATE_INPUT_YEAR_MAX,
  DATE_INPUT_YEAR_MIN,
  isWithinInputYears,
  parseDateInput,
} from '../common/date-input';
import { clockToMinutes, zonedInstant, zonedParts } from '../common/zoned-time';
import type { TRole } from '../users/user.schema';

export const APPOINTMENT_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The exam form's status select (docs/spec/product-spec.md §2): In Progress or Completed. */
export const EXAM_STATUSES = ['in-progress', 'completed'] as const;
export type TExamStatus = (typeof EXAM_STATUSES)[number];

export function isAppointmentStatus(value: unknown): value is TAppointmentStatus {
  return typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

/**
 * Where each status may go (docs/contract/rest-contract.md): scheduled → in-progress | completed | cancelled;
 * in-progress → completed | cancelled; completed and cancelled are final. In progress may also go
 * back to scheduled while no exam data is saved (`canMoveVetStatus`).
 */
export const STATUS_MOVES: Record<TAppointmentStatus, readonly TAppointmentStatus[]> = {
  scheduled: ['in-progress', 'completed', 'cancelled'],
  'in-progress': ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** An appointment can still be changed (booking, exam, status) while scheduled or in progress. */
export function isVetEditableStatus(status: TAppointmentStatus): boolean {
  return status === 'scheduled' || status === 'in-progress';
}

/**
 * True when `from` may become `to`; staying put is allowed while the appointment is editable.
 * An appointment in progress with no exam data saved (`examSaved` false: a vet opened it and
 * saved nothing, or it was set in progress by mistake) may go back to scheduled; once exam data
 * is saved it may not. `examSaved` defaults to true, the stricter answer.
 */
export function canMoveVetStatus(
  from: TAppointmentStatus,
  to: TAppointmentStatus,
  examSaved = true,
): boolean {
  if (!isVetEditableStatus(from)) return false;
  if (from === 'in-progress' && to === 'scheduled') return !examSaved;
  return from === to || STATUS_MOVES[from].includes(to);
}

/** Only a scheduled appointment can be deleted (docs/spec/product-spec.md §4). */
export function canDeleteAppointment(status: TAppointmentStatus): boolean {
  return status === 'scheduled';
}

/**
 * Who records examinations and completes appointments (a gap the older product left open):
 * vets, admins and managers. Everybody logged in books, reschedules, cancels and deletes.
 */
export const CLINICIAN_ROLES = ['vet', 'admin', 'manager'] as const satisfies readonly TRole[];

export function isClinician(role: TRole | null | undefined): boolean {
  return role !== null && role !== undefined && (CLINICIAN_ROLES as readonly string[]).includes(role);
}

/** The exam's own fields: writing any of them is an exam save (clinicians only). */
export const EXAM_FIELDS = [
  'temperature',
  'weight',
  'findings',
  'recommendations',
  'vetNotes',
  'followUpRequired',
  'followUpDate',
] as const;
export type TExamField = (typeof EXAM_FIELDS)[number];

/** The exam fields that record a finding (the follow-up flag alone is not exam data). */
export interface TExamData {
  temperature: number | null;
  weight: number | null;
  findings: string | null;
  recommendations: string | null;
  vetNotes: string | null;
  followUpRequired: boolean;
}

/** True when something of an examination was recorded (View Exam shows it). */
export function hasExamData(a: TExamData): boolean {
  return (
    a.temperature !== null ||
    a.weight !== null ||
    Boolean(a.findings) ||
    Boolean(a.recommendations) ||
    Boolean(a.vetNotes) ||
    a.followUpRequired
  );
}

/**
 * Once an appointment carries exam data it is part of its dog's medical record: its dog never
 * changes (for anyone), and only a clinician may cancel it, set it (back) to scheduled or delete
 * it, so a desk cannot move a vet's findings to another dog or throw them away.
 */
export function canChangeAppointmentDog(a: TExamData): boolean {
  return !hasExamData(a);
}

/** Whether this role may cancel, set to scheduled or delete the appointment (see above). */
export function mayUndoAppointment(a: TExamData, role: TRole | null | undefined): boolean {
  return !hasExamData(a) || isClinician(role);
}

export interface TAppointmentActions {
  /** Edit Booking: scheduled or in progress. */
  editBooking: boolean;
  /** Start Exam: scheduled, for clinicians. */
  startExam: boolean;
  /** Continue Exam: in progress, for clinicians. */
  continueExam: boolean;
  /** View Exam: completed with exam data. */
  viewExam: boolean;
  /** Delete: scheduled only (with a confirmation); with exam data, clinicians only. */
  delete: boolean;
}

/** The buttons of an appointment card (docs/spec/product-spec.md §2), for the role looking at it. */
export function appointmentActions(
  a: TExamData & { status: TAppointmentStatus },
  role: TRole | null | undefined,
): TAppointmentActions {
  const clinician = isClinician(role);
  return {
    editBooking: isVetEditableStatus(a.status),
    startExam: clinician && a.status === 'scheduled',
    continueExam: clinician && a.status === 'in-progress',
    viewExam: a.status === 'completed' && hasExamData(a),
    delete: canDeleteAppointment(a.status) && mayUndoAppointment(a, role),
  };
}

/**
 * The exam form's starting status: opening a scheduled appointment pre-sets In Progress in the
 * form (the appointment itself changes only when the vet saves).
 */
export function examStartStatus(status: TAppointmentStatus): TExamStatus {
  return status === 'completed' ? 'completed' : 'in-progress';
}

/** docs/spec/product-spec.md §4: hyphens in statuses are shown as spaces ('in-progress' → 'in progress'). */
export function statusText(status: string): string {
  return status.replace(/-/g, ' ');
}

/** docs/spec/product-spec.md §§5 and 9. */
export const TEMPERATURE_MIN_C = 32;
export const TEMPERATURE_MAX_C = 43;
export const TEMPERATURE_STEP_C = 0.1;
export const VET_WEIGHT_MAX_KG = 100;
/** The form's lowest weight (the rule is "above 0"). */
export const VET_WEIGHT_MIN_KG = 0.1;

/** A temperature in range and on a 0.1 °C step (38.5 yes, 38.55 no). */
export function isTemperatureInRange(value: number): boolean {
  return Number.isFinite(value) && value >= TEMPERATURE_MIN_C && value <= TEMPERATURE_MAX_C;
}

export function isOnTemperatureStep(value: number): boolean {
  const tenths = value / TEMPERATURE_STEP_C;
  return Math.abs(tenths - Math.round(tenths)) < 1e-6;
}

export function isVetWeight(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= VET_WEIGHT_MAX_KG;
}

/** Text limits (the spec gives none; long enough for a real consultation note). */
export const VET_REASON_MAX = 500;
export const VET_EXAM_TEXT_MAX = 4000;

/** The appointment list's page size (the API's default; the web's compact list asks for more). */
export const VET_APPOINTMENTS_PAGE_SIZE = 12;
/** The web's compact list (dense rows): a page a desk reads without scrolling much. */
export const VET_LIST_PAGE_SIZE = 25;

/**
 * The day agenda (docs/domains/vet.md): the practice's hours it shows (09:00–20:00, widened around any
 * appointment outside them), and how long an appointment holds its vet there: an appointment has
 * no length of its own, so each is drawn as a slot of this many minutes.
 */
export const VET_DAY_START_MINUTES = 9 * 60;
export const VET_DAY_END_MINUTES = 20 * 60;
export const VET_SLOT_MINUTES = 30;

/** The dashboard's windows and caps (docs/spec/product-spec.md §9): today, and from now to 7 days ahead. */
export const VET_UPCOMING_DAYS = 7;
export const VET_DASHBOARD_CAP = 5;

// ---------------------------------------------------------------------------------------------
// When: the appointment's instant from what a client sends (docs/contract/rest-contract.md: `appointmentDate`
// or `date`, and `time` 'HH:mm' in the business zone APP_TIMEZONE).
// ---------------------------------------------------------------------------------------------

/** Years a vet date may fall in (anything else is a typing slip, not an appointment). */
export const VET_YEAR_MIN = DATE_INPUT_YEAR_MIN;
export const VET_YEAR_MAX = DATE_INPUT_YEAR_MAX;

export type TWhen =
  /** A calendar day, with a wall-clock time when one came with it (minutes after midnight). */
  { kind: 'day'; day: string; minutes: number | null } | { kind: 'instant'; instant: Date };

/**
 * Reads a date a client sent (common/date-input.ts): a bare day ('2026-12-03'), a wall-clock
 * date and time without a zone ('2026-12-03T09:30', read in the business zone), or a full ISO
 * instant ('2026-12-03T08:30:00.000Z'). Null when it is none of these (or not a real day, or
 * outside the years 1900–2999).
 */
export function parseWhen(value: string): TWhen | null {
  const input = parseDateInput(value.trim());
  if (!input || !isWithinInputYears(input.date)) return null;
  if (input.kind === 'instant') {
    return isWithinInputYears(input.instant) ? { kind: 'instant', instant: input.instant } : null;
  }
  return { kind: 'day', day: input.date, minutes: input.kind === 'wall' ? input.minutes : null };
}

export function isVetDate(value: unknown): value is string {
  return typeof value === 'string' && parseWhen(value) !== null;
}

/**
 * The appointment's instant from a parsed date and an optional 'HH:mm' in the business zone:
 * - with `time`: that wall-clock time on the date's business day (an instant's day in the zone);
 * - a date with its own wall-clock time ('2026-12-03T09:30'): that time;
 * - a bare day without a time: `fallbackMinutes` after midnight (the start of the day when
 *   booking; the appointment's current time when rescheduling it to another day);
 * - a full instant without `time`: that instant.
 */
export function appointmentInstant(
  when: TWhen,
  time: string | undefined,
  timeZone: string,
  fallbackMinutes = 0,
): Date {
  const minutes = time === undefined ? null : clockToMinutes(time);
  if (when.kind === 'instant') {
    if (minutes === null) return when.instant;
    return zonedInstant(timeZone, zonedParts(when.instant, timeZone).day, minutes);
  }
  return zonedInstant(timeZone, when.day, minutes ?? when.minutes ?? fallbackMinutes);
}

/** The business day (YYYY-MM-DD) a parsed date falls on. */
export function whenDay(when: TWhen, timeZone: string): string {
  return when.kind === 'day' ? when.day : zonedParts(when.instant, timeZone).day;
}
