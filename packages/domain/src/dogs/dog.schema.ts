// Dog input and output shapes (docs/spec/product-spec.md §§3 and 5, docs/contract/rest-contract.md Dogs). Every dog rule
// is written once, in dogIssues(), and used by three schemas: the API input (REST and tRPC),
// the same with the date-of-birth rules against a given "today", and the web form (which
// edits ages under 2 years in months and picks owners from two selects).
import { z } from 'zod';
import { isId } from '../common/id';
import { registerMessages } from '../common/messages';
import {
  type CONTROL_CHARACTERS_KEY,
  type INVALID_CHARACTERS_KEY,
  textCharacterIssue,
  ZSearchText,
} from '../common/text';
import { ZGroomingHistory } from '../grooming/grooming.history';
import { ZHotelStayHistory } from '../hotel/hotel.history';
import { ZOwnerRef, ZPage } from '../owners/owner.schema';
import { ZVetAppointmentHistory } from '../vet/vet.history';
import {
  AGE_GROUPS,
  AGE_MAX_MONTHS,
  AGE_MAX_YEARS,
  AGE_MONTHS_BELOW_YEARS,
  addYears,
  DOGS_PAGE_SIZE,
  isCalendarDay,
  monthsToYears,
  type TAgeUnit,
  yearsToMonths,
} from './dog.rules';

/** English texts of the dog message keys (spec wording where the spec has one). */
export const DOG_MESSAGES_EN = {
  'dog.nameRequired': 'Dog name is required',
  'dog.nameTooLong': 'Dog name must be 100 characters or less',
  'dog.breedRequired': 'Dog breed is required',
  'dog.breedTooLong': 'Dog breed must be 100 characters or less',
  'dog.ageOrDateOfBirthRequired': 'Please enter either age or date of birth',
  'dog.ageYearsRange': 'Please enter a valid age (0-30 years)',
  'dog.ageMonthsRange': 'Please enter a valid age (0-360 months)',
  'dog.dateOfBirthInvalid': 'Please enter a valid date of birth',
  'dog.dateOfBirthFuture': 'Date of birth cannot be in the future',
  'dog.dateOfBirthTooOld': 'Date of birth cannot be more than 30 years ago',
  'dog.weightRange': 'Please enter a valid weight (0-150 kg)',
  'dog.particularSignsTooLong': 'Particular signs must be 500 characters or less',
  'dog.primaryOwnerRequired': 'Primary owner is required',
  'dog.secondaryOwnerSame': 'Secondary owner must be different from primary owner',
  'dog.tooManyOwners': 'A dog can have at most two owners',
  'dog.ownerNotFound': 'The selected owner does not exist',
  'dog.noOwnersAvailable': 'No owners available. Please add an owner first or refresh the page.',
  'dog.notFound': 'Dog not found',
  'dog.invalidId': 'Invalid dog ID',
  'dog.deleted': 'Dog deleted successfully',
  'dog.pictureType': 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  'dog.pictureTooLarge': 'Image file must be smaller than 5MB',
  'dog.pictureTooManyPixels': 'Image dimensions are too large (at most 50 megapixels)',
  'dog.pictureOnlyOne': 'Only one picture can be uploaded',
  'dog.uploadInvalid': 'The upload could not be read',
} as const;
registerMessages(DOG_MESSAGES_EN);
export type TDogMessageKey = keyof typeof DOG_MESSAGES_EN;

export const DOG_NAME_MAX = 100;
export const DOG_BREED_MAX = 100;
export const WEIGHT_MAX_KG = 150;
export const PARTICULAR_SIGNS_MAX = 500;
export const MAX_OWNERS = 2;

// ---------------------------------------------------------------------------------------------
// The rules, once
// ---------------------------------------------------------------------------------------------

/** The values the rules look at, already normalised (numbers may be NaN when not numeric). */
export interface TDogRuleValues {
  name: string;
  breed: string;
  age: number | undefined;
  ageUnit: TAgeUnit;
  dateOfBirth: string | undefined;
  weight: number | undefined;
  particularSigns: string | undefined;
  /** Owner ids, primary first. */
  owners: string[];
}

export type TDogField =
  | 'name'
  | 'breed'
  | 'age'
  | 'dateOfBirth'
  | 'weight'
  | 'particularSigns'
  | 'primaryOwner'
  | 'secondaryOwner'
  | 'owners';

export interface TDogIssue {
  field: TDogField;
  key: TDogMessageKey | typeof CONTROL_CHARACTERS_KEY | typeof INVALID_CHARACTERS_KEY;
}

/**
 * Every dog rule of docs/spec/product-spec.md §5. The date-of-birth limits need `today` (the business day);
 * without it only the date's form is checked. With a date of birth the age is not looked at
 * (it will be computed).
 */
export function dogIssues(v: TDogRuleValues, today?: string): TDogIssue[] {
  const issues: TDogIssue[] = [];
  const add = (field: TDogField, key: TDogIssue['key']) => issues.push({ field, key });
  // The shared text check of common/text.ts: name and breed are one line, particular signs may
  // hold tabs and line breaks; no other control character, no lone surrogate.
  const charIssue = (field: TDogField, value: string | undefined, multiline = false) => {
    const key = value === undefined ? null : textCharacterIssue(value, multiline ? 'multiline' : 'line');
    if (key) add(field, key);
    return key !== null;
  };

  if (!charIssue('name', v.name)) {
    if (v.name === '') add('name', 'dog.nameRequired');
    else if (v.name.length > DOG_NAME_MAX) add('name', 'dog.nameTooLong');
  }
  if (!charIssue('breed', v.breed)) {
    if (v.breed === '') add('breed', 'dog.breedRequired');
    else if (v.breed.length > DOG_BREED_MAX) add('breed', 'dog.breedTooLong');
  }

  if (v.dateOfBirth !== undefined) {
    if (!isCalendarDay(v.dateOfBirth)) add('dateOfBirth', 'dog.dateOfBirthInvalid');
    else if (today !== undefined && v.dateOfBirth > today) add('dateOfBirth', 'dog.dateOfBirthFuture');
    else if (today !== undefined && v.dateOfBirth < addYears(today, -AGE_MAX_YEARS)) {
      add('dateOfBirth', 'dog.dateOfBirthTooOld');
    }
  } else {
    const max = v.ageUnit === 'months' ? AGE_MAX_MONTHS : AGE_MAX_YEARS;
    const rangeKey = v.ageUnit === 'months' ? 'dog.ageMonthsRange' : 'dog.ageYearsRange';
    if (v.age === undefined) add('age', 'dog.ageOrDateOfBirthRequired');
    else if (Number.isNaN(v.age) || v.age < 0 || v.age > max) add('age', rangeKey);
    else if (v.age === 0) add('age', 'dog.ageOrDateOfBirthRequired');
  }

  if (v.weight !== undefined && (Number.isNaN(v.weight) || v.weight < 0 || v.weight > WEIGHT_MAX_KG)) {
    add('weight', 'dog.weightRange');
  }
  if (
    !charIssue('particularSigns', v.particularSigns, true) &&
    v.particularSigns !== undefined &&
    v.particularSigns.length > PARTICULAR_SIGNS_MAX
  ) {
    add('particularSigns', 'dog.particularSignsTooLong');
  }

  const [primary, secondary] = v.owners;
  if (!primary) add('primaryOwner', 'dog.primaryOwnerRequired');
  else if (!isId(primary)) add('primaryOwner', 'dog.ownerNotFound');
  if (v.owners.length > MAX_OWNERS) add('owners', 'dog.tooManyOwners');
  if (secondary !== undefined) {
    if (secondary === primary) add('secondaryOwner', 'dog.secondaryOwnerSame');
    else if (!isId(secondary)) add('secondaryOwner', 'dog.ownerNotFound');
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Normalising raw input (JSON, multipart strings, form fields)
// ---------------------------------------------------------------------------------------------

type TRawNumber = number | string | null | undefined;
type TRawOwners = string | readonly (string | { _id?: string; id?: string } | null)[] | null | undefined;

/** '' and null are absent; numeric strings are numbers; anything else is NaN (reported by a rule). */
export function toOptionalNumber(v: TRawNumber): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return Number.NaN;
  const s = v.trim().replace(',', '.');
  return s === '' ? undefined : Number(s);
}

const toText = (v: string | number | null | undefined): string =>
  v === undefined || v === null ? '' : String(v).trim();

const toOptionalText = (v: string | null | undefined): string | undefined => {
  const s = toText(v);
  return s === '' ? undefined : s;
};

/**
 * For the API input: strings and numbers become text; any other value (an object, a list) is
 * passed on untouched so z.string() refuses it, instead of becoming '[object Object]' or
 * throwing from a hostile toString.
 */
const apiText =
  <T>(normalise: (v: string | null | undefined) => T) =>
  (v: string | null | undefined): T => {
    const raw: unknown = v;
    if (raw === undefined || raw === null || typeof raw === 'string') return normalise(raw);
    if (typeof raw === 'number') return normalise(String(raw));
    return raw as T;
  };

/** A calendar day; a full ISO timestamp from older clients keeps its date part. */
function toOptionalDay(v: string | null | undefined): string | undefined {
  const s = toOptionalText(v);
  if (s === undefined) return undefined;
  return /^\d{4}-\d{2}-\d{2}T/.test(s) ? s.slice(0, 10) : s;
}

/**
 * Owner ids from any shape clients send: a list of ids (JSON), a JSON list in a multipart field,
 * a single id (legacy `owner`), or owner objects `{ _id }` as a GET returned them.
 */
export function normalizeOwnerIds(v: unknown): string[] {
  if (v === undefined || v === null) return [];
  if (typeof v === 'string') {
    const s = v.trim();
    if (s.startsWith('[')) {
      try {
        return normalizeOwnerIds(JSON.parse(s));
      } catch {
        return [s];
      }
    }
    return s === '' ? [] : s.split(',').map((p) => p.trim());
  }
  if (Array.isArray(v)) {
    return v
      .map((item) => {
        if (typeof item === 'string') return item.trim();
        if (item && typeof item === 'object') {
          const o = item as { _id?: unknown; id?: unknown };
          const id = o._id ?? o.id;
          return typeof id === 'string' ? id.trim() : '';
        }
        return '';
      })
      .filter((id) => id !== '');
  }
  if (typeof v === 'object') return normalizeOwnerIds([v]);
  return [];
}

// ---------------------------------------------------------------------------------------------
// The API input (REST JSON and multipart, tRPC)
// ---------------------------------------------------------------------------------------------

const dogInputShape = {
  name: z.preprocess(apiText(toText), z.string()),
  breed: z.preprocess(apiText(toText), z.string()),
  /** Years, may be fractional. Ignored when a date of birth is given. */
  age: z.preprocess((v: TRawNumber) => toOptionalNumber(v), z.number().or(z.nan()).optional()),
  /** 'YYYY-MM-DD'. */
  dateOfBirth: z.preprocess(apiText(toOptionalDay), z.string().optional()),
  /** Kilograms. */
  weight: z.preprocess((v: TRawNumber) => toOptionalNumber(v), z.number().or(z.nan()).optional()),
  particularSigns: z.preprocess(apiText(toOptionalText), z.string().optional()),
  /** Owner ids, primary first (one or two). */
  owners: z.preprocess((v: TRawOwners) => normalizeOwnerIds(v), z.array(z.string())),
  /** Legacy single owner id, used when `owners` is empty. */
  owner: z.preprocess(
    (v: TRawOwners | { _id?: string }) => normalizeOwnerIds(v),
    z.array(z.string()).optional(),
  ),
};

type TDogInputObject = z.output<z.ZodObject<typeof dogInputShape>>;

function ruleValues(o: TDogInputObject): TDogRuleValues {
  return {
    name: o.name,
    breed: o.breed,
    age: o.age,
    ageUnit: 'years',
    dateOfBirth: o.dateOfBirth,
    weight: o.weight,
    particularSigns: o.particularSigns,
    owners: o.owners.length > 0 ? o.owners : (o.owner ?? []),
  };
}

const API_PATHS: Record<TDogField, (string | number)[]> = {
  name: ['name'],
  breed: ['breed'],
  age: ['age'],
  dateOfBirth: ['dateOfBirth'],
  weight: ['weight'],
  particularSigns: ['particularSigns'],
  primaryOwner: ['owners'],
  secondaryOwner: ['owners', 1],
  owners: ['owners'],
};

/** What the service receives: clean values; `age` only when there is no date of birth. */
export interface TDogInput {
  name: string;
  breed: string;
  age?: number;
  dateOfBirth?: string;
  weight?: number;
  particularSigns?: string;
  owners: string[];
}

function valuesToInput(v: TDogRuleValues): TDogInput {
  return {
    name: v.name,
    breed: v.breed,
    ...(v.dateOfBirth === undefined ? { age: v.age } : { dateOfBirth: v.dateOfBirth }),
    ...(v.weight === undefined ? {} : { weight: v.weight }),
    ...(v.particularSigns === undefined ? {} : { particularSigns: v.particularSigns }),
    owners: v.owners,
  };
}

const toDogInput = (o: TDogInputObject): TDogInput => valuesToInput(ruleValues(o));

function buildDogInput<S extends z.ZodRawShape>(shape: S, today?: () => string) {
  return z
    .object(shape)
    .superRefine((o, ctx) => {
      for (const issue of dogIssues(ruleValues(o as unknown as TDogInputObject), today?.())) {
        ctx.addIssue({ code: 'custom', message: issue.key, path: API_PATHS[issue.field] });
      }
    })
    .transform((o) => {
      const { id } = o as { id?: string };
      return { ...(id === undefined ? {} : { id }), ...toDogInput(o as unknown as TDogInputObject) };
    });
}

/**
 * A dog as REST and tRPC receive it. The date of birth's form is checked, not its limits
 * (those need the business day: see dogInputSchema and the service).
 */
export const ZDogInput = buildDogInput(dogInputShape) as unknown as z.ZodType<
  TDogInput,
  z.input<z.ZodObject<typeof dogInputShape>>
>;

export const ZDogUpdateInput = buildDogInput({ ...dogInputShape, id: z.string() }) as unknown as z.ZodType<
  TDogInput & { id: string },
  z.input<z.ZodObject<typeof dogInputShape>> & { id: string }
>;
export type TDogUpdateInput = TDogInput & { id: string };

/** ZDogInput plus the date-of-birth limits against `today` ('YYYY-MM-DD', the business day). */
export function dogInputSchema(today: string): z.ZodType<TDogInput, z.input<typeof ZDogInput>> {
  return buildDogInput(dogInputShape, () => today) as unknown as z.ZodType<
    TDogInput,
    z.input<typeof ZDogInput>
  >;
}

// ---------------------------------------------------------------------------------------------
// The web form: ages under 2 years in months, owners from a primary and a secondary select
// ---------------------------------------------------------------------------------------------

export const ZDogFormValues = z.object({
  name: z.string(),
  breed: z.string(),
  ageUnit: z.enum(['years', 'months']),
  /** The age as typed, in `ageUnit`. */
  age: z.union([z.string(), z.number()]),
  /** 'YYYY-MM-DD' or ''. */
  dateOfBirth: z.string(),
  weight: z.union([z.string(), z.number()]),
  particularSigns: z.string(),
  primaryOwner: z.string(),
  /** '' for none. */
  secondaryOwner: z.string(),
});
export type TDogFormValues = z.infer<typeof ZDogFormValues>;

export const EMPTY_DOG_FORM: TDogFormValues = {
  name: '',
  breed: '',
  ageUnit: 'years',
  age: '',
  dateOfBirth: '',
  weight: '',
  particularSigns: '',
  primaryOwner: '',
  secondaryOwner: '',
};

function formRuleValues(f: TDogFormValues): TDogRuleValues {
  const owners = [f.primaryOwner.trim(), f.secondaryOwner.trim()];
  return {
    name: toText(f.name),
    breed: toText(f.breed),
    age: toOptionalNumber(f.age),
    ageUnit: f.ageUnit,
    dateOfBirth: toOptionalDay(f.dateOfBirth),
    weight: toOptionalNumber(f.weight),
    particularSigns: toOptionalText(f.particularSigns),
    // An empty primary with a secondary still reports "Primary owner is required".
    owners: owners[0] === '' ? (owners[1] === '' ? [] : ['', owners[1] as string]) : owners.filter(Boolean),
  };
}

/**
 * The form's schema: the same rules as the API with form field paths (age, primaryOwner,
 * secondaryOwner...), producing the API input (months divided by 12, no age with a date of birth).
 */
export function dogFormSchema(today: string) {
  return ZDogFormValues.superRefine((f, ctx) => {
    for (const issue of dogIssues(formRuleValues(f), today)) {
      ctx.addIssue({ code: 'custom', message: issue.key, path: [issue.field] });
    }
  }).transform((f): TDogInput => {
    const v = formRuleValues(f);
    const age = v.age === undefined ? undefined : v.ageUnit === 'months' ? monthsToYears(v.age) : v.age;
    return valuesToInput({ ...v, age });
  });
}

/** Form values of an existing dog: an age under 2 years shows in months. */
export function dogToFormValues(dog: {
  name: string;
  breed: string;
  age: number | null;
  dateOfBirth: string | null;
  weight: number | null;
  particularSigns: string | null;
  owners: readonly { id: string }[];
}): TDogFormValues {
  const inMonths = dog.age !== null && dog.age < AGE_MONTHS_BELOW_YEARS;
  return {
    name: dog.name,
    breed: dog.breed,
    ageUnit: inMonths ? 'months' : 'years',
    age: dog.dateOfBirth || dog.age === null ? '' : inMonths ? yearsToMonths(dog.age) : dog.age,
    dateOfBirth: dog.dateOfBirth ?? '',
    weight: dog.weight ?? '',
    particularSigns: dog.particularSigns ?? '',
    primaryOwner: dog.owners[0]?.id ?? '',
    secondaryOwner: dog.owners[1]?.id ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// Output shapes
// ---------------------------------------------------------------------------------------------

export const ZCalculatedAge = z.object({
  displayText: z.string(),
  years: z.number(),
  unit: z.enum(['months', 'years']),
  value: z.number().int(),
});

export const ZAgeGroup = z.enum([...AGE_GROUPS, 'unknown']);

export const ZAuditUser = z.object({ id: z.string(), username: z.string() });

export const ZDog = z.object({
  id: z.string(),
  /** Readable id, e.g. DOG-000042. */
  dogId: z.string(),
  name: z.string(),
  breed: z.string(),
  /** Years (2 decimals); computed from the date of birth when there is one. */
  age: z.number().nullable(),
  dateOfBirth: z.string().nullable(),
  weight: z.number().nullable(),
  particularSigns: z.string().nullable(),
  /** One or two owners, primary first. */
  owners: z.array(ZOwnerRef),
  /** Stored file name of the display image. */
  picture: z.string().nullable(),
  /** /uploads/dogs/{picture} */
  pictureUrl: z.string().nullable(),
  /** A small version for lists. */
  thumbnailUrl: z.string().nullable(),
  calculatedAge: ZCalculatedAge.nullable(),
  ageGroup: ZAgeGroup,
  createdBy: ZAuditUser.nullable(),
  updatedBy: ZAuditUser.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDog = z.infer<typeof ZDog>;

const ZFilterText = ZSearchText(100);

export const ZDogListInput = z.object({
  /** Loose search on name, breed and owners' names (accents and case ignored). */
  search: ZFilterText,
  /** Exact breed (case ignored), as listed by dogs.breeds. */
  breed: ZFilterText,
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(DOGS_PAGE_SIZE),
});
export type TDogListInput = z.input<typeof ZDogListInput>;

export const ZDogPage = ZPage(ZDog);
export type TDogPage = z.infer<typeof ZDogPage>;

export const ZBreedCount = z.object({ breed: z.string(), count: z.number().int() });

export const ZDogOverview = z.object({
  total: z.number().int(),
  /** Created within the last 7 days (the same window as recently added). */
  addedThisWeek: z.number().int(),
  breedCount: z.number().int(),
  /** Created within 7 days (newest first, at most 12), otherwise the 5 newest. */
  recentlyAdded: z.array(ZDog),
  ageGroups: z.object({
    puppy: z.number().int(),
    young: z.number().int(),
    adult: z.number().int(),
    senior: z.number().int(),
    unknown: z.number().int(),
  }),
  /** Every breed with its number of dogs, most dogs first. */
  breeds: z.array(ZBreedCount),
});
export type TDogOverview = z.infer<typeof ZDogOverview>;

// ---------------------------------------------------------------------------------------------
// The details modal: the dog and its history
// ---------------------------------------------------------------------------------------------

/** How many of each history the details modal shows (docs/spec/product-spec.md §2). */
export const DOG_HISTORY_LIMITS = {
  daycareVisits: 5,
  hotelStays: 8,
  vetAppointments: 8,
  grooming: 8,
} as const;

export const ZDaycareVisitHistory = z.object({
  id: z.string(),
  date: z.string(),
  checkInTime: z.string().nullable(),
  checkOutTime: z.string().nullable(),
  status: z.enum(['pending', 'active', 'completed']),
  notes: z.string().nullable(),
  packageType: z.string().nullable(),
});

const history = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const ZDogDetails = z.object({
  dog: ZDog,
  history: z.object({
    daycareVisits: history(ZDaycareVisitHistory),
    hotelStays: history(ZHotelStayHistory),
    vetAppointments: history(ZVetAppointmentHistory),
    grooming: history(ZGroomingHistory),
  }),
});
export type TDogDetails = z.infer<typeof ZDogDetails>;

export const ZDogIdInput = z.object({ id: z.string() });

/** The searchable dog picker of the service forms (never a list of every dog). */
export const ZDogOptionsInput = z.object({
  search: ZFilterText,
  limit: z.number().int().min(1).max(50).default(20),
});
export type TDogOptionsInput = z.input<typeof ZDogOptionsInput>;

/**
 * What every dog picker's option carries besides its own fields: a small picture, and whether
 * the dog is expected now (ranked first by the server: a package, a booking, an appointment
 * today). Optional: a picker shows a dog it was given (the booking being edited) without them.
 */
export const ZDogPickerExtras = z.object({
  /** The dog's thumbnail (null: no picture). */
  thumbnailUrl: z.string().nullable().optional(),
  /** Expected now: the server lists these first. */
  expected: z.boolean().optional(),
});

export const ZDogOption = z
  .object({
    id: z.string(),
    name: z.string(),
    breed: z.string(),
    /** The primary owner's name. */
    ownerName: z.string().nullable(),
  })
  .extend(ZDogPickerExtras.shape);
export type TDogOption = z.infer<typeof ZDogOption>;
