// Login throttling: attempts are counted per key in a sliding window. An attempt is counted
// when it starts, so a burst of concurrent guesses is cut off at the limit; a successful login
// takes its attempt back. Past the limit the key waits until its oldest attempt leaves the
// window: never a permanent lock. The interface lets a Redis implementation (a sorted set or
// INCR + EXPIRE per key) replace the in-memory one when several processes serve PawDesk.
//
// The login policy (NIST SP 800-63B section 5.2.2, OWASP Authentication Cheat Sheet) counts
// three keys per attempt, in this order:
//   1. the address:                 4 x LOGIN_MAX_ATTEMPTS (an office shares one address);
//   2. the (account, address) pair: LOGIN_MAX_ATTEMPTS, the strict limit a guesser meets;
//   3. the account, all addresses:  LOGIN_ACCOUNT_MAX_ATTEMPTS (default 20 x LOGIN_MAX_ATTEMPTS,
//      100 per 15 minutes: NIST's ceiling of 100 failed attempts on one account).
// An attempt refused by one key is not counted by the later ones, so a guesser hammering from
// one address stops at its pair limit and uses up neither the account's budget nor the real
// user's: the real user logs in from any other address. Only a guesser with many addresses
// (account limit / pair limit of them, 20 by default) can make the account wait, and only until
// its oldest failure leaves the window.

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  /** Counts one attempt for the key unless it is at its limit (check and count in one step). */
  consume(key: string, limit: number): Promise<ThrottleVerdict>;
  /** Takes back the newest attempt of a key (a login that succeeded). */
  forgiveOne(key: string): Promise<void>;
  /** Forgets every attempt of a key. */
  reset(key: string): Promise<void>;
}

export function createMemoryLoginThrottle(windowMs: number, now: () => number = Date.now): LoginThrottle {
  const attempts = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const list = (attempts.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) attempts.delete(key);
    else attempts.set(key, list);
    return list;
  };

  // Keep the map from growing without bound under a spray of usernames.
  const sweep = setInterval(
    () => {
      for (const key of attempts.keys()) recent(key);
    },
    Math.min(windowMs, 60_000),
  );
  sweep.unref();

  return {
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
  };
}

export interface LoginLimits {
  /** Attempts per (account, address) pair in the window. */
  perPair: number;
  /** Attempts per account across every address. */
  perAccount: number;
  /** Attempts per address across every account. */
  perAddress: number;
}

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

/** Step 2, after step 1 allowed the attempt: the pair's limit, then the account's. */
export async function admitLoginAccount(
  throttle: LoginThrottle,
  limits: LoginLimits,
  account: string,
  address: string,
): Promise<ThrottleVerdict> {
  const keys = loginKeys(account, address);
  const pair = await throttle.consume(keys.pair, limits.perPair);
  return pair.allowed ? throttle.consume(keys.account, limits.perAccount) : pair;
}

/**
 * A login succeeded: its pair starts afresh, and the address and the account take this attempt
 * back (their other failures stay, so a real login does not wipe out a guesser's count).
 */
export async function loginSucceeded(
  throttle: LoginThrottle,
  account: string,
  address: string,
): Promise<void> {
  const keys = loginKeys(account, address);
  await Promise.all([
    throttle.reset(keys.pair),
    throttle.forgiveOne(keys.address),
    throttle.forgiveOne(keys.account),
  ]);
}
