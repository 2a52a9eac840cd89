// Failed logins per staff account over the last hour, for the managers' Today board ("7 failed
// logins on admin in the last hour"): a wrong password, or an attempt the throttle refused, that
// named an existing account. Counted per minute, so a flood of refused attempts costs one number
// per account and minute, never a list. The server keeps them in PostgreSQL, shared by every
// process (login-throttle-pg.ts); this in-memory one is for unit tests. The audit log keeps each
// attempt for good.

export interface FailedLoginCount {
  userId: string;
  count: number;
}

export interface FailedLoginLog {
  /** One failed attempt on the account `userId`, now. */
  record(userId: string): Promise<void>;
  /** The accounts with failures in the last `windowMs` (at most an hour), with how many. */
  recent(windowMs?: number): Promise<FailedLoginCount[]>;
}

export const FAILED_LOGIN_WINDOW_MS = 3_600_000;
const MINUTE_MS = 60_000;

export function createMemoryFailedLoginLog(now: () => number = Date.now): FailedLoginLog {
  /** Per account: failures per minute (minutes since the epoch → count). */
  const perAccount = new Map<string, Map<number, number>>();
  const oldestKept = () => Math.floor((now() - FAILED_LOGIN_WINDOW_MS) / MINUTE_MS);
  const prune = (minutes: Map<number, number>) => {
    const oldest = oldestKept();
    for (const minute of minutes.keys()) if (minute < oldest) minutes.delete(minute);
  };
  return {
    async record(userId) {
      const minutes = perAccount.get(userId) ?? new Map<number, number>();
      const minute = Math.floor(now() / MINUTE_MS);
      minutes.set(minute, (minutes.get(minute) ?? 0) + 1);
      prune(minutes);
      perAccount.set(userId, minutes);
    },
    async recent(windowMs = FAILED_LOGIN_WINDOW_MS) {
      const from = Math.floor((now() - Math.min(windowMs, FAILED_LOGIN_WINDOW_MS)) / MINUTE_MS);
      const out: FailedLoginCount[] = [];
      for (const [userId, minutes] of perAccount) {
        prune(minutes);
        if (minutes.size === 0) {
          perAccount.delete(userId);
          continue;
        }
        let count = 0;
        for (const [minute, n] of minutes) if (minute >= from) count += n;
        if (count > 0) out.push({ userId, count });
      }
      return out;
    },
  };
}
