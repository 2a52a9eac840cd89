// How many costly things one account may have going at once (full lists being streamed, paged
// list queries, live streams), so one account, however busy, cannot take the server from the
// others. Counted in this process's memory: behind a load balancer each process counts its own
// (SECURITY.md, "Per-account limits").

export type Release = () => void;

export interface AccountLimit {
  /** At most this many at once per account. */
  readonly max: number;
  /** Takes one of the account's places, or null when it holds `max` already. Release it once. */
  tryEnter(account: string): Release | null;
  /**
   * As tryEnter, but when the account holds `max` the call waits its turn behind at most `queue`
   * others of the same account (first come, first served); null when that line is full too. An
   * aborted `signal` leaves the line (the promise rejects with the signal's reason).
   */
  enter(account: string, signal?: AbortSignal): Promise<Release | null>;
  /** What the account holds now (running, not waiting). */
  held(account: string): number;
}

interface Entry {
  running: number;
  waiting: Array<(release: Release) => void>;
}

export function createAccountLimit(opts: { max: number; queue?: number }): AccountLimit {
  const { max } = opts;
  const queue = opts.queue ?? 0;
  const accounts = new Map<string, Entry>();

  const releaseFor = (account: string, entry: Entry): Release => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = entry.waiting.shift();
      // The place goes straight to the next in line, so nobody can jump the queue.
      if (next) next(releaseFor(account, entry));
      else if (--entry.running === 0) accounts.delete(account);
    };
  };
  const entryOf = (account: string): Entry => {
    let entry = accounts.get(account);
    if (!entry) {
      entry = { running: 0, waiting: [] };
      accounts.set(account, entry);
    }
    return entry;
  };

  return {
    max,
    tryEnter(account) {
      const entry = entryOf(account);
      if (entry.running >= max) return null;
      entry.running++;
      return releaseFor(account, entry);
    },
    enter(account, signal) {
      const entry = entryOf(account);
      if (entry.running < max) {
        entry.running++;
        return Promise.resolve(releaseFor(account, entry));
      }
      if (entry.waiting.length >= queue) return Promise.resolve(null);
      signal?.throwIfAborted();
      return new Promise<Release>((resolve, reject) => {
        const onAbort = () => {
          const at = entry.waiting.indexOf(take);
          if (at !== -1) entry.waiting.splice(at, 1);
          reject(signal?.reason);
        };
        const take = (release: Release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        };
        entry.waiting.push(take);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    held(account) {
      return accounts.get(account)?.running ?? 0;
    },
  };
}
