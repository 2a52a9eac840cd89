// The business-wide settings (docs/contract/rest-contract-business.md, "Settings"): one row (id 1) that every
// logged-in user reads and managers change with a partial body merged into it (decision 0040).
// A change is one UPDATE of the columns it names, so two managers changing different settings
// at once both keep theirs; the table's trigger announces it on the live feed (topic 'settings'),
// so every open desk reads the settings again.
//
// Every change writes its audit event (record `setting`, AUDIT_SETTINGS_ID) in the same transaction.
import {
  AUDIT_SETTINGS_ID,
  DEFAULT_INVOICE_SERIES,
  SETTINGS_DEFAULTS,
  type TSettings,
  type TSettingsUpdate,
} from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import type { ServiceContext } from '../../lib/context';
import { recordChange } from '../audit';

/** The one row's id (a check in the migration keeps it the only one). */
const SETTINGS_ID = 1;

type SettingsRow = {
  dateFormat: string;
  timeFormat: string;
  daycareCapacity: number | null;
  updatedAt: Date | null;
  businessName: string | null;
  taxId: string | null;
  businessAddress: string | null;
  invoiceSeriesFull: string;
  invoiceSeriesSimplified: string;
  invoiceSeriesCorrective: string;
};

export function toSettingsDto(row: SettingsRow | null): TSettings {
  if (!row)
    return {
      ...SETTINGS_DEFAULTS,
      updatedAt: null,
      businessName: null,
      taxId: null,
      address: null,
      invoiceSeries: { ...DEFAULT_INVOICE_SERIES },
    };
  return {
    dateFormat: row.dateFormat as TSettings['dateFormat'],
    timeFormat: row.timeFormat as TSettings['timeFormat'],
    daycareCapacity: row.daycareCapacity,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    businessName: row.businessName,
    taxId: row.taxId,
    address: row.businessAddress,
    invoiceSeries: {
      full: row.invoiceSeriesFull,
      simplified: row.invoiceSeriesSimplified,
      corrective: row.invoiceSeriesCorrective,
    },
  };
}

const SELECT = {
  dateFormat: true,
  timeFormat: true,
  daycareCapacity: true,
  updatedAt: true,
  businessName: true,
  taxId: true,
  businessAddress: true,
  invoiceSeriesFull: true,
  invoiceSeriesSimplified: true,
  invoiceSeriesCorrective: true,
} as const;

/** The columns of a change. */
function dataOf(change: TSettingsUpdate) {
  const { address, invoiceSeries, ...rest } = change;
  return {
    ...rest,
    ...(address === undefined ? {} : { businessAddress: address }),
    ...(invoiceSeries === undefined
      ? {}
      : {
          invoiceSeriesFull: invoiceSeries.full,
          invoiceSeriesSimplified: invoiceSeries.simplified,
          invoiceSeriesCorrective: invoiceSeries.corrective,
        }),
  };
}

/** The business as an invoice names it, and its series; null while any of name, tax id, address is unset. */
export interface FiscalIdentity {
  name: string;
  taxId: string;
  address: string;
  series: { full: string; simplified: string; corrective: string };
}

/** The fiscal identity, read in the caller's transaction (the billing module issues with it). */
export async function fiscalIdentity(db: Db): Promise<FiscalIdentity | null> {
  const row = await db.businessSettings.findUnique({ where: { id: SETTINGS_ID }, select: SELECT });
  const s = toSettingsDto(row);
  if (!s.businessName || !s.taxId || !s.address) return null;
  return { name: s.businessName, taxId: s.taxId, address: s.address, series: s.invoiceSeries };
}

/** The settings; the defaults should the row ever be missing (it is written by the migration). */
export async function getSettings(ctx: Pick<ServiceContext, 'prisma'>): Promise<TSettings> {
  const row = await ctx.prisma.businessSettings.findUnique({ where: { id: SETTINGS_ID }, select: SELECT });
  return toSettingsDto(row);
}

/** Merges the given settings into the kept ones; an empty change changes nothing. */
export async function updateSettings(ctx: ServiceContext, change: TSettingsUpdate): Promise<TSettings> {
  if (Object.keys(change).length === 0) return getSettings(ctx);
  const data = { ...dataOf(change), updatedAt: new Date() };
  return ctx.prisma.$transaction(async (tx) => {
    // Locked, so the event's "before" is what this change replaces.
    await tx.$executeRaw`SELECT 1 FROM settings WHERE id = ${SETTINGS_ID} FOR UPDATE`;
    const before = toSettingsDto(
      await tx.businessSettings.findUnique({ where: { id: SETTINGS_ID }, select: SELECT }),
    );
    const after = toSettingsDto(
      await tx.businessSettings.upsert({
        where: { id: SETTINGS_ID },
        create: { id: SETTINGS_ID, ...data },
        update: data,
        select: SELECT,
      }),
    );
    await recordChange(
      tx,
      { actor: ctx.actor, action: 'update', entity: 'setting', entityId: AUDIT_SETTINGS_ID, label: '' },
      before,
      after,
      { ignore: ['updatedAt'] },
    );
    return after;
  });
}

/** The daycare's capacity (null: no limit), read in the caller's transaction. */
export async function daycareCapacity(db: Db): Promise<number | null> {
  const [row] = await db.$queryRaw<{ capacity: number | null }[]>`
    SELECT daycare_capacity AS capacity FROM settings WHERE id = ${SETTINGS_ID}`;
  return row?.capacity ?? null;
}
