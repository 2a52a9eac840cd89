// Coalescing of live changes, used twice: by each server process between the database's
// notifications and its subscribers, and by the web between the stream and its refetches. A burst
// of writes (a seed, a busy morning at the desk) must not become a burst of events or refetches.
//
// The first change after a quiet moment goes out at once (a lone check-in reaches the other desk
// with no added wait); whatever arrives while that flush runs, and during the pause after it, is
// gathered into the next one. Flushes never overlap: a slow one (the web's refetch) holds the
// next back, so each batch starts only after the previous one is done.
import { sortTopics, type TLiveTopic } from './live.schema';

export interface TLiveBatch {
  /** The topics changed since the last flush, in canonical order (may be empty on a resync). */
  topics: TLiveTopic[];
  /** Changes may have been missed: everything live must be read again. */
  resync: boolean;
}

export interface LiveBatcher {
  push(topics: Iterable<TLiveTopic>): void;
  /** Asks for a resync in the next flush (it outranks any topics gathered with it). */
  resync(): void;
  /** Stops for good: what is pending is dropped, a flush under way finishes. */
  close(): void;
}

export function createLiveBatcher(opts: {
  flush: (batch: TLiveBatch) => void | Promise<void>;
  /** The pause after each flush during which further changes gather (e.g. 100 ms). */
  pause: () => Promise<void>;
  /** A flush that throws is reported here; the batcher goes on. */
  onError?: (error: unknown) => void;
}): LiveBatcher {
  const pending = new Set<TLiveTopic>();
  let resyncPending = false;
  let running = false;
  let closed = false;

  const hasPending = () => pending.size > 0 || resyncPending;

  async function run(): Promise<void> {
    running = true;
    try {
      // Changes announced in the same tick (one commit touching several topics) form one batch.
      await Promise.resolve();
      while (!closed && hasPending()) {
        const batch: TLiveBatch = { topics: sortTopics(pending), resync: resyncPending };
        pending.clear();
        resyncPending = false;
        try {
          await opts.flush(batch);
        } catch (error) {
          opts.onError?.(error);
        }
        if (closed) break;
        await opts.pause();
      }
    } finally {
      running = false;
    }
  }

  const wake = () => {
    if (!running && !closed) void run();
  };

  return {
    push(topics) {
      if (closed) return;
      for (const topic of topics) pending.add(topic);
      if (pending.size > 0) wake();
    },
    resync() {
      if (closed) return;
      resyncPending = true;
      wake();
    },
    close() {
      closed = true;
      pending.clear();
      resyncPending = false;
    },
  };
}
