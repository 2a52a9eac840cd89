// What a vet write does, decided without the database: the rules of a booking and of a partial
// update that need the business day or the stored appointment (not before today, the status
// moves, the follow-up date against the appointment's day, who may write an exam). The service
// loads the appointment, asks here, and writes what comes back; the unit tests read every rule.
import { dayStartInstant, zonedParts } from '../common/zoned-time';
import type { TRole } from '../users/user.schema';
import {
  appointmentInstant,
  canChangeAppointmentDog,
  canMoveVetStatus,
  EXAM_FIELDS,
  hasExamData,
  isClinician,
  isVetEditableStatus,
  mayUndoAppointment,
  parseWhen,
  type TAppointmentStatus,
  type TExamData,
  type TExamField,
  whenDay,
} from './vet.rules';
import {
  type TVetAppointmentInput,
  type TVetAppointmentPatch,
  type TVetMessageKey,
  writesExam,
} from './vet.schema';

export interface TVetIssue {
  path: string;
  key: TVetMessageKey;
}

/** A refusal of a write, or the write. */
export type TVetPlan<T> =
  | { ok: false; kind: 'invalid'; issues: TVetIssue[] }
  | { ok: false; kind: 'conflict'; key: TVetMessageKey }
  | { ok: false; kind: 'forbidden'; key: TVetMessageKey }
  | { ok: true; data: T };

/** A body that writes exam fields or completes the appointment needs a vet, admin or manager. */
export function needsClinician(body: { status?: TAppointmentStatus | undefined }, exam: boolean): boolean {
  return exam || body.status === 'completed';
}

/**
 * What a non-clinician's body really asks: exam fields sent blank (null, empty text, no
 * follow-up) are left out, so a desk or an integration that sends the whole appointment back
 * to move its time is not refused for the empty exam it carries along. A blank value from them
 * never clears a stored exam either; a clinician's blank value still does.
 */
export function withoutBlankExam<T extends Record<string, unknown>>(body: T, role: TRole): T {
  if (isClinician(role)) return body;
  const out: Record<string, unknown> = { ...body };
  for (const field of EXAM_FIELDS) {
    const value = out[field];
    if (value === null || value === false || (typeof value === 'string' && value.trim() === ''))
      delete out[field];
  }
  return out as T;
}

/** The exam as stored, to tell a value sent back unchanged from a new one. */
export interface TStoredExam extends TExamData {
  followUpDate: Date | null;
}

/**
 * What a non-clinician's body really asks once the appointment is read: exam fields equal to what
 * is stored (a desk or an integration sending the whole appointment back, with the exam a vet
 * has already saved, to move its time) are left out, so only a real change of the exam needs a
 * clinician. Text is compared trimmed, the follow-up date by its business day.
 */
export function withoutUnchangedExam<T extends Record<string, unknown>>(
  body: T,
  stored: TStoredExam,
  role: TRole,
  timeZone: string,
): T {
  if (isClinician(role)) return body;
  const out: Record<string, unknown> = { ...body };
  const same: Record<TExamField, (value: unknown) => boolean> = {
    temperature: (v) => typeof v === 'number' && v === stored.temperature,
    weight: (v) => typeof v === 'number' && v === stored.weight,
    findings: (v) => typeof v === 'string' && v.trim() === (stored.findings ?? ''),
    recommendations: (v) => typeof v === 'string' && v.trim() === (stored.recommendations ?? ''),
    vetNotes: (v) => typeof v === 'string' && v.trim() === (stored.vetNotes ?? ''),
    followUpRequired: (v) => v === stored.followUpRequired,
    followUpDate: (v) => {
      if (typeof v !== 'string' || !stored.followUpDate) return false;
      const when = parseWhen(v);
      return when !== null && whenDay(when, timeZone) === zonedParts(stored.followUpDate, timeZone).day;
    },
  };
  for (const field of EXAM_FIELDS) {
    if (field in out && same[field](out[field])) delete out[field];
  }
  return out as T;
}

export function mayWrite(
  role: TRole,
  body: { status?: TAppointmentStatus | undefined },
  exam: boolean,
): boolean {
  return !needsClinician(body, exam) || isClinician(role);
}

export interface TVetClock {
  /** APP_TIMEZONE. */
  timeZone: string;
  /** The business day, YYYY-MM-DD. */
  today: string;
}

/** A new appointment's row values (spec: scheduled by default; the date not before today). */
export function planCreate(
  input: TVetAppointmentInput,
  clock: TVetClock,
): TVetPlan<{ dogId: string; appointmentDate: Date; cause: string; status: TAppointmentStatus }> {
  const when = parseWhen(input.appointmentDate);
  if (!when)
    return { ok: false, kind: 'invalid', issues: [{ path: 'appointmentDate', key: 'vet.dateInvalid' }] };
  if (whenDay(when, clock.timeZone) < clock.today) {
    return { ok: false, kind: 'invalid', issues: [{ path: 'appointmentDate', key: 'vet.dateInPast' }] };
  }
  return {
    ok: true,
    data: {
      dogId: input.dogId,
      // A bare day without a time is the start of that business day ('00:00').
      appointmentDate: appointmentInstant(when, input.time, clock.timeZone, 0),
      cause: input.cause,
      status: input.status ?? 'scheduled',
    },
  };
}

/**
 * What the plan needs of the stored appointment. The exam's figures and texts tell whether exam
 * data is saved (an appointment in progress without any may go back to scheduled); left out,
 * they count as saved.
 */
export interface TStoredAppointment extends Partial<Omit<TExamData, 'followUpRequired'>> {
  status: TAppointmentStatus;
  appointmentDate: Date;
  followUpRequired: boolean;
  followUpDate: Date | null;
  /** The stored dog and exam (absent: not known to the caller, read as no exam recorded). */
  dogId?: string;
  temperature?: number | null;
  weight?: number | null;
  findings?: string | null;
  recommendations?: string | null;
  vetNotes?: string | null;
}

/** The stored exam of an appointment as TExamData (absent fields: nothing recorded). */
function storedExam(current: TStoredAppointment): TExamData {
  return {
    temperature: current.temperature ?? null,
    weight: current.weight ?? null,
    findings: current.findings ?? null,
    recommendations: current.recommendations ?? null,
    vetNotes: current.vetNotes ?? null,
    followUpRequired: current.followUpRequired,
  };
}

/**
 * The lock on an appointment that carries exam data (vet.rules.ts canChangeAppointmentDog,
 * mayUndoAppointment): a change of dog is a 409 for anyone; a move to cancelled, or back to
 * scheduled, by a non-clinician is a 403 (checked before the status moves, so a desk hears why).
 * Null when the change may go ahead.
 */
export function examLockRefusal(
  current: TStoredAppointment,
  patch: { dogId?: string | undefined; status?: TAppointmentStatus | undefined },
  role: TRole | undefined,
): { kind: 'conflict' | 'forbidden'; key: TVetMessageKey } | null {
  const exam = storedExam(current);
  if (canChangeAppointmentDog(exam)) return null;
  if (patch.dogId !== undefined && current.dogId !== undefined && patch.dogId !== current.dogId) {
    return { kind: 'conflict', key: 'vet.examDogLocked' };
  }
  const undoing =
    (patch.status === 'cancelled' && current.status !== 'cancelled') ||
    (patch.status === 'scheduled' && current.status !== 'scheduled');
  if (undoing && role !== undefined && !mayUndoAppointment(exam, role)) {
    return { kind: 'forbidden', key: 'vet.examClinicianOnly' };
  }
  return null;
}

/** Whether this role may delete the stored appointment: with exam data, clinicians only. */
export function mayDeleteAppointment(current: TStoredAppointment, role: TRole): boolean {
  return mayUndoAppointment(storedExam(current), role);
}

/** True when the stored appointment carries exam data (true when the plan was not told). */
function examSavedOf(current: TStoredAppointment): boolean {
  const { temperature, weight, findings, recommendations, vetNotes } = current;
  if ([temperature, weight, findings, recommendations, vetNotes].some((v) => v === undefined)) return true;
  return hasExamData({
    temperature: temperature ?? null,
    weight: weight ?? null,
    findings: findings ?? null,
    recommendations: recommendations ?? null,
    vetNotes: vetNotes ?? null,
    followUpRequired: current.followUpRequired,
  });
}

/** The columns a partial update writes (absent: unchanged). */
export interface TVetChanges {
  dogId?: string;
  appointmentDate?: Date;
  cause?: string;
  status?: TAppointmentStatus;
  temperature?: number | null;
  weight?: number | null;
  findings?: string | null;
  recommendations?: string | null;
  vetNotes?: string | null;
  followUpRequired?: boolean;
  followUpDate?: Date | null;
}

/**
 * A partial update (PUT, `vet.update`, `vet.saveExam`). `exam` is true for the exam form and for
 * any body with exam fields: it skips the booking checks (here: the date not before today) and,
 * without a status, completes the appointment. Only a scheduled or in-progress appointment
 * changes (409 otherwise), along the allowed status moves (409). The date is checked against
 * today only when it changes, so a booking of yesterday can still be edited. The follow-up date
 * is kept only while follow-up is required, is then required, and must fall on a later day than
 * the appointment (whichever of the two this update changes).
 */
export function planUpdate(
  current: TStoredAppointment,
  patch: TVetAppointmentPatch,
  clock: TVetClock,
  opts: { exam?: boolean; role?: TRole } = {},
): TVetPlan<TVetChanges> {
  const exam = opts.exam === true || writesExam(patch);
  const status = patch.status ?? (exam ? 'completed' : current.status);
  if (!isVetEditableStatus(current.status)) {
    const key = current.status === 'completed' ? 'vet.completedFinal' : 'vet.cancelledFinal';
    return { ok: false, kind: 'conflict', key };
  }
  // Exam data stays on its dog, and only a clinician undoes an examined appointment.
  const locked = examLockRefusal(current, patch, opts.role);
  if (locked) return { ok: false, ...locked };
  // Back to scheduled only while no exam data is saved, nor written by this very update.
  if (!canMoveVetStatus(current.status, status, exam || examSavedOf(current))) {
    // From an editable status the one move not allowed is in-progress back to scheduled once
    // exam data is saved.
    return { ok: false, kind: 'conflict', key: 'vet.cannotReschedule' };
  }

  const issues: TVetIssue[] = [];
  const changes: TVetChanges = {};
  if (patch.dogId !== undefined) changes.dogId = patch.dogId;
  if (patch.cause !== undefined) changes.cause = patch.cause;
  if (status !== current.status) changes.status = status;

  const { timeZone } = clock;
  const stored = zonedParts(current.appointmentDate, timeZone);
  let appointmentDay = stored.day;
  if (patch.appointmentDate !== undefined || patch.time !== undefined) {
    const when =
      patch.appointmentDate === undefined
        ? ({ kind: 'day', day: stored.day, minutes: null } as const)
        : parseWhen(patch.appointmentDate);
    if (!when) {
      issues.push({ path: 'appointmentDate', key: 'vet.dateInvalid' });
    } else {
      // A new day without a time keeps the appointment's time (rescheduling to Friday, same hour).
      const instant = appointmentInstant(when, patch.time, timeZone, stored.minutes);
      appointmentDay = zonedParts(instant, timeZone).day;
      if (!exam && appointmentDay !== stored.day && appointmentDay < clock.today) {
        issues.push({ path: 'appointmentDate', key: 'vet.dateInPast' });
      }
      if (instant.getTime() !== current.appointmentDate.getTime()) changes.appointmentDate = instant;
    }
  }

  for (const field of ['temperature', 'weight', 'findings', 'recommendations', 'vetNotes'] as const) {
    const value = patch[field];
    if (value !== undefined) (changes as Record<string, unknown>)[field] = value;
  }

  const required = patch.followUpRequired ?? current.followUpRequired;
  const storedFollowUp = current.followUpDate ? zonedParts(current.followUpDate, timeZone).day : null;
  let followUpDay: string | null = storedFollowUp;
  if (patch.followUpDate === null) followUpDay = null;
  else if (patch.followUpDate !== undefined) {
    const when = parseWhen(patch.followUpDate);
    if (when) followUpDay = whenDay(when, timeZone);
    else issues.push({ path: 'followUpDate', key: 'vet.followUpDateInvalid' });
  }
  if (!required) followUpDay = null;
  else if (followUpDay === null) issues.push({ path: 'followUpDate', key: 'vet.followUpDateRequired' });
  else if (followUpDay <= appointmentDay) {
    issues.push({ path: 'followUpDate', key: 'vet.followUpAfterAppointment' });
  }
  if (required !== current.followUpRequired) changes.followUpRequired = required;
  if (followUpDay !== storedFollowUp) {
    changes.followUpDate = followUpDay === null ? null : dayStartInstant(timeZone, followUpDay);
  }

  if (issues.length > 0) return { ok: false, kind: 'invalid', issues };
  return { ok: true, data: changes };
}

/** The follow-up date as answered: its business day, or null. */
export function followUpDayOf(followUpDate: Date | null, timeZone: string): string | null {
  return followUpDate ? zonedParts(followUpDate, timeZone).day : null;
}
