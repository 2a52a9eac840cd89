// Which cached queries a live change makes stale, by topic. TanStack Query's invalidation then
// refetches only the queries a screen shows (active ones); the others are refetched when next used.
//
// A path is a tRPC procedure path prefix: ['hotel'] is every hotel query, ['dogs', 'byId'] the dog
// details modal. tRPC keys look like [['hotel', 'overview'], { input, type }], so a path matches
// by prefix whether or not its router exists yet in this build.
import type { TLiveBatch } from '@pawdesk/domain/live/live.batcher';
import { LIVE_TOPICS, type TLiveTopic } from '@pawdesk/domain/live/live.schema';

export type TQueryPath = readonly string[];

/** The Today board (`dashboard.overview`): every service feeds it. */
const DASHBOARD: TQueryPath[] = [['dashboard']];
/** The dog details modal: its service tabs, its timeline and its weight and temperature charts. */
const DOG_DETAILS: TQueryPath[] = [
  ['dogs', 'byId'],
  ['dogs', 'timeline'],
  ['dogs', 'measurements'],
];
const SERVICES: TQueryPath[] = [['daycare'], ['hotel'], ['vet'], ['grooming']];
/** Billing: every service makes its charges (an account, a dog's Charges tab, the check-out). */
const BILLING: TQueryPath[] = [['billing']];
/**
 * An invoice's payments, the till's figures, the sessions, the fiscal records and the outbox: a payment writes its
 * invoice, and every invoice issued or voided appends a fiscal record (both 'billing' changes).
 */
const TILL: TQueryPath[] = [
  ['till', 'payments'],
  ['till', 'current'],
  ['till', 'sessions'],
  ['till', 'fiscal', 'records'],
  ['till', 'fiscal', 'outbox'],
];
/** The audit log (a record's History, the global History): every change writes an event. */
const AUDIT: TQueryPath[] = [['audit']];

/**
 * The queries each topic touches. Dogs' and owners' names appear on every service's lists and
 * cards, so they touch everything; a service's change touches its own screens, the board and the
 * dog details; every change touches the audit log's History. A new query that shows live data must be covered here (see apps/web/README.md).
 */
export const LIVE_QUERY_PATHS: Record<TLiveTopic, TQueryPath[]> = {
  // The user list, the groomer picker and groomers' names on bookings, one's own role.
  users: [['users'], ['grooming'], ['auth', 'me'], ...AUDIT],
  owners: [['owners'], ['dogs'], ['vaccinations'], ...SERVICES, ...BILLING, ...DASHBOARD, ...AUDIT],
  // A dog's vaccination records come under 'dogs' too (the Vaccinations tab; the due list shows
  // dogs' and owners' names and phones).
  dogs: [['dogs'], ['owners'], ['vaccinations'], ...SERVICES, ...BILLING, ...DASHBOARD, ...AUDIT],
  daycare: [['daycare'], ...DASHBOARD, ...DOG_DETAILS, ...BILLING, ...AUDIT],
  hotel: [['hotel'], ...DASHBOARD, ...DOG_DETAILS, ...BILLING, ...AUDIT],
  vet: [['vet'], ...DASHBOARD, ...DOG_DETAILS, ...BILLING, ...AUDIT],
  grooming: [['grooming'], ...DASHBOARD, ...DOG_DETAILS, ...BILLING, ...AUDIT],
  // The business settings: how every screen writes dates and times (lib/dates.ts reads them); the
  // vaccine catalogue and the vaccination rules (the lights, the due list, Settings).
  settings: [['settings'], ['vaccinations'], ...AUDIT],
  // Prices, charges and invoices (an owner's account, the household check-out, the invoice list),
  // and what payments and invoices change on the till (never its chain verification: on demand).
  billing: [['billing'], ...TILL, ...AUDIT],
};

const isPrefix = (prefix: TQueryPath, path: TQueryPath) =>
  prefix.length <= path.length && prefix.every((part, i) => part === path[i]);

/**
 * The paths to invalidate for a batch: its topics' paths, or on a resync every topic's; each
 * once, and none already covered by a shorter one (['dogs'] covers ['dogs', 'byId']).
 */
export function liveQueryPaths(batch: TLiveBatch): TQueryPath[] {
  const topics = batch.resync ? LIVE_TOPICS : batch.topics;
  const all = topics.flatMap((topic) => LIVE_QUERY_PATHS[topic]);
  const kept: TQueryPath[] = [];
  for (const path of [...all].sort((a, b) => a.length - b.length)) {
    if (!kept.some((k) => isPrefix(k, path))) kept.push(path);
  }
  return kept;
}
