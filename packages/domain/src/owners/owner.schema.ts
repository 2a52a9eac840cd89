// Owner input and output shapes (docs/spec/product-spec.md §§3 and 5, docs/contract/rest-contract.md Owners). The web form
// validates with ZOwnerInput too, so a rule and its message live only here.
import { z } from 'zod';
import { ZLanguage, ZOptionalTaxId } from '../billing/billing.schema';
import { registerMessages } from '../common/messages';
import { ZLine, ZMultiline, ZSearchText } from '../common/text';
import { OWNERS_PAGE_SIZE } from './owner.rules';

/** English texts of the owner message keys (spec wording where the spec has one). */
export const OWNER_MESSAGES_EN = {
  'owner.nameTooShort': 'Name must be at least 2 characters long',
  'owner.nameTooLong': 'Name must be 100 characters or less',
  'owner.emailInvalid': 'Please enter a valid email address',
  'owner.phoneInvalid': 'Please enter a valid phone number',
  'owner.addressRequired': 'Address is required',
  'owner.addressTooLong': 'Address must be 60 characters or less',
  'owner.emailTaken': 'An owner with this email already exists',
  'owner.notFound': 'Owner not found',
  'owner.onlyOwnerOfDog':
    'This owner cannot be deleted because they are the only owner of {dogs}. Add another owner to the dog or delete the dog first.',
  'owner.deleted': 'Owner deleted successfully',
} as const;
registerMessages(OWNER_MESSAGES_EN);
export type TOwnerMessageKey = keyof typeof OWNER_MESSAGES_EN;

export const OWNER_NAME_MIN = 2;
export const OWNER_NAME_MAX = 100;
export const OWNER_ADDRESS_MAX = 60;
export const OWNER_PHONE_MAX = 30;

/** Digits, spaces, hyphens, parentheses and an optional leading plus; at least one digit. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone) && /\d/.test(phone) && phone.length <= OWNER_PHONE_MAX;
}

// Absent values become '' so every field reports its own message at once.
const text = (v: string | null | undefined) => (v === undefined || v === null ? '' : v);

export const ZOwnerInput = z.object({
  name: z.preprocess(
    text,
    ZLine('owner.nameTooShort')
      .min(OWNER_NAME_MIN, { message: 'owner.nameTooShort' })
      .max(OWNER_NAME_MAX, { message: 'owner.nameTooLong' }),
  ),
  email: z.preprocess(
    text,
    ZLine('owner.emailInvalid')
      .toLowerCase()
      .max(254, { message: 'owner.emailInvalid' })
      .email({ message: 'owner.emailInvalid' }),
  ),
  phone: z.preprocess(
    text,
    ZLine('owner.phoneInvalid').refine(isValidPhone, { message: 'owner.phoneInvalid' }),
  ),
  address: z.preprocess(
    text,
    ZMultiline('owner.addressRequired')
      .min(1, { message: 'owner.addressRequired' })
      .max(OWNER_ADDRESS_MAX, { message: 'owner.addressTooLong' }),
  ),
  /** NIF, NIE or CIF with its check character (a full invoice needs it); '' or null: none; absent: kept. */
  taxId: ZOptionalTaxId,
  /** What is sent to or printed for the owner is in this language ('es' when created without one). */
  language: ZLanguage.optional(),
});
export type TOwnerInput = z.infer<typeof ZOwnerInput>;

export const ZOwnerUpdateInput = ZOwnerInput.extend({ id: z.string() });
export type TOwnerUpdateInput = z.infer<typeof ZOwnerUpdateInput>;

export const ZOwner = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  taxId: z.string().nullable(),
  language: ZLanguage,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOwner = z.infer<typeof ZOwner>;

/** An owner as embedded in a dog (no timestamps). */
export const ZOwnerRef = ZOwner.pick({ id: true, name: true, email: true, phone: true, address: true });
export type TOwnerRef = z.infer<typeof ZOwnerRef>;

export const OWNER_SORT_FIELDS = ['name', 'email'] as const;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

const ZSearch = ZSearchText(100);

export const ZOwnerListInput = z.object({
  search: ZSearch,
  sort: z.enum(OWNER_SORT_FIELDS).default('name'),
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(OWNERS_PAGE_SIZE),
});
export type TOwnerListInput = z.input<typeof ZOwnerListInput>;

/** A page of a server-side list. `page` is clamped to the last page when it runs past it. */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });

export const ZOwnerPage = ZPage(ZOwner);
export type TOwnerPage = z.infer<typeof ZOwnerPage>;

/** The searchable owner picker of the dog form. */
export const ZOwnerOptionsInput = z.object({
  search: ZSearch,
  limit: z.number().int().min(1).max(50).default(20),
});
export type TOwnerOptionsInput = z.input<typeof ZOwnerOptionsInput>;

export const ZOwnerOption = ZOwnerRef;
export type TOwnerOption = z.infer<typeof ZOwnerOption>;

export const ZOwnerIdInput = z.object({ id: z.string() });
