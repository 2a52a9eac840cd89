// The business-wide settings (docs/contract/rest-contract-business.md, "Settings"): one set for the whole
// business, read by any logged-in user (`GET /api/settings`, `settings.get`) and changed by
// managers with a partial body that is merged into what is kept (`PUT /api/settings`,
// `settings.update`). Later issues add their own fields here (daycare capacity, fiscal identity).
//
// Today: how dates and times are written on every screen. The spec's US format is the default;
// a Spanish desk switches to day/month/year and a 24-hour clock (common/date-format.ts).
import { z } from 'zod';
import {
  DEFAULT_INVOICE_SERIES,
  ZBusinessAddress,
  ZBusinessName,
  ZInvoiceSeries,
  ZOptionalTaxId,
} from '../billing/billing.schema';
import { registerMessages } from '../common/messages';
import { DATE_FORMATS, DAYCARE_CAPACITY_MAX, TIME_FORMATS } from './settings.rules';

export * from './settings.rules';

export const SETTINGS_MESSAGES_EN = {
  'settings.dateFormatInvalid': `Date format must be one of: ${DATE_FORMATS.join(', ')}`,
  'settings.timeFormatInvalid': `Time format must be one of: ${TIME_FORMATS.join(', ')}`,
  'settings.unknownSetting': 'There is no such setting',
  'settings.bodyInvalid': 'Send the settings to change as a JSON object',
  'settings.daycareCapacityInvalid': `Daycare capacity must be a whole number of dogs from 1 to ${DAYCARE_CAPACITY_MAX}, or null for no limit`,
} as const;
registerMessages(SETTINGS_MESSAGES_EN);
export type TSettingsMessageKey = keyof typeof SETTINGS_MESSAGES_EN;

export const ZDateFormat = z.enum(DATE_FORMATS, { message: 'settings.dateFormatInvalid' });
export const ZTimeFormat = z.enum(TIME_FORMATS, { message: 'settings.timeFormatInvalid' });
/** The daycare's capacity: dogs checked in at once, or null for no limit. */
export const ZDaycareCapacity = z
  .number({ message: 'settings.daycareCapacityInvalid' })
  .int({ message: 'settings.daycareCapacityInvalid' })
  .min(1, { message: 'settings.daycareCapacityInvalid' })
  .max(DAYCARE_CAPACITY_MAX, { message: 'settings.daycareCapacityInvalid' })
  .nullable();

/** The settings as both APIs answer them. */
export const ZSettings = z.object({
  dateFormat: ZDateFormat,
  timeFormat: ZTimeFormat,
  /** Dogs checked in at the daycare at once; null: no limit (issue 24). */
  daycareCapacity: z.number().int().nullable(),
  /** When they were last changed (ISO 8601); null while they are the defaults nobody saved. */
  updatedAt: z.string().nullable(),
  /** The business's fiscal identity, copied onto every invoice (null until set). */
  businessName: z.string().nullable(),
  taxId: z.string().nullable(),
  address: z.string().nullable(),
  invoiceSeries: z.object({ full: z.string(), simplified: z.string(), corrective: z.string() }),
});
export type TSettings = z.infer<typeof ZSettings>;

const SETTING_NAMES = [
  'dateFormat',
  'timeFormat',
  'daycareCapacity',
  'businessName',
  'taxId',
  'address',
  'invoiceSeries',
] as const;

export { DEFAULT_INVOICE_SERIES };

const KNOWN: ReadonlySet<string> = new Set(SETTING_NAMES);

/**
 * A change: any of the settings, the others kept. A value outside the list is refused under its
 * own name; so is a name that is no setting (a typo would otherwise be a silent no-op).
 */
export const ZSettingsUpdate = z
  .looseObject(
    {
      dateFormat: ZDateFormat.optional(),
      timeFormat: ZTimeFormat.optional(),
      daycareCapacity: ZDaycareCapacity.optional(),
      businessName: ZBusinessName.optional(),
      taxId: ZOptionalTaxId,
      address: ZBusinessAddress.optional(),
      invoiceSeries: ZInvoiceSeries.optional(),
    },
    { message: 'settings.bodyInvalid' },
  )
  .superRefine(
    (value, ctx) => {
      for (const name of Object.keys(value)) {
        if (!KNOWN.has(name))
          ctx.addIssue({ code: 'custom', path: [name], message: 'settings.unknownSetting' });
      }
    },
    // Also when a known setting was refused: every wrong name is reported at once.
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  )
  .transform(({ dateFormat, timeFormat, daycareCapacity, businessName, taxId, address, invoiceSeries }) => ({
    ...(dateFormat === undefined ? {} : { dateFormat }),
    ...(timeFormat === undefined ? {} : { timeFormat }),
    ...(daycareCapacity === undefined ? {} : { daycareCapacity }),
    ...(businessName === undefined ? {} : { businessName }),
    ...(taxId === undefined ? {} : { taxId }),
    ...(address === undefined ? {} : { address }),
    ...(invoiceSeries === undefined ? {} : { invoiceSeries }),
  }));
export type TSettingsUpdate = z.output<typeof ZSettingsUpdate>;
