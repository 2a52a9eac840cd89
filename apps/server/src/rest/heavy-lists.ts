// The full REST lists (GET /api/dogs, /api/daycare/visits, /api/hotel, /api/vet/appointments,
// /api/grooming: tens of MiB each) are the heaviest answers the server gives. What the app keeps
// about them: how many one account may have in flight (429 beyond, plugins/rest.ts), how long a
// client may read nothing before its stream is cut (rest/stream-json.ts), and a report of each
// stream as it ends, which the log and the tests read.
import { type AccountLimit, createAccountLimit } from '../lib/account-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The full REST lists' limits and reports (decorated by plugins/rest.ts). */
    heavyLists: HeavyLists;
  }
}

/** How one streamed list ended. */
export type StreamOutcome =
  /** Every row written. */
  | 'complete'
  /** A HEAD request: headers only, no row read. */
  | 'head'
  /** The client closed the connection before the end. */
  | 'client-gone'
  /** The client read nothing for STREAM_STALL_TIMEOUT_MS: the connection was cut. */
  | 'stalled'
  /** Reading the rows failed midway (the connection was cut, the log says why). */
  | 'failed';

export interface StreamReport {
  /** What the list holds, as its route names it (`visit`, `dog`...). */
  list: string;
  outcome: StreamOutcome;
  /** Batches of rows taken from the database reader (each a few MiB of JSON at most). */
  batches: number;
  /** Bytes of JSON made from them. */
  bytes: number;
  /** The largest of those batches, in bytes of JSON. */
  largestBatchBytes: number;
  /** Bytes the socket took (handed to the operating system). */
  sentBytes: number;
  /** The most bytes that ever waited in this process for the socket to take them. */
  maxQueuedBytes: number;
}

export interface HeavyLists {
  /** The full lists one account may have in flight (HEAVY_LISTS_PER_ACCOUNT). */
  readonly perAccount: AccountLimit;
  /** A stream whose client takes nothing for this long is cut (STREAM_STALL_TIMEOUT_MS). */
  readonly stallMs: number;
  /** What Retry-After says on a 429: a full list takes a second or two. */
  readonly retryAfterSeconds: number;
  /** Streams being written now (every account). */
  readonly streaming: number;
  /** Called by the stream writer: one stream started; the returned function reports its end. */
  started(): (report: StreamReport) => void;
  /** Listens to the reports of the streams that end from now on; returns the unsubscribe. */
  onReport(listener: (report: StreamReport) => void): () => void;
}

export const HEAVY_LIST_RETRY_AFTER_SECONDS = 2;

export function createHeavyLists(opts: { perAccount: number; stallMs: number }): HeavyLists {
  const listeners = new Set<(report: StreamReport) => void>();
  let streaming = 0;
  return {
    perAccount: createAccountLimit({ max: opts.perAccount }),
    stallMs: opts.stallMs,
    retryAfterSeconds: HEAVY_LIST_RETRY_AFTER_SECONDS,
    get streaming() {
      return streaming;
    },
    started() {
      streaming++;
      let ended = false;
      return (report) => {
        if (ended) return;
        ended = true;
        streaming--;
        for (const listener of listeners) listener(report);
      };
    },
    onReport(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
