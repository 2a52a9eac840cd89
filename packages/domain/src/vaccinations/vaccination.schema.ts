// Vaccinations (docs/contract/rest-contract-business.md, Vaccinations): the catalogue by disease, a dog's
// records, the rules per service, a dog's compliance and the due list. Shared by server and web.
import { z } from 'zod';
import './vaccination.messages';
import { ZOptionalText, ZRequiredText } from '../common/text';
import { isCalendarDay } from '../dogs/dog.rules';

export const DISEASES = [
  'rabies',
  'distemper',
  'hepatitis',
  'parvovirus',
  'parainfluenza',
  'leptospirosis',
  'bordetella',
] as const;
export const ZDisease = z.enum(DISEASES);
export type TDisease = z.infer<typeof ZDisease>;

/** The services with vaccination rules. */
export const VACCINATION_SERVICES = ['daycare', 'hotel', 'grooming'] as const;
export const ZVaccinationService = z.enum(VACCINATION_SERVICES);
export type TVaccinationService = z.infer<typeof ZVaccinationService>;

export const VACCINATION_MODES = ['off', 'warn', 'block'] as const;
export const ZVaccinationMode = z.enum(VACCINATION_MODES);
export type TVaccinationMode = z.infer<typeof ZVaccinationMode>;

/** A validity of at most ten years. */
export const VACCINE_VALIDITY_MAX_MONTHS = 120;

export const ZVaccine = z.object({
  id: z.string(),
  code: z.string(),
  name: z.object({ es: z.string(), en: z.string() }),
  covers: z.array(ZDisease),
  validityMonths: z.number().int(),
});
export type TVaccine = z.infer<typeof ZVaccine>;

/** A vaccine of the catalogue as a manager edits it. */
export const ZVaccineUpdateInput = z.object({
  id: z.string(),
  name: z.object({
    es: ZRequiredText('vaccination.nameRequired', { max: 100, maxKey: 'vaccination.nameTooLong' }),
    en: ZRequiredText('vaccination.nameRequired', { max: 100, maxKey: 'vaccination.nameTooLong' }),
  }),
  covers: z.array(ZDisease).min(1, { message: 'vaccination.coversRequired' }),
  // A form's number field holds text ('12'): read it as a number ('' is no number).
  validityMonths: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v),
    z
      .number({ message: 'vaccination.validityInvalid' })
      .int({ message: 'vaccination.validityInvalid' })
      .min(1, { message: 'vaccination.validityInvalid' })
      .max(VACCINE_VALIDITY_MAX_MONTHS, { message: 'vaccination.validityInvalid' }),
  ),
});
export type TVaccineUpdateInput = z.infer<typeof ZVaccineUpdateInput>;

export const ZVaccinationRecord = z.object({
  id: z.string(),
  dogId: z.string(),
  vaccine: z.object({ id: z.string(), code: z.string(), name: z.object({ es: z.string(), en: z.string() }) }),
  /** The diseases the record's vaccine covers. */
  covers: z.array(ZDisease),
  givenOn: z.string(),
  /** The last day the record covers. */
  expiresOn: z.string(),
  batch: z.string().nullable(),
  givenBy: z.string().nullable(),
  notes: z.string().nullable(),
  verified: z.boolean(),
});
export type TVaccinationRecord = z.infer<typeof ZVaccinationRecord>;

/** What the record form holds ('' for empty), in screen order. */
export interface TVaccinationFormValues {
  vaccine: string;
  givenOn: string;
  expiresOn: string;
  batch: string;
  givenBy: string;
  notes: string;
  verified: boolean;
}

export const EMPTY_VACCINATION_FORM: TVaccinationFormValues = {
  vaccine: '',
  givenOn: '',
  expiresOn: '',
  batch: '',
  givenBy: '',
  notes: '',
  verified: false,
};

/** The record form's schema; `today` refuses a vaccination given in the future. */
export function vaccinationFormSchema(today?: string) {
  return z
    .object({
      vaccine: z.string().min(1, { message: 'vaccination.vaccineRequired' }),
      givenOn: z.string().min(1, { message: 'vaccination.givenOnRequired' }),
      expiresOn: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
      batch: ZOptionalText(50, 'vaccination.batchTooLong'),
      givenBy: ZOptionalText(100, 'vaccination.givenByTooLong'),
      notes: ZOptionalText(1000, 'vaccination.notesTooLong', { multiline: true }),
      verified: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (!isCalendarDay(v.givenOn)) {
        ctx.addIssue({ code: 'custom', path: ['givenOn'], message: 'vaccination.givenOnInvalid' });
      } else if (today !== undefined && v.givenOn > today) {
        ctx.addIssue({ code: 'custom', path: ['givenOn'], message: 'vaccination.givenOnFuture' });
      }
      if (v.expiresOn !== undefined) {
        if (!isCalendarDay(v.expiresOn)) {
          ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'vaccination.expiresOnInvalid' });
        } else if (isCalendarDay(v.givenOn) && v.expiresOn <= v.givenOn) {
          ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'vaccination.expiresOnBeforeGiven' });
        }
      }
    });
}
export type TVaccinationFormOutput = z.output<ReturnType<typeof vaccinationFormSchema>>;

export const ZServiceRequirement = z.object({
  mode: ZVaccinationMode,
  diseases: z.array(ZDisease),
});
export type TServiceRequirement = z.infer<typeof ZServiceRequirement>;

export const ZVaccinationRequirements = z.object({
  daycare: ZServiceRequirement,
  hotel: ZServiceRequirement,
  grooming: ZServiceRequirement,
});
export type TVaccinationRequirements = z.infer<typeof ZVaccinationRequirements>;

export const ZCompliance = z.object({
  service: ZVaccinationService,
  compliant: z.boolean(),
  missing: z.array(ZDisease),
  expiring: z.array(z.object({ disease: ZDisease, expiresOn: z.string() })),
});
export type TCompliance = z.infer<typeof ZCompliance>;

/** The due list's windows (days ahead). */
export const VACCINATION_DUE_WINDOWS = [7, 30, 60, 90] as const;

export const ZVaccinationDueItem = z.object({
  dog: z.object({ id: z.string(), name: z.string() }),
  disease: ZDisease,
  expiresOn: z.string(),
  owner: z.object({ id: z.string(), name: z.string(), phone: z.string() }).nullable(),
});
export type TVaccinationDueItem = z.infer<typeof ZVaccinationDueItem>;

/** The override a manager gives for a refused check-in or grooming start. */
export const ZVaccinationOverride = z.object({
  reason: ZRequiredText('vaccination.overrideReasonRequired', {
    max: 500,
    maxKey: 'vaccination.overrideReasonTooLong',
  }),
});
export type TVaccinationOverride = z.infer<typeof ZVaccinationOverride>;
