// Where each kind of record lives: the screen a History row or drawer links to while the record
// still exists. Records have no address of their own (which record a drawer shows is not kept in
// the URL), so the link opens the list the record is in. Record types without a screen yet
// (vaccinations, kennels, money) have no link.
import { AUDIT_UNKNOWN_USER_ID, type TAuditEntity } from '@pawdesk/domain/audit/audit.schema';

export interface RecordScreen {
  href: string;
  /** Its name: `audit:screen.<screen>`. */
  screen: string;
}

export const RECORD_SCREENS: Partial<Record<TAuditEntity, RecordScreen>> = {
  owner: { href: '/owners', screen: 'owners' },
  dog: { href: '/dogs?tab=all', screen: 'dogs' },
  'daycare-package': { href: '/daycare/packages/active', screen: 'packages' },
  'daycare-visit': { href: '/daycare?tab=visits', screen: 'daycare' },
  'hotel-booking': { href: '/hotel?tab=bookings', screen: 'hotel' },
  'vet-appointment': { href: '/vet', screen: 'vet' },
  'grooming-booking': { href: '/grooming?tab=bookings', screen: 'grooming' },
  user: { href: '/users', screen: 'users' },
  setting: { href: '/settings', screen: 'settings' },
};

/** The screen of a record, or null when it has none (a failed login for a username nobody has). */
export function recordScreen(entity: TAuditEntity, entityId: string): RecordScreen | null {
  if (entity === 'user' && entityId === AUDIT_UNKNOWN_USER_ID) return null;
  return RECORD_SCREENS[entity] ?? null;
}
