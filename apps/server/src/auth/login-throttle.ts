// Login throttling: attempts are counted per key (an IP, a username) in a sliding window.
// An attempt is counted when it starts, so a burst of concurrent guesses is cut off at the
// limit; a successful login takes its attempt back. Past the limit the key waits until its
// oldest attempt leaves the window: never a permanent lock. The interface lets a Redis
// implementation (INCR + EXPIRE per key) replace the in-memory one when several processes
// serve PawDesk.

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
