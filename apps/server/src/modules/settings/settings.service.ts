// The business-wide settings (docs/contract/rest-contract-business.md, "Settings"): one row (id 1) that every
// logged-in user reads and managers change with a partial body merged into it (decision 0040).
// A change is one UPDATE of the columns it names, so two managers changing different settings
// at once both keep theirs; the table's trigger announces it on the live feed (topic 'settings'),
// so every open desk reads the settings again.
//
// Every change writes its audit event (record `setting`, AUDIT_SETTINGS_ID) in the same transaction.
import { AUDIT_SETTINGS_ID, SETTINGS_DEFAULTS, type TSettings, type TSettingsUpdate } from '@pawdesk/domain';
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
};

export function toSettingsDto(row: SettingsRow | null): TSettings {
  if (!row) return { ...SETTINGS_DEFAULTS, updatedAt: null };
  return {
    dateFormat: row.dateFormat as TSettings['dateFormat'],
    timeFormat: row.timeFormat as TSettings['timeFormat'],
    daycareCapacity: row.daycareCapacity,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

const SELECT = { dateFormat: true, timeFormat: true, daycareCapacity: true, updatedAt: true } as const;

/** The settings; the defaults should the row ever be missing (it is written by the migration). */
export async function getSettings(ctx: Pick<ServiceContext, 'prisma'>): Promise<TSettings> {
  const row = await ctx.prisma.businessSettings.findUnique({ where: { id: SETTINGS_ID }, select: SELECT });
  return toSettingsDto(row);
}

/** Merges the given settings into the kept ones; an empty change changes nothing. */
export async function updateSettings(ctx: ServiceContext, change: TSettingsUpdate): Promise<TSettings> {
  if (Object.keys(change).length === 0) return getSettings(ctx);
  const data = { ...change, updatedAt: new Date() };
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
