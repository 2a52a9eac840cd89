// Values kept between requests: the one way to do it (house style 17; docs/decisions/0003).
//
// The app owns one registry (AppDeps `kept`, made by createAppDeps; never a module global: tests
// build several apps in one process, and each must forget only its own). A module asks it for a
// named store in its <domain>.context.ts and reaches the store through its service context:
//
//   visitCounts: deps.kept.store<RecentCount>('daycare.visitCounts', { ttlMs: 5_000, topics: ['daycare', 'dogs'] })
//
// A store is forgotten as a whole, by the live topics of the tables its values read:
// - on every commit of this process that wrote one of its topics, before that write is answered
//   (the Prisma client tells them: db/own-writes.ts), so a desk reads its own change at once;
// - on every change the change feed hears from any process (LISTEN/NOTIFY, coalesced: the first
//   at once, then at most one batch per 100 ms), and on every resync after the feed reconnected;
// - and in any case `ttlMs` after its reading started, which bounds what a missed change costs.
// A store that asks for it (`whileListening`) serves nothing kept while the feed is not
// listening, and nothing read while an earlier LISTEN connection was up (the feed's `epoch`: a
// change made while it was away was never told, and the resync may come a moment after it
// listens again): for values that must not outlive a change the feed could not hear.
//
// Each store keeps at most `max` keys, one computation in flight per key (concurrent readers
// share it), and never keeps a value whose reading started before a forget (generations).
import { LIVE_TOPICS, type TLiveTopic } from '@pawdesk/domain';

/** What the registry listens to: the app's change feed (live/change-feed.ts). */
export interface KeptFeed {
  readonly listening: boolean;
  /** Which LISTEN connection this is: it grows each time the feed starts listening (again). */
  readonly epoch: number;
  subscribe(
    listener: (signal: { type: 'changes'; topics: readonly TLiveTopic[] } | { type: 'resync' }) => void,
  ): () => void;
}

export interface KeptStoreOptions<T> {
  /** How long a value is kept, from when its reading started. 0: never kept, every read computes. */
  ttlMs: number;
  /** At most this many keys (default 500); past it, the oldest kept key goes. */
  max?: number;
  /**
   * The live topics of every table the values read (LIVE_TABLE_TOPICS): a write to any of them,
   * by any process, forgets the store. 'all' for a value that reads everything (the Today board).
   */
  topics: readonly TLiveTopic[] | 'all';
  /**
   * Serve and keep nothing while the change feed is not listening (the database away, or a tool
   * without a feed), and nothing read during an earlier LISTEN connection once it listens again:
   * for values that must not outlive a change the feed could not hear (the kept sessions).
   */
  whileListening?: boolean;
  /** Whether a computed value may be kept (the board keeps none with a failed section). */
  keep?: (value: T) => boolean;
}

/** When a reading started, for `put`: a value read after a forget is kept, one read before is not. */
export interface KeptMark {
  readonly generation: number;
  readonly at: number;
}

export interface KeptStore<T> {
  readonly name: string;
  readonly ttlMs: number;
  readonly topics: readonly TLiveTopic[];
  /** The kept value of `key`, the computation in flight for it, or a new computation (then kept). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** The kept value of `key`, if any; never computes. */
  peek(key: string): T | undefined;
  /** Taken before reading a value that `put` keeps later. */
  mark(): KeptMark;
  /**
   * Keeps a value read elsewhere (a total counted in the same statement as a page), unless the
   * store was forgotten since `since` was taken: that value may predate a write.
   */
  put(key: string, value: T, since: KeptMark): void;
  /** Forgets every value and every computation in flight. Synchronous and cheap. */
  forget(): void;
  /** How many keys are kept now (tests, diagnostics). */
  readonly size: number;
}

export interface Kept {
  /**
   * The store of this name: made on the first call, the same store afterwards. A second call with
   * other options (ttl, max, topics, whileListening) is a mistake and throws.
   */
  store<T>(name: string, opts: KeptStoreOptions<T>): KeptStore<T>;
  /** Forgets the stores that read any of these topics (a commit heard or made). */
  forgetTopics(topics: Iterable<TLiveTopic>): void;
  /** Forgets every store (a resync: changes may have been missed). */
  forgetAll(): void;
  /** Stops listening; from then on every store computes every read and keeps nothing. */
  close(): void;
}

export const KEPT_MAX_DEFAULT = 500;

/**
 * One store on its own. `usable` says whether values may be served and kept right now (the
 * registry's: not closed, and the feed listening when the store asks for it); when it says no,
 * the store forgets what it had and every read computes. `epoch` names the period its values
 * belong to (the registry's: the feed's LISTEN connection, for a store that asks for the feed):
 * when it moves on, the store forgets what it had, and a value read across the move is not kept.
 */
export function createKeptStore<T>(
  name: string,
  opts: KeptStoreOptions<T>,
  env: { now?: () => number; usable?: () => boolean; epoch?: () => number } = {},
): KeptStore<T> {
  const now = env.now ?? Date.now;
  const usableNow = env.usable ?? (() => true);
  const epochNow = env.epoch ?? (() => 0);
  const keep = opts.keep ?? (() => true);
  const max = Math.max(1, opts.max ?? KEPT_MAX_DEFAULT);
  const topics = opts.topics === 'all' ? [...LIVE_TOPICS] : [...opts.topics];
  let generation = 0;
  let epoch = epochNow();
  const entries = new Map<string, { value: T; until: number }>();
  const flights = new Map<string, Promise<T>>();

  const forget = () => {
    generation += 1;
    entries.clear();
    flights.clear();
  };
  const usable = () => {
    if (opts.ttlMs <= 0) return false;
    const current = epochNow();
    if (current !== epoch) {
      // A new period (the feed reconnected): nothing of the last one is trusted.
      forget();
      epoch = current;
    }
    if (usableNow()) return true;
    if (entries.size > 0 || flights.size > 0) forget();
    return false;
  };
  const store = (key: string, value: T, until: number) => {
    entries.delete(key);
    if (entries.size >= max) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(key, { value, until });
  };
  const hit = (key: string, at: number) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.until > at) return entry;
    entries.delete(key);
    return undefined;
  };

  return {
    name,
    ttlMs: opts.ttlMs,
    topics,
    get size() {
      return entries.size;
    },
    get(key, compute) {
      if (!usable()) return compute();
      const started = now();
      const kept = hit(key, started);
      if (kept) return Promise.resolve(kept.value);
      const flying = flights.get(key);
      if (flying) return flying;
      const mine = generation;
      const promise = compute().then((value) => {
        if (mine === generation && keep(value) && usableNow() && epochNow() === epoch)
          store(key, value, started + opts.ttlMs);
        return value;
      });
      flights.set(key, promise);
      // Whatever happens, this flight is over; a newer one (after a forget) stays.
      const land = () => {
        if (flights.get(key) === promise) flights.delete(key);
      };
      promise.then(land, land);
      return promise;
    },
    peek(key) {
      if (!usable()) return undefined;
      return hit(key, now())?.value;
    },
    mark() {
      return { generation, at: now() };
    },
    put(key, value, since) {
      if (!usable() || since.generation !== generation || !keep(value)) return;
      if (since.at + opts.ttlMs > now()) store(key, value, since.at + opts.ttlMs);
    },
    forget,
  };
}

/**
 * The app's registry of kept values, forgotten by `feed` (every commit of any process, every
 * resync) and by `ownWrites` (this process's commits, told before the write is answered).
 */
export function createKept(opts: {
  feed: KeptFeed;
  /** Subscribes to this process's committed writes (db/prisma.ts onOwnWrites); returns the unsubscribe. */
  ownWrites?: (listener: (topics: readonly TLiveTopic[]) => void) => () => void;
  now?: () => number;
}): Kept {
  const stores = new Map<string, { store: KeptStore<unknown>; signature: string }>();
  let closed = false;

  const forgetTopics = (written: Iterable<TLiveTopic>) => {
    const set = new Set(written);
    if (set.size === 0) return;
    for (const { store } of stores.values()) {
      if (store.topics.some((topic) => set.has(topic))) store.forget();
    }
  };
  const forgetAll = () => {
    for (const { store } of stores.values()) store.forget();
  };
  const stopFeed = opts.feed.subscribe((signal) => {
    if (signal.type === 'resync') forgetAll();
    else forgetTopics(signal.topics);
  });
  const stopOwn = opts.ownWrites?.((topics) => forgetTopics(topics)) ?? (() => undefined);

  return {
    store<T>(name: string, storeOpts: KeptStoreOptions<T>): KeptStore<T> {
      const topics = storeOpts.topics === 'all' ? 'all' : [...new Set(storeOpts.topics)].sort().join(',');
      const signature = JSON.stringify([
        storeOpts.ttlMs,
        storeOpts.max ?? KEPT_MAX_DEFAULT,
        topics,
        storeOpts.whileListening ?? false,
      ]);
      const known = stores.get(name);
      if (known) {
        if (known.signature !== signature) {
          throw new Error(`kept store "${name}" asked for again with other options (${signature})`);
        }
        return known.store as KeptStore<T>;
      }
      const store = createKeptStore<T>(
        name,
        storeOpts,
        storeOpts.whileListening
          ? { now: opts.now, usable: () => !closed && opts.feed.listening, epoch: () => opts.feed.epoch }
          : { now: opts.now, usable: () => !closed },
      );
      stores.set(name, { store: store as KeptStore<unknown>, signature });
      return store;
    },
    forgetTopics,
    forgetAll,
    close() {
      closed = true;
      stopFeed();
      stopOwn();
      forgetAll();
    },
  };
}
