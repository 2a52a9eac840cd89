// The billing forms' schemas: the domain's, with the amounts typed in euros through NumberInput
// (canonical text, '12.5') read as integer cents (ZEurosText: no float ever rounds them), a VAT
// rate and a size chosen in a select, and empty text read as nothing.
import {
  type TPaymentInput,
  ZChargeCreateInput,
  ZEurosText,
  ZPaymentMethod,
  ZPriceCreateInput,
  ZPriceSize,
  ZPriceUpdateInput,
  ZVatRate,
} from '@pawdesk/domain';
import { z } from 'zod';

const blankTo = (empty: null | undefined) => (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? empty : v;

const ZVatText = z.coerce.number({ message: 'billing.vatRateInvalid' }).pipe(ZVatRate);
const ZSizeText = z.preprocess(blankTo(null), ZPriceSize.nullable());
const ZKennelText = z.preprocess(blankTo(null), z.string().trim().min(1).max(60).nullable());

/** A new price: code, service, names, price with VAT in euros, VAT rate, size, kennel type, active. */
export const ZPriceCreateForm = ZPriceCreateInput.extend({
  priceCents: ZEurosText,
  vatRate: ZVatText,
  size: ZSizeText,
  kennelType: ZKennelText,
});

/** A change of price: everything but the code and the service. */
export const ZPriceUpdateForm = ZPriceUpdateInput.extend({
  priceCents: ZEurosText,
  vatRate: ZVatText,
  size: ZSizeText,
  kennelType: ZKennelText,
});

const ZQuantityText = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v),
  z
    .number({ message: 'billing.quantityInvalid' })
    .int({ message: 'billing.quantityInvalid' })
    .min(1, { message: 'billing.quantityInvalid' })
    .max(999, { message: 'billing.quantityInvalid' }),
);

/**
 * A line added at the desk: an item of the price list (`price`) with a quantity, or a manual line
 * (description, unit price with VAT in euros, VAT rate); for the household or one of its dogs.
 */
export const ZChargeForm = z
  .object({
    owner: z.string(),
    price: z.preprocess(blankTo(undefined), z.string().optional()),
    dog: z.preprocess(blankTo(null), z.string().nullable()),
    quantity: ZQuantityText,
    description: z.preprocess(blankTo(undefined), z.string().trim().max(200).optional()),
    unitPriceCents: z.preprocess(blankTo(undefined), ZEurosText.optional()),
    vatRate: ZVatText,
  })
  .superRefine((v, ctx) => {
    if (v.price !== undefined) return;
    if (v.description === undefined)
      ctx.addIssue({ code: 'custom', path: ['description'], message: 'billing.chargeNeedsPriceOrLine' });
    if (v.unitPriceCents === undefined)
      ctx.addIssue({ code: 'custom', path: ['unitPriceCents'], message: 'billing.moneyInvalid' });
  })
  .transform(
    (v): z.input<typeof ZChargeCreateInput> =>
      v.price !== undefined
        ? { owner: v.owner, dog: v.dog, price: v.price, quantity: v.quantity }
        : {
            owner: v.owner,
            dog: v.dog,
            ...(v.description === undefined ? {} : { description: v.description }),
            ...(v.unitPriceCents === undefined ? {} : { unitPriceCents: v.unitPriceCents }),
            vatRate: v.vatRate,
            quantity: v.quantity,
          },
  )
  .pipe(ZChargeCreateInput);

/**
 * A payment taken at the desk (the Take payment drawer): the amount in euros (what is due at first;
 * a partial payment is less), the method and, for cash, what the customer handed over. A refund
 * (a corrective invoice) types the amount positive and sends it negative; it has no tendered cash.
 * Less cash tendered than the amount is refused under its field; more than is due is the server's
 * refusal ('Payment exceeds the amount due'), shown under the amount.
 */
export function paymentFormSchema(invoice: string, refund: boolean) {
  return z
    .object({
      amountCents: ZEurosText,
      method: ZPaymentMethod,
      tenderedCents: z.preprocess(blankTo(undefined), ZEurosText.optional()),
    })
    .superRefine((v, ctx) => {
      if (v.amountCents === 0)
        ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'payment.amountInvalid' });
      if (!refund && v.method === 'cash' && v.tenderedCents !== undefined && v.tenderedCents < v.amountCents)
        ctx.addIssue({ code: 'custom', path: ['tenderedCents'], message: 'payment.tenderedTooLow' });
    })
    .transform(
      (v): TPaymentInput => ({
        invoice,
        amountCents: refund ? -v.amountCents : v.amountCents,
        method: v.method,
        ...(!refund && v.method === 'cash' && v.tenderedCents !== undefined
          ? { tenderedCents: v.tenderedCents }
          : {}),
      }),
    );
}
