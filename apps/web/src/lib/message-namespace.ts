// Which i18n namespace holds a server message key (a MESSAGES_EN key such as "user.usernameRequired").
// The core domains the login route and the everyday screens use stay in `validation`, which the
// login route loads; the business additions (vaccinations, kennels and the waitlist, billing,
// payments, the till, fiscal records, background jobs) live in `business`, loaded after login (the app shell asks
// for it in the background) so their weight never counts against the login route's budget.
// Every place that builds a message's i18n key goes through messageI18nKey.

export type MessageNamespace = 'validation' | 'business';

/** Key prefixes (the part before the first dot) whose messages live in `business`. */
export const BUSINESS_MESSAGE_PREFIXES: readonly string[] = [
  'vaccinations',
  'kennels',
  'waitlist',
  'billing',
  'payment',
  'payments',
  'till',
  'fiscal',
  'jobs',
];

export function messageNamespace(key: string): MessageNamespace {
  const prefix = key.split('.', 1)[0] ?? '';
  return BUSINESS_MESSAGE_PREFIXES.includes(prefix) ? 'business' : 'validation';
}

/** The namespaced i18n key of a server message key: "validation:user.x" or "business:billing.y". */
export function messageI18nKey(key: string): string {
  return `${messageNamespace(key)}:${key}`;
}
