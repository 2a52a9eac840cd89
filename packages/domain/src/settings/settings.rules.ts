// The business-wide settings' values and defaults, without zod (the web's shell reads them on
// every screen; the schemas are in settings.schema.ts). Today: how dates and times are written.
import type { TRole } from '../users/user.schema';

/** How a calendar day is written: the spec's US order (default) or day first. */
export const DATE_FORMATS = ['mm/dd/yyyy', 'dd/mm/yyyy'] as const;
export type TDateFormat = (typeof DATE_FORMATS)[number];

/** How a time of day is written: '2:30 PM' (default) or '14:30'. */
export const TIME_FORMATS = ['12h', '24h'] as const;
export type TTimeFormat = (typeof TIME_FORMATS)[number];

/** Who may change the settings ("managers" in the contract): admin and manager. */
export const SETTINGS_MANAGER_ROLES = ['admin', 'manager'] as const satisfies readonly TRole[];

export function canManageSettings(role: TRole | null | undefined): boolean {
  return role === 'admin' || role === 'manager';
}

/** What a business that never changed anything gets: the spec's formats. */
export const SETTINGS_DEFAULTS = {
  dateFormat: 'mm/dd/yyyy',
  timeFormat: '12h',
  /** The daycare's capacity in dogs checked in at once (issue 24): no limit. */
  daycareCapacity: null,
} as const satisfies { dateFormat: TDateFormat; timeFormat: TTimeFormat; daycareCapacity: number | null };

/** The largest daycare capacity a setting takes. */
export const DAYCARE_CAPACITY_MAX = 10_000;

/** The formats the date helper takes (common/date-format.ts), from the settings. */
export function dateFormatOptions(
  settings: { dateFormat: TDateFormat; timeFormat: TTimeFormat } | undefined,
): { dateFormat: TDateFormat; timeFormat: TTimeFormat } {
  return {
    dateFormat: settings?.dateFormat ?? SETTINGS_DEFAULTS.dateFormat,
    timeFormat: settings?.timeFormat ?? SETTINGS_DEFAULTS.timeFormat,
  };
}
