// Shapes of payments, the till and fiscal records (docs/contract/rest-contract-business.md,
// "Payments, till and fiscal records") for both APIs. Money is integer euro cents.
import { z } from 'zod';
import { registerMessages } from '../common/messages';
import { FISCAL_INVOICE_TYPES, FISCAL_RECORD_TYPES, FISCAL_STATUSES } from './fiscal.rules';

export * from './fiscal.rules';
export * from './payment.rules';

export const PAYMENT_METHODS = ['cash', 'card', 'bizum', 'transfer'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

export const TILL_MESSAGES_EN = {
  'payment.exceedsDue': 'Payment exceeds the amount due',
  'payment.openTillFirst': 'Open the till first',
  'payment.amountInvalid': 'Amount must be a whole number of cents other than 0',
  'payment.methodInvalid': 'Method must be one of cash, card, bizum, transfer',
  'payment.tenderedTooLow': 'The cash tendered is less than the amount',
  'payment.refundNeedsCorrective': 'A refund is a negative payment against a corrective invoice',
  'payment.invoiceNotPayable': 'This invoice cannot take payments',
  'till.alreadyOpen': 'A till is already open',
  'till.noneOpen': 'No till is open',
  'till.explainDifference': 'Explain the cash difference',
} as const;
registerMessages(TILL_MESSAGES_EN);

const ZCents = z.number({ message: 'billing.amountInvalid' }).int({ message: 'billing.amountInvalid' });
const ZNonNegCents = ZCents.min(0, { message: 'billing.amountInvalid' });

export const ZPaymentMethod = z.enum(PAYMENT_METHODS, { message: 'payment.methodInvalid' });

export const ZPaymentInput = z.object({
  invoice: z.string(),
  amountCents: ZCents.refine((n) => n !== 0, { message: 'payment.amountInvalid' }),
  method: ZPaymentMethod,
  tenderedCents: ZNonNegCents.optional(),
});
export type TPaymentInput = z.infer<typeof ZPaymentInput>;

export const ZPayment = z.object({
  id: z.string(),
  invoice: z.string(),
  amountCents: z.number().int(),
  method: ZPaymentMethod,
  tenderedCents: z.number().int().nullable(),
  changeCents: z.number().int().nullable(),
  at: z.string(),
  till: z.string().nullable(),
  by: z.string().nullable(),
  /** Who took it: the user's name (or username), for the invoice's list of payments. */
  byName: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPayment>;

export const ZTillOpenInput = z.object({ floatCents: ZNonNegCents });
export const ZTillCloseInput = z.object({
  countedCashCents: ZNonNegCents,
  differenceReason: z.string().trim().max(500).optional(),
});
export type TTillCloseInput = z.infer<typeof ZTillCloseInput>;

const ZByMethod = z.array(z.object({ method: ZPaymentMethod, cents: z.number().int() }));

export const ZTill = z.object({
  id: z.string(),
  openedAt: z.string(),
  openedBy: z.string().nullable(),
  /** Who opened it: the user's name (or username), for the screens. */
  openedByName: z.string().nullable(),
  floatCents: z.number().int(),
  cashInCents: z.number().int(),
  cashOutCents: z.number().int(),
  expectedCashCents: z.number().int(),
  byMethod: ZByMethod,
});
export type TTill = z.infer<typeof ZTill>;

export const ZTillReport = ZTill.extend({
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** Who closed it: the user's name (or username), for the screens. */
  closedByName: z.string().nullable(),
  countedCashCents: z.number().int().nullable(),
  differenceCents: z.number().int().nullable(),
  differenceReason: z.string().nullable(),
  invoicesIssued: z.number().int(),
  vat: z.array(z.object({ rate: z.number(), baseCents: z.number().int(), vatCents: z.number().int() })),
});
export type TTillReport = z.infer<typeof ZTillReport>;

export const ZFiscalRecord = z.object({
  id: z.string(),
  seq: z.number().int(),
  type: z.enum(FISCAL_RECORD_TYPES),
  invoice: z.string(),
  issuerTaxId: z.string(),
  fullNumber: z.string(),
  issueDate: z.string(),
  invoiceType: z.enum(FISCAL_INVOICE_TYPES),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  previousHash: z.string().nullable(),
  hash: z.string(),
  generatedAt: z.string(),
  status: z.enum(FISCAL_STATUSES),
});
export type TFiscalRecord = z.infer<typeof ZFiscalRecord>;

export const ZFiscalRecordsQuery = z.object({
  after: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

export const ZFiscalVerify = z.object({
  ok: z.boolean(),
  records: z.number().int(),
  brokenAt: z.number().int().optional(),
});
export type TFiscalVerify = z.infer<typeof ZFiscalVerify>;

export const ZOutboxEntry = z.object({
  record: z.string(),
  seq: z.number().int(),
  fullNumber: z.string(),
  type: z.enum(FISCAL_RECORD_TYPES),
  status: z.enum(FISCAL_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TOutboxEntry = z.infer<typeof ZOutboxEntry>;
