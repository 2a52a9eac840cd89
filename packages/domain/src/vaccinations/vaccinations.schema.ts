// Vaccinations' input and output shapes (docs/contract/rest-contract-business.md, "Vaccinations";
// docs/domains/vaccinations.md). The server and the web validate with the same schemas, so each
// rule and its message live only here. REST renames `id` to `_id` at any depth, as everywhere.
import { z } from 'zod';
import { ZAuditOverride } from '../audit/audit.schema';
import { DATE_RANGE_KEY, isDateTextInRange } from '../common/date-input';
import { registerMessages } from '../common/messages';
import { ZLine, ZOptionalText } from '../common/text';
import { isCalendarDay } from '../dogs/dog.rules';
import { ZAuditUser } from '../dogs/dog.schema';
import {
  DISEASES,
  DUE_PAGE_SIZE,
  DUE_PAGE_SIZE_MAX,
  DUE_WITHIN_DEFAULT,
  DUE_WITHIN_MAX,
  VACCINATION_MODES,
  VACCINATION_NOTES_MAX,
  VACCINATION_SERVICES,
  VACCINATION_TEXT_MAX,
  VACCINE_VALIDITY_MAX_MONTHS,
} from './vaccinations.rules';

export * from './vaccinations.rules';

export const VACCINATIONS_MESSAGES_EN = {
  'vaccinations.vaccineRequired': 'Please select a vaccine',
  'vaccinations.vaccineNotFound': 'Vaccine not found',
  'vaccinations.recordNotFound': 'Vaccination record not found',
  'vaccinations.dogNotFound': 'Dog not found',
  'vaccinations.givenOnRequired': 'Vaccination date is required',
  'vaccinations.dateInvalid': 'Date must be a valid day (YYYY-MM-DD)',
  'vaccinations.givenInFuture': 'Vaccination date cannot be in the future',
  'vaccinations.expiryNotAfterGiven': 'Expiry date must be after the vaccination date',
  'vaccinations.batchTooLong': `Batch must be ${VACCINATION_TEXT_MAX} characters or less`,
  'vaccinations.givenByTooLong': `Given by must be ${VACCINATION_TEXT_MAX} characters or less`,
  'vaccinations.notesTooLong': `Notes must be ${VACCINATION_NOTES_MAX} characters or less`,
  'vaccinations.verifiedInvalid': 'Verified must be true or false',
  'vaccinations.nameRequired': 'The vaccine needs a name in Spanish and in English',
  'vaccinations.nameTooLong': `A vaccine's name must be ${VACCINATION_TEXT_MAX} characters or less`,
  'vaccinations.coversRequired': 'A vaccine must cover at least one disease',
  'vaccinations.diseaseInvalid': `Disease must be one of: ${DISEASES.join(', ')}`,
  'vaccinations.validityInvalid': `Validity must be a whole number of months from 1 to ${VACCINE_VALIDITY_MAX_MONTHS}`,
  'vaccinations.modeInvalid': `Mode must be one of: ${VACCINATION_MODES.join(', ')}`,
  'vaccinations.serviceInvalid': `Service must be one of: ${VACCINATION_SERVICES.join(', ')}`,
  'vaccinations.fromAfterTo': 'The first day must not be after the last day',
  'vaccinations.withinInvalid': `Within must be a whole number of days from 0 to ${DUE_WITHIN_MAX}`,
  'vaccinations.limitInvalid': `Limit must be a whole number from 1 to ${DUE_PAGE_SIZE_MAX}`,
  'vaccinations.cursorInvalid': 'The list cursor is not valid: use the nextCursor of a previous page',
  'vaccinations.bookedInvalid': 'Booked must be true or false',
  'vaccinations.calledFilterInvalid': 'Called must be no (or left out)',
  'vaccinations.calledInvalid': 'Called must be true or false',
  'vaccinations.expiresOnRequired': 'The expiry date is required',
  'vaccinations.reminderNotDue':
    'This vaccination is not on the due list: the disease is not required, or it does not expire within 90 days',
  'vaccinations.missing': 'Vaccinations missing or expired: {diseases}',
  'vaccinations.recordDeleted': 'Vaccination record deleted successfully!',
  'vaccinations.overrideForbidden': 'Only a manager can override the vaccination rules',
} as const;
registerMessages(VACCINATIONS_MESSAGES_EN);
export type TVaccinationsMessageKey = keyof typeof VACCINATIONS_MESSAGES_EN;

export const ZDisease = z.enum(DISEASES, { message: 'vaccinations.diseaseInvalid' });
export const ZVaccinationService = z.enum(VACCINATION_SERVICES, { message: 'vaccinations.serviceInvalid' });
export const ZVaccinationMode = z.enum(VACCINATION_MODES, { message: 'vaccinations.modeInvalid' });

/** A calendar day; '' and null count as absent. */
const ZVaccinationDay = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  z
    .string({ message: 'vaccinations.dateInvalid' })
    .trim()
    .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
    .refine(isCalendarDay, { message: 'vaccinations.dateInvalid' })
    .optional(),
);

// ---------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------

const ZVaccineName = z.object({ es: z.string(), en: z.string() });

export const ZVaccine = z.object({
  id: z.string(),
  /** Stable code: 'rabies', 'dhppi-l', 'bordetella'... */
  code: z.string(),
  name: ZVaccineName,
  /** The diseases one record of it covers, in the catalogue's order. */
  covers: z.array(ZDisease),
  validityMonths: z.number().int(),
});
export type TVaccine = z.infer<typeof ZVaccine>;
export const ZVaccineList = z.array(ZVaccine);

const ZNameText = z.preprocess(
  (v) => (v === null ? undefined : v),
  ZLine('vaccinations.nameRequired')
    .min(1, { message: 'vaccinations.nameRequired' })
    .max(VACCINATION_TEXT_MAX, { message: 'vaccinations.nameTooLong' }),
);

/** PUT /api/vaccines/{id} (managers): what to change of a vaccine; the code stays. */
export const ZVaccineUpdateBody = z.object({
  name: z.object({ es: ZNameText, en: ZNameText }, { message: 'vaccinations.nameRequired' }).optional(),
  covers: z
    .array(ZDisease, { message: 'vaccinations.coversRequired' })
    .min(1, { message: 'vaccinations.coversRequired' })
    .transform((list) => DISEASES.filter((d) => list.includes(d)))
    .optional(),
  validityMonths: z
    .number({ message: 'vaccinations.validityInvalid' })
    .int({ message: 'vaccinations.validityInvalid' })
    .min(1, { message: 'vaccinations.validityInvalid' })
    .max(VACCINE_VALIDITY_MAX_MONTHS, { message: 'vaccinations.validityInvalid' })
    .optional(),
});
export type TVaccineUpdateBody = z.infer<typeof ZVaccineUpdateBody>;
export const ZVaccineUpdateInput = ZVaccineUpdateBody.extend({ id: z.string() });
export type TVaccineUpdateInput = z.infer<typeof ZVaccineUpdateInput>;

// ---------------------------------------------------------------------------------------------
// A dog's records
// ---------------------------------------------------------------------------------------------

export const ZVaccinationRecord = z.object({
  id: z.string(),
  /** The dog's id. */
  dog: z.string(),
  vaccine: z.object({ id: z.string(), code: z.string(), name: ZVaccineName, covers: z.array(ZDisease) }),
  givenOn: z.string(),
  /** The last day the record covers. */
  expiresOn: z.string(),
  batch: z.string().nullable(),
  givenBy: z.string().nullable(),
  /** True when given in an exam of this practice (or checked by staff against the card). */
  verified: z.boolean(),
  notes: z.string().nullable(),
  /** The vet appointment whose exam gave it, when it was given here. */
  vetAppointment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: ZAuditUser.nullable(),
  updatedBy: ZAuditUser.nullable(),
});
export type TVaccinationRecord = z.infer<typeof ZVaccinationRecord>;
export const ZVaccinationRecordList = z.array(ZVaccinationRecord);

/**
 * POST /api/dogs/{id}/vaccinations and PUT /api/vaccinations/{id} (a PUT replaces the record's
 * fields; `verified` absent keeps what it was). `vaccine` is an id or a code; `expiresOn` absent
 * is `givenOn` + the vaccine's validity. A date in the future is refused by the server, which
 * knows the business's today.
 */
export const ZVaccinationBody = z
  .object({
    vaccine: z.preprocess(
      (v) => (v === null ? undefined : v),
      ZLine('vaccinations.vaccineRequired').min(1, { message: 'vaccinations.vaccineRequired' }),
    ),
    givenOn: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z
        .string({ message: 'vaccinations.givenOnRequired' })
        .trim()
        .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
        .refine(isCalendarDay, { message: 'vaccinations.dateInvalid' }),
    ),
    expiresOn: ZVaccinationDay,
    batch: ZOptionalText(VACCINATION_TEXT_MAX, 'vaccinations.batchTooLong'),
    givenBy: ZOptionalText(VACCINATION_TEXT_MAX, 'vaccinations.givenByTooLong'),
    notes: ZOptionalText(VACCINATION_NOTES_MAX, 'vaccinations.notesTooLong', { multiline: true }),
    verified: z.boolean({ message: 'vaccinations.verifiedInvalid' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.expiresOn !== undefined && v.expiresOn <= v.givenOn)
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'vaccinations.expiryNotAfterGiven' });
  });
export type TVaccinationBody = z.infer<typeof ZVaccinationBody>;
export const ZVaccinationCreateInput = z.intersection(z.object({ dog: z.string() }), ZVaccinationBody);
export type TVaccinationCreateInput = z.infer<typeof ZVaccinationCreateInput>;
export const ZVaccinationUpdateInput = z.intersection(z.object({ id: z.string() }), ZVaccinationBody);
export type TVaccinationUpdateInput = z.infer<typeof ZVaccinationUpdateInput>;
export const ZDogVaccinationsInput = z.object({ dog: z.string() });

/**
 * The vaccines a vet exam of this practice gave (PUT /api/vet/appointments/{id}, vet.update,
 * vet.saveExam: `vaccinesGiven`): each becomes a verified record of the dog, given on the
 * appointment's day by its vet; `expiresOn` absent is the vaccine's validity.
 */
export const ZExamVaccine = z.object({
  vaccine: z.preprocess(
    (v) => (v === null ? undefined : v),
    ZLine('vaccinations.vaccineRequired').min(1, { message: 'vaccinations.vaccineRequired' }),
  ),
  batch: ZOptionalText(VACCINATION_TEXT_MAX, 'vaccinations.batchTooLong'),
  expiresOn: ZVaccinationDay,
});
export type TExamVaccine = z.infer<typeof ZExamVaccine>;
export const ZExamVaccines = z.array(ZExamVaccine).max(10).optional();

// ---------------------------------------------------------------------------------------------
// Rules per service
// ---------------------------------------------------------------------------------------------

const ZDiseaseList = z
  .array(ZDisease, { message: 'vaccinations.diseaseInvalid' })
  .transform((list) => DISEASES.filter((d) => list.includes(d)));

export const ZVaccinationRule = z.object({ mode: ZVaccinationMode, diseases: ZDiseaseList });
export type TVaccinationRuleDto = z.infer<typeof ZVaccinationRule>;

export const ZVaccinationRulesDto = z.object({
  daycare: ZVaccinationRule,
  hotel: ZVaccinationRule,
  grooming: ZVaccinationRule,
});
export type TVaccinationRulesDto = z.infer<typeof ZVaccinationRulesDto>;

/** PUT /api/vaccination-requirements (managers): the services to change, each whole; the others kept. */
export const ZVaccinationRulesUpdate = z.object({
  daycare: ZVaccinationRule.optional(),
  hotel: ZVaccinationRule.optional(),
  grooming: ZVaccinationRule.optional(),
});
export type TVaccinationRulesUpdate = z.infer<typeof ZVaccinationRulesUpdate>;

// ---------------------------------------------------------------------------------------------
// Compliance, warnings, refusals, overrides
// ---------------------------------------------------------------------------------------------

/** GET /api/dogs/{id}/compliance?service=&from=&to= (without from/to: today). */
export const ZComplianceQuery = z
  .object({ service: ZVaccinationService, from: ZVaccinationDay, to: ZVaccinationDay })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'vaccinations.fromAfterTo' });
  });
export const ZComplianceInput = z.intersection(z.object({ dog: z.string() }), ZComplianceQuery);
export type TComplianceInput = z.infer<typeof ZComplianceInput>;

export const ZCompliance = z.object({
  service: ZVaccinationService,
  /** The service's mode: off asks for nothing (always compliant). */
  mode: ZVaccinationMode,
  /** The diseases the service asks for (none when off). */
  required: z.array(ZDisease),
  compliant: z.boolean(),
  missing: z.array(ZDisease),
  expiring: z.array(z.object({ disease: ZDisease, expiresOn: z.string() })),
});
export type TCompliance = z.infer<typeof ZCompliance>;

/**
 * vaccinations.checkMany (tRPC only; an addition for the pickers' and the board's shields): the
 * compliance of up to 200 dogs for one service over one range (default today), or each dog over
 * its own (`{ dog, from, to }`: the hotel's check-in picker, each dog with its stay).
 */
export const ZComplianceManyInput = z.intersection(
  z.object({
    dogs: z
      .array(
        z.union([
          z.string(),
          z
            .object({ dog: z.string(), from: z.iso.date(), to: z.iso.date() })
            .refine((v) => v.from <= v.to, { path: ['from'], message: 'vaccinations.fromAfterTo' }),
        ]),
      )
      .max(200),
  }),
  ZComplianceQuery,
);
export type TComplianceManyInput = z.infer<typeof ZComplianceManyInput>;
export const ZComplianceMany = z.object({
  service: ZVaccinationService,
  mode: ZVaccinationMode,
  /**
   * Whether the business has changed this service's rule from the shipped default (block, or other
   * diseases; never off): the pickers' and the board's shields show only then, so a business that
   * never set rules sees the spec's screens unchanged.
   */
  rulesSet: z.boolean(),
  /** One per dog asked (unknown ids: compliant with nothing missing), in the order asked. */
  dogs: z.array(z.object({ dog: z.string(), compliant: z.boolean(), missing: z.array(ZDisease) })),
});
export type TComplianceMany = z.infer<typeof ZComplianceMany>;

/** What a booking (warn or block) or a moment of service in warn mode answers beside its record. */
export const ZVaccinationWarning = z.object({ code: z.literal('vaccinations'), diseases: z.array(ZDisease) });
export type TVaccinationWarning = z.infer<typeof ZVaccinationWarning>;
export const ZWarnings = z.array(ZVaccinationWarning).optional();

/** A manager's `override: { reason }` on a check-in or a start (blank reason: 400). */
export const ZVaccinationOverride = ZAuditOverride.optional();

// ---------------------------------------------------------------------------------------------
// The due list
// ---------------------------------------------------------------------------------------------

const ZBooleanQuery = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v === '' || v === null ? undefined : v),
  z.boolean({ message: 'vaccinations.bookedInvalid' }).optional(),
);
const ZIntQuery = (key: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v === '' || v === null ? undefined : v),
    z
      .number({ message: key })
      .int({ message: key })
      .min(min, { message: key })
      .max(max, { message: key })
      .optional(),
  );

/** GET /api/vaccinations/due?within=30&booked=true&called=no&limit=50&cursor= */
export const ZDueInput = z.object({
  within: ZIntQuery('vaccinations.withinInvalid', 0, DUE_WITHIN_MAX).transform(
    (v) => v ?? DUE_WITHIN_DEFAULT,
  ),
  booked: ZBooleanQuery.transform((v) => v ?? false),
  /** `no`: only the items nobody has called about yet (no reminder, or one not called). */
  called: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['no'], { message: 'vaccinations.calledFilterInvalid' }).optional(),
  ),
  limit: ZIntQuery('vaccinations.limitInvalid', 1, DUE_PAGE_SIZE_MAX).transform((v) => v ?? DUE_PAGE_SIZE),
  cursor: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ message: 'vaccinations.cursorInvalid' })
      .max(200, { message: 'vaccinations.cursorInvalid' })
      .optional(),
  ),
});
export type TDueInput = z.input<typeof ZDueInput>;
export type TDueQuery = z.output<typeof ZDueInput>;

/** The call list's note of a due item: noted by the daily job (or the first call), and who called. */
export const ZDueReminder = z.object({
  /** The business day it was first noted (YYYY-MM-DD). */
  notedOn: z.string(),
  /** When the owner was called (ISO instant), null while nobody has. */
  calledAt: z.string().nullable(),
  /** The caller's name as it was then. */
  calledBy: z.string().nullable(),
});
export type TDueReminder = z.infer<typeof ZDueReminder>;

export const ZDueItem = z.object({
  dog: z.object({ id: z.string(), name: z.string() }),
  disease: ZDisease,
  /** The last day its latest record covers (in the past: expired). */
  expiresOn: z.string(),
  /** The dog's first owner (null for a dog with none). */
  owner: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
  /** The call list's note (vaccination_reminders), null when neither the job nor a call noted it. */
  reminder: ZDueReminder.nullable(),
});
export type TDueItem = z.infer<typeof ZDueItem>;
export const ZDuePage = z.object({ items: z.array(ZDueItem), nextCursor: z.string().nullable() });
export type TDuePage = z.infer<typeof ZDuePage>;

/** vaccinations.markCalled, POST /api/vaccinations/reminders/called: a due item's owner called (or not). */
export const ZMarkCalledInput = z.object({
  /** The dog's id (one that names no dog: 404, as everywhere). */
  dog: z.string({ message: 'common.invalidId' }).trim().min(1, { message: 'common.invalidId' }),
  disease: ZDisease,
  expiresOn: z.preprocess(
    (v) => (v === null || v === '' ? undefined : v),
    z
      .string({ message: 'vaccinations.expiresOnRequired' })
      .trim()
      .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
      .refine(isCalendarDay, { message: 'vaccinations.dateInvalid' }),
  ),
  called: z.boolean({ message: 'vaccinations.calledInvalid' }),
});
export type TMarkCalledInput = z.infer<typeof ZMarkCalledInput>;
