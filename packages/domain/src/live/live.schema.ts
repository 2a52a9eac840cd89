// Live updates (docs/domains/live.md): which areas of the business a change touched, as the database
// announces it (a PostgreSQL NOTIFY per topic, sent by triggers at commit) and as the server's
// `live.changes` subscription streams it to the screens. An event names topics only, never a
// record or a field: a screen that hears 'hotel' refetches its hotel queries through the normal,
// authorised procedures, so the stream itself carries nothing a user could not read anyway.
import { z } from 'zod';

/** The areas a change can touch, one per domain that staff see change during the day, and the settings. */
export const LIVE_TOPICS = [
  'users',
  'owners',
  'dogs',
  'daycare',
  'hotel',
  'vet',
  'grooming',
  'settings',
  'billing',
] as const;
export const ZLiveTopic = z.enum(LIVE_TOPICS);
export type TLiveTopic = z.infer<typeof ZLiveTopic>;

/** The PostgreSQL channel the triggers notify and every server process LISTENs on. */
export const LIVE_CHANNEL = 'pawdesk_changes';

/**
 * Which table's writes are announced under which topic (the triggers of migration
 * 20261126100000_live_change_notify and later ones). A dog's owners are part of the dog (its lists show them).
 */
export const LIVE_TABLE_TOPICS = {
  users: 'users',
  owners: 'owners',
  dogs: 'dogs',
  dog_owners: 'dogs',
  daycare_packages: 'daycare',
  daycare_visits: 'daycare',
  hotel_bookings: 'hotel',
  vet_appointments: 'vet',
  grooming_bookings: 'grooming',
  /** The business-wide settings (migration 20261127100000_business_settings): date and time formats. */
  settings: 'settings',
  /** Vaccinations (migration 20261128120000_vaccinations): a dog's records are part of the dog. */
  dog_vaccinations: 'dogs',
  /** The due list's call notes (migration 20261211100000_vaccination_reminder_calls). */
  vaccination_reminders: 'dogs',
  /** The vaccine catalogue and the rules per service are business settings. */
  vaccines: 'settings',
  vaccination_requirements: 'settings',
  /** Kennels and the waitlist (migration 20261129100000_kennels): what the hotel's screens show. */
  kennels: 'hotel',
  hotel_waitlist: 'hotel',
  /** Billing (migration 20261130100000_billing): prices, charges and invoices. */
  prices: 'billing',
  charges: 'billing',
  invoices: 'billing',
  /**
   * The till (migration 20261210115000_till_live): sessions opened and closed, payments, fiscal
   * records written and sent, announced with billing (the till's screens listen there).
   */
  till_sessions: 'billing',
  payments: 'billing',
  fiscal_records: 'billing',
  fiscal_outbox: 'billing',
} as const satisfies Record<string, TLiveTopic>;

const TOPIC_SET: ReadonlySet<string> = new Set(LIVE_TOPICS);

/** A NOTIFY payload read as a topic; anything else (another writer on the channel) is null. */
export function parseLiveTopic(payload: string | undefined | null): TLiveTopic | null {
  return typeof payload === 'string' && TOPIC_SET.has(payload) ? (payload as TLiveTopic) : null;
}

/** Topics in the canonical order, each once. */
export function sortTopics(topics: Iterable<TLiveTopic>): TLiveTopic[] {
  const present = new Set(topics);
  return LIVE_TOPICS.filter((topic) => present.has(topic));
}

/**
 * What `live.changes` takes: the topics the subscriber cares about (all when left out). Unknown
 * keys are dropped, so the `lastEventId` tRPC adds on a reconnect is harmless.
 */
export const ZLiveSubscribeInput = z
  .object({
    topics: z.array(ZLiveTopic).min(1).max(LIVE_TOPICS.length).optional(),
  })
  .optional();
export type TLiveSubscribeInput = z.infer<typeof ZLiveSubscribeInput>;

/**
 * What the stream sends:
 * - `ready`: first on every (re)connection. What happened before it may not have been heard, so
 *   a client refetches everything it shows that is live.
 * - `changes`: writes committed to these topics (bursts are coalesced into one event).
 * - `resync`: the server itself lost its link to the database for a while (a database restart)
 *   and may have missed changes: refetch everything live, as on `ready`.
 */
export const ZLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('changes'), topics: z.array(ZLiveTopic).min(1) }),
  z.object({ type: z.literal('resync') }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
