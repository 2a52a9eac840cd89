// The till's figures as the screens show them (docs/domains/till.md, "Screens"): the cash
// difference while the counted cash is typed (counted − expected, in integer cents: the text is
// read by its digits, never through a float), its tone (short, over, even: a word and a colour),
// a signed amount in the reader's language, every payment method of the report (0 when none was
// taken) and a fingerprint shortened for a table. Pure: no React, no i18n.
import { eurosTextToCents, PAYMENT_METHODS, type TPaymentMethod } from '@pawdesk/domain';
import { urlParam } from '../../lib/use-url-state';

export const TILL_TABS = ['till', 'sessions', 'fiscal'] as const;
export type TTillTab = (typeof TILL_TABS)[number];

/** The till page's tab; the report's session. */
export const TILL_URL = { tab: urlParam.oneOf(TILL_TABS, 'till') };
export const TILL_REPORT_URL = { id: urlParam.string() };

export const tillReportHref = (id: string) => `/till/report?id=${encodeURIComponent(id)}`;

/**
 * The difference of the counted cash from the expected, in cents, for what the field holds (the
 * NumberInput's canonical text, '12.5'); null while it holds nothing readable as euros.
 */
export function cashDifference(countedText: string, expectedCents: number): number | null {
  if (countedText.trim() === '') return null;
  const counted = eurosTextToCents(countedText);
  if (!Number.isSafeInteger(counted) || counted < 0) return null;
  return counted - expectedCents;
}

export type TDifferenceTone = 'even' | 'over' | 'short';

export const differenceTone = (cents: number): TDifferenceTone =>
  cents === 0 ? 'even' : cents > 0 ? 'over' : 'short';

/** Chakra palette of each tone: even is fine, short and over both need a reason. */
export const DIFFERENCE_PALETTE: Readonly<Record<TDifferenceTone, string>> = {
  even: 'green',
  over: 'orange',
  short: 'red',
};

/** Every method in the house's order, 0 for those not taken (a report lists all four). */
export function allMethods(
  byMethod: readonly { method: TPaymentMethod; cents: number }[],
): { method: TPaymentMethod; cents: number }[] {
  return PAYMENT_METHODS.map((method) => ({
    method,
    cents: byMethod.find((m) => m.method === method)?.cents ?? 0,
  }));
}

/** The sum taken by every method (cash refunds counted as negative). */
export const takenTotal = (byMethod: readonly { cents: number }[]) =>
  byMethod.reduce((sum, m) => sum + m.cents, 0);

/** Records per page of the fiscal records' list. */
export const FISCAL_PAGE = 50;

/** The next page's `after` (the last record's place in the chain); none after a short page. */
export const nextFiscalPage = (page: readonly { seq: number }[]): number | undefined =>
  page.length < FISCAL_PAGE ? undefined : page[page.length - 1]?.seq;

/** A SHA-256 fingerprint for a table: its first 8 and last 4 characters ('3C464DAF…6B8E'). */
export function shortHash(hash: string): string {
  return hash.length <= 14 ? hash : `${hash.slice(0, 8)}…${hash.slice(-4)}`;
}
