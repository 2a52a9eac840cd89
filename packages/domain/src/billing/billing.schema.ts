// Shapes of billing (docs/contract/rest-contract-business.md, "Prices, charges and invoices"):
// prices, charges, invoices and an owner's account, for both APIs and the screens. Money is
// integer euro cents; rates are percentages.
import { z } from 'zod';
import { registerMessages } from '../common/messages';
import { ZLine } from '../common/text';
import {
  CHARGE_STATUSES,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  isValidTaxId,
  LANGUAGES,
  normalizeTaxId,
  PRICE_SERVICES,
  PRICE_SIZES,
  SERIES_PATTERN,
  VAT_RATES,
} from './billing.rules';

export * from './billing.rules';

export const BILLING_MESSAGES_EN = {
  'billing.taxIdInvalid': 'Please enter a valid tax ID',
  'billing.languageInvalid': 'Language must be es or en',
  'billing.priceNotFound': 'Price not found',
  'billing.priceCodeTaken': 'A price with this code already exists',
  'billing.priceCodeInvalid': 'Code must be 1 to 60 lower-case letters, digits or hyphens',
  'billing.priceNameRequired': 'Name is required in Spanish and English',
  'billing.amountInvalid': 'Amount must be a whole number of cents',
  'billing.vatRateInvalid': 'VAT rate must be one of 21, 10, 4 or 0',
  'billing.serviceInvalid': 'Service must be one of daycare, hotel, vet, grooming, shop',
  'billing.sizeInvalid': 'Size must be S, M, L or XL',
  'billing.quantityInvalid': 'Quantity must be a whole number from 1 to 999',
  'billing.chargeNeedsPriceOrLine': 'Give a price, or a description, unit price and VAT rate',
  'billing.chargeNotFound': 'Charge not found',
  'billing.chargeNotPending': 'Only a pending charge can be deleted',
  'billing.ownerHasNoDog': 'This dog does not belong to this owner',
  'billing.noFiscalIdentity': "Set the business's fiscal identity first",
  'billing.simplifiedLimit': "A simplified invoice cannot exceed 400 €; add the customer's tax ID",
  'billing.chargesNotInvoiceable': 'Some charges belong to another owner or are already invoiced',
  'billing.chargesRequired': 'Choose at least one charge',
  'billing.invoiceNotFound': 'Invoice not found',
  'billing.invoiceImmutable': 'An issued invoice cannot be changed; issue a corrective invoice',
  'billing.invoiceNotRectifiable': 'Only an issued or paid invoice that is not corrective can be rectified',
  'billing.invoiceNotVoidable': 'Only an unpaid invoice can be voided',
  'billing.rectifyExceeds': 'A correction cannot reverse more than the invoice holds',
  'billing.seriesInvalid': 'A series is 1 to 5 upper-case letters or digits',
  'billing.seriesDistinct': 'The full, simplified and corrective series must differ',
  'billing.businessNameTooLong': 'Business name must be 200 characters or less',
  'billing.addressTooLong': 'Address must be 300 characters or less',
  'billing.chargeDeleted': 'Charge deleted successfully',
} as const;
registerMessages(BILLING_MESSAGES_EN);
export type TBillingMessageKey = keyof typeof BILLING_MESSAGES_EN;

export const ZLanguage = z.enum(LANGUAGES, { message: 'billing.languageInvalid' });

/** A Spanish tax id (NIF, NIE or CIF), normalised: upper case, no spaces, hyphens or dots. */
export const ZTaxId = z
  .string({ message: 'billing.taxIdInvalid' })
  .transform(normalizeTaxId)
  .refine(isValidTaxId, { message: 'billing.taxIdInvalid' });

/** An optional tax id: '' and null clear it; absent keeps what there is. */
export const ZOptionalTaxId = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  ZTaxId.nullable().optional(),
);

const ZCents = z.number({ message: 'billing.amountInvalid' }).int({ message: 'billing.amountInvalid' });
export const ZVatRate = z
  .number({ message: 'billing.vatRateInvalid' })
  .refine((v) => (VAT_RATES as readonly number[]).includes(v), { message: 'billing.vatRateInvalid' });
export const ZPriceService = z.enum(PRICE_SERVICES, { message: 'billing.serviceInvalid' });
export const ZPriceSize = z.enum(PRICE_SIZES, { message: 'billing.sizeInvalid' });
const ZQuantity = z
  .number({ message: 'billing.quantityInvalid' })
  .int({ message: 'billing.quantityInvalid' })
  .min(1, { message: 'billing.quantityInvalid' })
  .max(999, { message: 'billing.quantityInvalid' });

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------

export const ZPriceName = z.object(
  {
    es: ZLine('billing.priceNameRequired').min(1, { message: 'billing.priceNameRequired' }).max(200),
    en: ZLine('billing.priceNameRequired').min(1, { message: 'billing.priceNameRequired' }).max(200),
  },
  { message: 'billing.priceNameRequired' },
);

export const ZPrice = z.object({
  id: z.string(),
  code: z.string(),
  service: ZPriceService,
  name: z.object({ es: z.string(), en: z.string() }),
  /** VAT included. */
  priceCents: z.number().int(),
  /** The rate of the price's VAT category today. */
  vatRate: z.number(),
  /** (A union, so the REST document lets null through as well as the sizes.) */
  size: z.union([ZPriceSize, z.null()]),
  kennelType: z.string().nullable(),
  active: z.boolean(),
});
export type TPrice = z.infer<typeof ZPrice>;

const ZPriceCode = z
  .string({ message: 'billing.priceCodeInvalid' })
  .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, { message: 'billing.priceCodeInvalid' });

export const ZPriceCreateInput = z.object({
  code: ZPriceCode,
  service: ZPriceService,
  name: ZPriceName,
  priceCents: ZCents.min(0, { message: 'billing.amountInvalid' }),
  vatRate: ZVatRate.default(21),
  size: ZPriceSize.nullable().optional(),
  kennelType: z.string().trim().min(1).max(60).nullable().optional(),
  active: z.boolean().default(true),
});
export type TPriceCreateInput = z.output<typeof ZPriceCreateInput>;

/** A change: any of the fields but the code and the service (absent: kept). */
export const ZPriceUpdateBody = z.object({
  name: ZPriceName.optional(),
  priceCents: ZCents.min(0, { message: 'billing.amountInvalid' }).optional(),
  vatRate: ZVatRate.optional(),
  size: ZPriceSize.nullable().optional(),
  kennelType: z.string().trim().min(1).max(60).nullable().optional(),
  active: z.boolean().optional(),
});
export const ZPriceUpdateInput = ZPriceUpdateBody.extend({ id: z.string() });
export type TPriceUpdateInput = z.output<typeof ZPriceUpdateInput>;

export const ZPriceListInput = z.object({
  service: ZPriceService.optional(),
  active: z.boolean().optional(),
});
export const ZPriceListQuery = z.object({
  service: ZPriceService.optional(),
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

// ---------------------------------------------------------------------------------------------
// Charges
// ---------------------------------------------------------------------------------------------

const ZRef = z.object({ id: z.string(), name: z.string() });

export const ZChargeSource = z.object({ type: z.string(), id: z.string() });

export const ZCharge = z.object({
  id: z.string(),
  owner: ZRef,
  dog: ZRef.nullable(),
  source: ZChargeSource.nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  vatRate: z.number(),
  totalCents: z.number().int(),
  status: z.enum(CHARGE_STATUSES),
  invoice: z.object({ id: z.string(), fullNumber: z.string() }).nullable(),
  createdAt: z.string(),
});
export type TCharge = z.infer<typeof ZCharge>;

/**
 * A line made at the desk: a shop item or any priced item (`price`: id or code, at its price), or
 * a manual line (`description`, `unitPriceCents`, `vatRate`); `dog` optional, one of the owner's.
 */
export const ZChargeCreateInput = z
  .object({
    owner: z.string(),
    dog: z.string().nullable().optional(),
    price: z.string().min(1).optional(),
    description: ZLine('billing.chargeNeedsPriceOrLine').min(1).max(200).optional(),
    quantity: ZQuantity.default(1),
    unitPriceCents: ZCents.optional(),
    vatRate: ZVatRate.optional(),
  })
  .refine(
    (v) =>
      v.price !== undefined ||
      (v.description !== undefined && v.unitPriceCents !== undefined && v.vatRate !== undefined),
    { message: 'billing.chargeNeedsPriceOrLine', path: ['price'] },
  );
export type TChargeCreateInput = z.output<typeof ZChargeCreateInput>;

/** Items a vet adds in the exam form: a price (id or code) and a quantity, at most 20. */
export const ZExamItem = z.object({
  price: z.string().min(1, { message: 'billing.priceNotFound' }),
  quantity: ZQuantity.default(1),
});
export const ZExamItems = z.array(ZExamItem).max(20).optional();
export type TExamItem = z.output<typeof ZExamItem>;

export const ZChargeListInput = z.object({
  owner: z.string().optional(),
  dog: z.string().optional(),
  status: z.enum(CHARGE_STATUSES).optional(),
});
export type TChargeListInput = z.output<typeof ZChargeListInput>;

// ---------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------

export const ZInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  vatRate: z.number(),
  baseCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
});
export type TInvoiceLine = z.infer<typeof ZInvoiceLine>;

export const ZInvoice = z.object({
  id: z.string(),
  series: z.string(),
  number: z.number().int(),
  fullNumber: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issuedAt: z.string(),
  issuer: z.object({ name: z.string(), taxId: z.string(), address: z.string() }),
  customer: z.object({
    id: z.string().nullable(),
    name: z.string(),
    taxId: z.string().nullable(),
    address: z.string(),
  }),
  language: ZLanguage,
  lines: z.array(ZInvoiceLine),
  vat: z.array(z.object({ rate: z.number(), baseCents: z.number().int(), vatCents: z.number().int() })),
  baseCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  rectifies: z.object({ id: z.string(), fullNumber: z.string() }).nullable(),
  reason: z.string().nullable(),
  /** The fiscal record (issue 26); null until then. */
  record: z.object({ hash: z.string(), previousHash: z.string().nullable() }).nullable(),
  /**
   * AEAT's verification URL the invoice's QR encodes (the same the PDF draws), answered by
   * GET /api/invoices/{id} and billing.invoices.byId once the invoice has its fiscal record.
   */
  qrUrl: z.string().optional(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/** An invoice in a list (no lines). */
export const ZInvoiceSummary = ZInvoice.omit({ lines: true, vat: true, issuer: true, qrUrl: true });
export type TInvoiceSummary = z.infer<typeof ZInvoiceSummary>;

export const ZInvoiceIssueInput = z.object({
  owner: z.string(),
  charges: z.array(z.string()).min(1, { message: 'billing.chargesRequired' }).max(200),
});
export type TInvoiceIssueInput = z.output<typeof ZInvoiceIssueInput>;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'common.invalidInput' });

export const ZInvoiceListInput = z.object({
  owner: z.string().optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
  series: z.string().optional(),
  /** Only invoices in this status (the list's filter: what is still due is issued or partly-paid). */
  status: z.enum(INVOICE_STATUSES, { message: 'common.invalidInput' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().optional(),
});
export type TInvoiceListInput = z.output<typeof ZInvoiceListInput>;

export const ZInvoicePage = z.object({ items: z.array(ZInvoiceSummary), nextCursor: z.string().nullable() });
export type TInvoicePage = z.infer<typeof ZInvoicePage>;

const ZReasonText = z
  .string({ message: 'audit.reasonRequired' })
  .trim()
  .min(1, { message: 'audit.reasonRequired' })
  .max(500, { message: 'audit.reasonTooLong' });

/** A corrective line: usually negative (quantity below 0 reverses). */
export const ZRectifyLine = z.object({
  description: ZLine('billing.chargeNeedsPriceOrLine').min(1).max(200),
  quantity: z
    .number()
    .int()
    .min(-999)
    .max(999)
    .refine((q) => q !== 0, { message: 'billing.quantityInvalid' }),
  unitPriceCents: ZCents,
  vatRate: ZVatRate,
});
export const ZRectifyBody = z.object({
  reason: ZReasonText,
  /** Absent: the whole invoice reversed (each line negated). */
  lines: z.array(ZRectifyLine).min(1).max(200).optional(),
});
export const ZRectifyInput = ZRectifyBody.extend({ id: z.string() });
export type TRectifyInput = z.output<typeof ZRectifyInput>;

export const ZVoidBody = z.object({ reason: ZReasonText });
export const ZVoidInput = ZVoidBody.extend({ id: z.string() });
export type TVoidInput = z.output<typeof ZVoidInput>;

// ---------------------------------------------------------------------------------------------
// An owner's account and the household check-out
// ---------------------------------------------------------------------------------------------

export const ZAccount = z.object({
  owner: z.object({ id: z.string(), name: z.string(), taxId: z.string().nullable(), language: ZLanguage }),
  /** Every pending charge of the owner, across services and dogs, oldest first. */
  pending: z.array(ZCharge),
  pendingCents: z.number().int(),
  /** The owner's invoices, newest first (at most 50). */
  invoices: z.array(ZInvoiceSummary),
  /** What the owner's issued invoices still ask for (total − paid, rectified and void excluded). */
  dueCents: z.number().int(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZOwnerIdOnly = z.object({ owner: z.string() });

// ---------------------------------------------------------------------------------------------
// The business's fiscal identity (settings)
// ---------------------------------------------------------------------------------------------

const ZSeries = z
  .string({ message: 'billing.seriesInvalid' })
  .trim()
  .regex(SERIES_PATTERN, { message: 'billing.seriesInvalid' });

export const ZInvoiceSeries = z
  .object({ full: ZSeries, simplified: ZSeries, corrective: ZSeries })
  .refine((s) => new Set([s.full, s.simplified, s.corrective]).size === 3, {
    message: 'billing.seriesDistinct',
  });
export type TInvoiceSeries = z.infer<typeof ZInvoiceSeries>;

export const ZBusinessName = z
  .string()
  .trim()
  .max(200, { message: 'billing.businessNameTooLong' })
  .transform((v) => (v === '' ? null : v))
  .nullable();
export const ZBusinessAddress = z
  .string()
  .trim()
  .max(300, { message: 'billing.addressTooLong' })
  .transform((v) => (v === '' ? null : v))
  .nullable();
