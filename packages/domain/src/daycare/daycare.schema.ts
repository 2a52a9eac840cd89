// Daycare input and output shapes (docs/spec/product-spec.md §§3 and 5, docs/contract/rest-contract.md Daycare). The web
// forms validate with the same inputs, so each rule and its message live only here.
import { z } from 'zod';
import { DATE_RANGE_KEY, isDateTextInRange } from '../common/date-input';
import { registerMessages } from '../common/messages';
import { ZOptionalText, ZSearchText } from '../common/text';
import { isCalendarDay } from '../dogs/dog.rules';
import { ZAuditUser, ZDogPickerExtras } from '../dogs/dog.schema';
import { ZPage } from '../owners/owner.schema';
import { ZVaccinationOverride, ZWarnings } from '../vaccinations/vaccinations.schema';
import {
  DAYCARE_PACKAGES_PAGE_SIZE,
  DAYCARE_VISITS_PAGE_SIZE,
  PACKAGE_DAYS_LEFT_MAX,
  PACKAGE_SORTS,
  PACKAGE_STATUSES,
  PACKAGE_TYPES,
  VISIT_NOTES_MAX,
  VISIT_STATUSES,
} from './daycare.rules';

/** English texts of the daycare message keys (spec wording where the spec has one). */
export const DAYCARE_MESSAGES_EN = {
  'daycare.dogRequired': 'Please select a dog',
  'daycare.visitRequired': 'Please select a visit to checkout',
  'daycare.packageTypeRequired': 'Please select a package type (1-day, 15-day or 30-day)',
  'daycare.daysLeftInvalid': 'Days left must be a whole number of 0 or more',
  'daycare.daysLeftTooHigh': `Days left must be ${PACKAGE_DAYS_LEFT_MAX} or less`,
  'daycare.notesTooLong': `Notes must be ${VISIT_NOTES_MAX} characters or less`,
  'daycare.dateInvalid': 'Date must be a valid day (YYYY-MM-DD)',
  'daycare.timeInvalid': 'Time must be a valid date and time',
  'daycare.checkOutBeforeCheckIn': 'Check-out time cannot be before the check-in time',
  'daycare.alreadyCheckedIn': 'Dog is already checked in',
  'daycare.notCheckedIn': 'Only a dog that is checked in can be checked out',
  'daycare.undoExpired': 'This check-out can no longer be undone',
  'daycare.activeVisitCannotBeDeleted': 'A visit in progress cannot be deleted. Check the dog out first.',
  'daycare.visitNotFound': 'Visit not found',
  'daycare.packageNotFound': 'Package not found',
  'daycare.dogNotFound': 'Dog not found',
  'daycare.packageDeleted': 'Package deleted successfully!',
  'daycare.visitDeleted': 'Visit record deleted successfully!',
  'daycare.full': 'Daycare is full today',
} as const;
registerMessages(DAYCARE_MESSAGES_EN);
export type TDaycareMessageKey = keyof typeof DAYCARE_MESSAGES_EN;

// Absent and null become '' so a missing choice reports the spec's message, not a type error.
const choice = (v: unknown) => (v === undefined || v === null ? '' : v);

/** A chosen dog's id: required with the spec's message; an unknown id is a 404, not a 400. */
const ZDogChoice = z.preprocess(
  choice,
  z.string({ message: 'daycare.dogRequired' }).trim().min(1, { message: 'daycare.dogRequired' }),
);

export const ZPackageType = z.enum(PACKAGE_TYPES, { message: 'daycare.packageTypeRequired' });

/** Days left: a whole number from 0 (a form may send the digits as a string). */
export const ZDaysLeft = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ message: 'daycare.daysLeftInvalid' })
    .int({ message: 'daycare.daysLeftInvalid' })
    .min(0, { message: 'daycare.daysLeftInvalid' })
    .max(PACKAGE_DAYS_LEFT_MAX, { message: 'daycare.daysLeftTooHigh' }),
);

/** POST /api/daycare/packages and the purchase form. */
export const ZPackagePurchaseInput = z.object({
  dog: ZDogChoice,
  packageType: ZPackageType,
});
export type TPackagePurchaseInput = z.infer<typeof ZPackagePurchaseInput>;

/** PUT /api/daycare/packages/{id} and the edit form of the active packages page. */
export const ZPackageEditInput = z.object({
  packageType: ZPackageType,
  daysLeft: ZDaysLeft,
});
export type TPackageEditInput = z.infer<typeof ZPackageEditInput>;
export const ZPackageUpdateInput = ZPackageEditInput.extend({ id: z.string() });
export type TPackageUpdateInput = z.infer<typeof ZPackageUpdateInput>;

/** A business day; out of 1900-01-01…2200-12-31 is the shared range message (date-input.ts). */
const ZDay = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z
    .string({ message: 'daycare.dateInvalid' })
    .trim()
    .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
    .refine(isCalendarDay, { message: 'daycare.dateInvalid' })
    .optional(),
);

/** An instant: ISO 8601 with a zone; null stays null (a pending visit has no check-in time). */
const ZInstant = z
  .string({ message: 'daycare.timeInvalid' })
  .trim()
  .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), {
    message: 'daycare.timeInvalid',
  });

const ZNotes = ZOptionalText(VISIT_NOTES_MAX, 'daycare.notesTooLong', { multiline: true });

/**
 * POST /api/daycare/visits and the check-in forms. `date` defaults to the business day and
 * `checkInTime` to now; `checkInTime: null` registers a pending visit (expected, not yet here).
 */
export const ZCheckInInput = z.object({
  dog: ZDogChoice,
  date: ZDay,
  checkInTime: z.preprocess((v) => (v === '' ? undefined : v), ZInstant.nullable().optional()),
  notes: ZNotes,
  /** A manager's override of a vaccination block, with its required reason (vaccinations). */
  override: ZVaccinationOverride,
});
export type TCheckInInput = z.infer<typeof ZCheckInInput>;

/** The check-in form: only the dog (the desk checks in now, today). */
export const ZCheckInForm = z.object({ dog: ZDogChoice });
export type TCheckInForm = z.infer<typeof ZCheckInForm>;

/** PUT /api/daycare/visits/{id}: the time defaults to now. */
export const ZCheckOutBody = z.object({
  checkOutTime: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZInstant.optional()),
  notes: ZNotes,
});
export type TCheckOutBody = z.infer<typeof ZCheckOutBody>;
export const ZCheckOutInput = ZCheckOutBody.extend({ id: z.string() });
export type TCheckOutInput = z.infer<typeof ZCheckOutInput>;

/** The undo of a check-out: the visit and its updatedAt as the check-out answered it. */
export const ZUndoCheckOutInput = z.object({ id: z.string(), updatedAt: z.string() });
export type TUndoCheckOutInput = z.infer<typeof ZUndoCheckOutInput>;

/** The check-out forms: a visit must be chosen. */
export const ZCheckOutForm = z.object({
  visit: z.preprocess(
    choice,
    z.string({ message: 'daycare.visitRequired' }).trim().min(1, { message: 'daycare.visitRequired' }),
  ),
  notes: ZNotes,
});
export type TCheckOutForm = z.infer<typeof ZCheckOutForm>;

// ---------------------------------------------------------------------------------------------
// Outputs (tRPC names ids `id`; REST renames them `_id`)
// ---------------------------------------------------------------------------------------------

export const ZPackageStatus = z.enum(PACKAGE_STATUSES);
export const ZVisitStatus = z.enum(VISIT_STATUSES);

export const ZDaycareDogRef = z.object({ id: z.string(), name: z.string(), breed: z.string() });
export const ZDaycareOwnerRef = z.object({ id: z.string(), name: z.string(), phone: z.string() });

export const ZDaycarePackage = z.object({
  id: z.string(),
  dog: ZDaycareDogRef,
  packageType: ZPackageType,
  daysLeft: z.number().int(),
  expiresAt: z.string(),
  purchasedAt: z.string(),
  status: ZPackageStatus,
});
export type TDaycarePackage = z.infer<typeof ZDaycarePackage>;

/** The package a visit's day was taken from. */
export const ZVisitPackage = z.object({
  id: z.string(),
  packageType: ZPackageType,
  daysLeft: z.number().int(),
  expiresAt: z.string(),
  purchasedAt: z.string(),
});

export const ZDaycareVisit = z.object({
  id: z.string(),
  dog: ZDaycareDogRef.extend({ owners: z.array(ZDaycareOwnerRef) }),
  /** The business day, YYYY-MM-DD. */
  date: z.string(),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  notes: z.string().nullable(),
  status: ZVisitStatus,
  package: ZVisitPackage.nullable(),
  createdBy: ZAuditUser.nullable(),
  updatedBy: ZAuditUser.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDaycareVisit = z.infer<typeof ZDaycareVisit>;

/** A check-in's answer: the visit, plus the vaccination warnings when the dog is not compliant. */
export const ZDaycareCheckIn = ZDaycareVisit.extend({ warnings: ZWarnings });
export type TDaycareCheckIn = z.infer<typeof ZDaycareCheckIn>;

const ZSearch = ZSearchText(100);

/** The package list of /daycare/packages: search by dog name or package type, 8 sorts, 12 a page. */
export const ZPackageListInput = z.object({
  search: ZSearch,
  sort: z.enum(PACKAGE_SORTS).default('dog-asc'),
  /**
   * `active` (default): packages whose expiry is still ahead; `usable`: those that also have days
   * left (what "N active packages" counts: a used-up package is listed, never counted); `all`:
   * every package.
   */
  scope: z.enum(['active', 'usable', 'all']).default('active'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(DAYCARE_PACKAGES_PAGE_SIZE),
});
export type TPackageListInput = z.input<typeof ZPackageListInput>;
export const ZPackagePage = ZPage(ZDaycarePackage);
export type TPackagePage = z.infer<typeof ZPackagePage>;

/** All Visits: search by dog name, breed or owner; status filter; newest first. */
export const ZVisitListInput = z.object({
  search: ZSearch,
  status: ZVisitStatus.optional(),
  /** Only visits of this business day (YYYY-MM-DD). */
  date: ZDay,
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(DAYCARE_VISITS_PAGE_SIZE),
});
export type TVisitListInput = z.input<typeof ZVisitListInput>;
export const ZVisitPage = ZPage(ZDaycareVisit);
export type TVisitPage = z.infer<typeof ZVisitPage>;

export const ZDaycareIdInput = z.object({ id: z.string() });
export const ZDaycareDogIdInput = z.object({ dogId: z.string() });

/** The check-in picker: dogs matching the search that are not here now, with their next package. */
export const ZCheckInOptionsInput = z.object({
  search: ZSearch,
  limit: z.number().int().min(1).max(50).default(20),
});
export type TCheckInOptionsInput = z.input<typeof ZCheckInOptionsInput>;

export const ZCheckInOption = ZDaycareDogRef.extend({
  ownerName: z.string().nullable(),
  /** The package the check-in would draw from, or null (the dog is still checked in). */
  nextPackage: ZVisitPackage.nullable(),
  /** An expected (pending) visit today: listed first, then the dogs with a usable package. */
  expectedToday: z.boolean().optional(),
}).extend(ZDogPickerExtras.shape);
export type TCheckInOption = z.infer<typeof ZCheckInOption>;

// ---------------------------------------------------------------------------------------------
// The Overview tab
// ---------------------------------------------------------------------------------------------

export const REMINDER_KINDS = ['no-package', 'expiring-package', 'particular-signs', 'long-stay'] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];

export const ZDaycareReminder = z.object({
  kind: z.enum(REMINDER_KINDS),
  dog: ZDaycareDogRef,
  visitId: z.string().nullable(),
  /** no-package: null; expiring-package: days left as text; particular-signs: the signs;
   *  long-stay: the check-in time (ISO). The web builds the sentence from kind + detail. */
  detail: z.string().nullable(),
});
export type TDaycareReminder = z.infer<typeof ZDaycareReminder>;

export const ZDaycareActivity = z.object({
  kind: z.enum(['check-in', 'check-out']),
  at: z.string(),
  visitId: z.string(),
  dog: ZDaycareDogRef,
});
export type TDaycareActivity = z.infer<typeof ZDaycareActivity>;

export const ZDaycareOverview = z.object({
  /** The business day the figures are for. */
  date: z.string(),
  hereNow: z.number().int(),
  completedToday: z.number().int(),
  totalToday: z.number().int(),
  /** Dogs here now (active visits of any day), earliest check-in first. */
  here: z.array(ZDaycareVisit),
  /** Today's check-ins and check-outs, newest first (at most 20). */
  activity: z.array(ZDaycareActivity),
  /** Days taken from packages today, per type, visits today with no package, packages sold today. */
  packageUsage: z.object({
    daysTaken: z.number().int(),
    byType: z.array(z.object({ packageType: ZPackageType, days: z.number().int() })),
    withoutPackage: z.number().int(),
    packagesSold: z.number().int(),
  }),
  reminders: z.array(ZDaycareReminder),
});
export type TDaycareOverview = z.infer<typeof ZDaycareOverview>;

/** The dog details modal's Daycare Visits tab, read from the daycare module. */
export const DAYCARE_HISTORY_LIMIT = 5;
