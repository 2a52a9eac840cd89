// Login throttling: failed attempts are counted per key (an IP, a username) in a sliding
// window. Past the limit the key waits until its oldest failure leaves the window: never a
// permanent lock. The interface lets a Redis implementation replace the in-memory one when
// the server runs as several processes.

export interface ThrottleVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  check(key: string, limit: number): Promise<ThrottleVerdict>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryLoginThrottle(windowMs: number, now: () => number = Date.now): LoginThrottle {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };

  // Keep the map from growing without bound under a spray of usernames.
  const sweep = setInterval(
    () => {
      for (const key of failures.keys()) recent(key);
    },
    Math.min(windowMs, 60_000),
  );
  sweep.unref();

  return {
    async check(key, limit) {
      const list = recent(key);
      if (list.length < limit) return { allowed: true, retryAfterSeconds: 0 };
      const oldest = list[list.length - limit] ?? now();
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)),
      };
    },
    async recordFailure(key) {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
    },
    async reset(key) {
      failures.delete(key);
    },
  };
}
