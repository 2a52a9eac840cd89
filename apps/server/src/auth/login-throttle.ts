// Login throttling: attempts are counted per key in a sliding window. An attempt is counted
// when it starts, so a burst of concurrent guesses is cut off at the limit; a successful login
// takes its attempt back. Past the limit the key waits until its oldest attempt leaves the
// window: never a permanent lock. The server keeps the counts in PostgreSQL, shared by all its
// processes (login-throttle-pg.ts); the in-memory store here is the reference the tests hold
// PostgreSQL's to. (A Redis store would fit the same interface: a sorted set per key.)
//
// The login policy (NIST SP 800-63B section 5.2.2, OWASP Authentication Cheat Sheet) counts
// three keys per attempt, in this order:
//   1. the address:                 4 x LOGIN_MAX_ATTEMPTS (an office shares one address);
//   2. the (account, address) pair: LOGIN_MAX_ATTEMPTS, the strict limit a guesser meets;
//   3. the account, all addresses:  LOGIN_ACCOUNT_MAX_ATTEMPTS (default 20 x LOGIN_MAX_ATTEMPTS,
//      100 per 15 minutes: NIST's ceiling of 100 failed attempts on one account).
// An attempt refused by one key is not counted by the later ones, so a guesser hammering from
// one address stops at its pair limit and uses up neither the account's budget nor the real
// user's: the real user logs in from any other address.
//
// The account limit is what a guesser with many addresses meets, and it must not become a weapon
// (SECURITY.md, "Login throttling": 110 guesses from 22 addresses kept `admin` out for everyone, the right password from
// a fresh address included). So:
//   - An address where the account logged in successfully in the last KNOWN_ADDRESS_DAYS is
//     *known*: its attempts skip the account limit (the pair and address limits still hold). The
//     real user at the office or at home keeps working while the account is under attack; a
//     guesser cannot make an address known without the password.
//   - An unknown address past the account limit is *slowed*, not refused for as long as the
//     attack lasts: it gets a turn (429 with Retry-After until then), the first when the window
//     would have reopened, each later one ACCOUNT window / limit after the one before (9 s with
//     the defaults). One turn per address at a time; a turn taken is counted like any attempt,
//     so the account still sees at most its limit of guesses per window. The right password from
//     a fresh address gets in after a wait bounded by the window plus one spacing per address
//     queued ahead, instead of never.
export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** The slow lane of an account past its limit: when an address's turn may come. */
export interface TurnRequest {
  /** The earliest a turn can be, from now (when the window would reopen). */
  delayMs: number;
  /** The time between two turns of one queue. */
  spacingMs: number;
  /** How long a turn waits for its address to come back before it is given up. */
  graceMs: number;
}

export interface LoginThrottle {
  /** The sliding window attempts are counted in (LOGIN_WINDOW_SECONDS). */
  readonly windowMs: number;
  /** Counts one attempt for the key unless it is at its limit (check and count in one step). */
  consume(key: string, limit: number): Promise<ThrottleVerdict>;
  /** Takes back the newest attempt of a key (a login that succeeded). */
  forgiveOne(key: string): Promise<void>;
  /** Forgets every attempt of a key. */
  reset(key: string): Promise<void>;
  /** Remembers `member` under `key` for `ttlMs` (an address the account logged in from). */
  remember(key: string, member: string, ttlMs: number): Promise<void>;
  /** Whether `member` is remembered under `key` (and not expired). */
  knows(key: string, member: string): Promise<boolean>;
  /**
   * The slow lane: `member`'s turn in `key`'s queue. Allowed when its turn has come (the turn is
   * used up); otherwise how long until it comes (a new member is given the next free turn).
   */
  takeTurn(key: string, member: string, request: TurnRequest): Promise<ThrottleVerdict>;
  /**
   * Optional: the whole of admitLoginAccount in one step, exactly as it does it with the methods
   * above (a store where each call is a round trip: PostgreSQL's does it in one).
   */
  admitAccount?(step: AccountStep): Promise<ThrottleVerdict>;
  /** Optional: the whole of loginSucceeded in one step, likewise. */
  succeeded?(keys: LoginKeys, address: string, knownTtlMs: number): Promise<void>;
}

/** What admitLoginAccount decides with: the attempt's keys, its address and the limits. */
export interface AccountStep {
  keys: LoginKeys;
  address: string;
  limits: LoginLimits;
  /** How long a slowed address's turn waits for it, at least. */
  turnGraceMs: number;
}

export type LoginKeys = ReturnType<typeof loginKeys>;

/** Turns one queue may hold (a spray of addresses cannot grow memory without bound). */
export const MAX_TURNS_PER_QUEUE = 10_000;

export function createMemoryLoginThrottle(windowMs: number, now: () => number = Date.now): LoginThrottle {
  const attempts = new Map<string, number[]>();
  const remembered = new Map<string, Map<string, number>>();
  const queues = new Map<string, { last: number; turns: Map<string, { at: number; until: number }> }>();

  const recall = (key: string): Map<string, number> | undefined => {
    const members = remembered.get(key);
    if (!members) return undefined;
    for (const [member, expires] of members) if (expires <= now()) members.delete(member);
    if (members.size === 0) remembered.delete(key);
    return members.size === 0 ? undefined : members;
  };
  const queueOf = (key: string) => {
    const queue = queues.get(key);
    if (!queue) return undefined;
    for (const [member, turn] of queue.turns) if (turn.until < now()) queue.turns.delete(member);
    if (queue.turns.size === 0 && queue.last < now()) {
      queues.delete(key);
      return undefined;
    }
    return queue;
  };

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const list = (attempts.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) attempts.delete(key);
    else attempts.set(key, list);
    return list;
  };

  // Keep the maps from growing without bound under a spray of usernames or addresses.
  const sweep = setInterval(
    () => {
      for (const key of attempts.keys()) recent(key);
      for (const key of remembered.keys()) recall(key);
      for (const key of queues.keys()) queueOf(key);
    },
    Math.min(windowMs, 60_000),
  );
  sweep.unref();

  return {
    windowMs,
    async consume(key, limit) {
      const list = recent(key);
      if (list.length >= limit) {
        const oldest = list[list.length - limit] ?? now();
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)),
        };
      }
      list.push(now());
      attempts.set(key, list);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    async forgiveOne(key) {
      const list = recent(key);
      list.pop();
      if (list.length === 0) attempts.delete(key);
    },
    async reset(key) {
      attempts.delete(key);
    },
    async remember(key, member, ttlMs) {
      const members = recall(key) ?? new Map<string, number>();
      members.set(member, now() + ttlMs);
      remembered.set(key, members);
    },
    async knows(key, member) {
      return recall(key)?.has(member) ?? false;
    },
    async takeTurn(key, member, request) {
      const at = now();
      const queue = queueOf(key) ?? { last: Number.NEGATIVE_INFINITY, turns: new Map() };
      queues.set(key, queue);
      const turn = queue.turns.get(member);
      if (turn && turn.at <= at) {
        queue.turns.delete(member);
        return { allowed: true, retryAfterSeconds: 0 };
      }
      const wait = (until: number) => Math.max(1, Math.ceil((until - at) / 1000));
      if (turn) return { allowed: false, retryAfterSeconds: wait(turn.at) };
      const next = Math.max(at + request.delayMs, queue.last + request.spacingMs);
      if (queue.turns.size >= MAX_TURNS_PER_QUEUE) return { allowed: false, retryAfterSeconds: wait(next) };
      queue.last = next;
      queue.turns.set(member, { at: next, until: next + request.graceMs });
      return { allowed: false, retryAfterSeconds: wait(next) };
    },
  };
}

export interface LoginLimits {
  /** Attempts per (account, address) pair in the window. */
  perPair: number;
  /** Attempts per account across every address (from unknown addresses). */
  perAccount: number;
  /** Attempts per address across every account. */
  perAddress: number;
}

/** How long an address where the account logged in stays known (skips the account limit). */
export const KNOWN_ADDRESS_DAYS = 30;
const KNOWN_ADDRESS_MS = KNOWN_ADDRESS_DAYS * 86_400_000;
/** How long a slowed address's turn waits for it, at least. */
const TURN_GRACE_MS = 60_000;

/** An address may fail more often than a pair: an office shares one address. */
export const ADDRESS_LIMIT_FACTOR = 4;
/** Default account limit as a multiple of the pair limit: 20 x 5 = 100, NIST's ceiling. */
export const ACCOUNT_LIMIT_FACTOR = 20;

export function loginLimits(maxAttempts: number, accountMaxAttempts?: number): LoginLimits {
  return {
    perPair: maxAttempts,
    perAccount: accountMaxAttempts ?? maxAttempts * ACCOUNT_LIMIT_FACTOR,
    perAddress: maxAttempts * ADDRESS_LIMIT_FACTOR,
  };
}

/**
 * The throttle keys of one login attempt. `account` must be the canonical form of the username
 * (the very expression the user lookup compares, lower-case), so every spelling of one account
 * shares its counters. An address never contains '|', so the pair key is unambiguous.
 */
export function loginKeys(account: string, address: string) {
  return {
    address: `ip:${address}`,
    pair: `pair:${address}|${account}`,
    account: `user:${account}`,
    /** The attempts from this address on the account, kept through a success (unlike the pair). */
    own: `own:${address}|${account}`,
    /** The addresses the account logged in from (known addresses). */
    known: `known:${account}`,
    /** The slow lane of the account past its limit. */
    turns: `turns:${account}`,
  };
}

/**
 * Counts one login attempt under the policy above, before the password is checked. Refused:
 * the verdict of the first key at its limit (later keys are not counted). In two steps, so a
 * caller can refuse an address over its limit before looking the account up.
 */
export async function admitLoginAttempt(
  throttle: LoginThrottle,
  limits: LoginLimits,
  account: string,
  address: string,
): Promise<ThrottleVerdict> {
  const verdict = await admitLoginAddress(throttle, limits, address);
  return verdict.allowed ? admitLoginAccount(throttle, limits, account, address) : verdict;
}

/** Step 1: the address's own limit (needs no account). */
export function admitLoginAddress(
  throttle: LoginThrottle,
  limits: LoginLimits,
  address: string,
): Promise<ThrottleVerdict> {
  return throttle.consume(loginKeys('', address).address, limits.perAddress);
}

/**
 * Step 2, after step 1 allowed the attempt: the pair's limit, then the account's. A known address
 * is held to the account's limit by its own attempts only (so others' guesses never keep it
 * out); past the limit, an unknown address is slowed (its turn in the account's queue, see the
 * top of this file) instead of refused for as long as the attack lasts. Every attempt let
 * through is counted against the account and the address's own count.
 */
export async function admitLoginAccount(
  throttle: LoginThrottle,
  limits: LoginLimits,
  account: string,
  address: string,
): Promise<ThrottleVerdict> {
  const keys = loginKeys(account, address);
  if (throttle.admitAccount)
    return throttle.admitAccount({ keys, address, limits, turnGraceMs: TURN_GRACE_MS });
  const pair = await throttle.consume(keys.pair, limits.perPair);
  if (!pair.allowed) return pair;
  const count = async (...list: string[]) => {
    for (const key of list) await throttle.consume(key, Number.MAX_SAFE_INTEGER);
  };
  if (await throttle.knows(keys.known, address)) {
    const own = await throttle.consume(keys.own, limits.perAccount);
    if (own.allowed) await count(keys.account);
    return own;
  }
  const byAccount = await throttle.consume(keys.account, limits.perAccount);
  if (byAccount.allowed) {
    await count(keys.own);
    return byAccount;
  }
  const spacingMs = Math.ceil(throttle.windowMs / limits.perAccount);
  const turn = await throttle.takeTurn(keys.turns, address, {
    delayMs: byAccount.retryAfterSeconds * 1000,
    spacingMs,
    graceMs: Math.max(TURN_GRACE_MS, 2 * spacingMs),
  });
  // A turn taken is an attempt like any other: counted, so the window stays full while the
  // attack lasts and the account sees at most its limit of guesses per window.
  if (turn.allowed) await count(keys.account, keys.own);
  return turn;
}

/**
 * A login succeeded: its pair starts afresh, the address, the account and the address's own count
 * take this attempt back (their other failures stay, so a real login does not wipe out a
 * guesser's count), and the address becomes known to the account for KNOWN_ADDRESS_DAYS.
 */
export async function loginSucceeded(
  throttle: LoginThrottle,
  account: string,
  address: string,
): Promise<void> {
  const keys = loginKeys(account, address);
  if (throttle.succeeded) return throttle.succeeded(keys, address, KNOWN_ADDRESS_MS);
  await Promise.all([
    throttle.reset(keys.pair),
    throttle.forgiveOne(keys.address),
    throttle.forgiveOne(keys.account),
    throttle.forgiveOne(keys.own),
    throttle.remember(keys.known, address, KNOWN_ADDRESS_MS),
  ]);
}
