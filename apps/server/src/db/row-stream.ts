// The skeleton the streamed full REST lists share (GET /api/daycare/visits, /api/hotel,
// /api/vet/appointments, /api/grooming): rows read in keyset batches, the next batch read (with
// whatever its rows refer to) while the caller writes the current one out, and the users an
// answer names (createdBy, updatedBy, a groomer) turned into JSON once for the whole list;
// `rowsWithDogRestJson` puts them together for a list whose every row carries a dog.
//
// Memory: the writer (rest/stream-json.ts) asks for the next batch only once the client has taken
// the current one, so a list holds one batch being written and one read ahead. A suspended
// generator keeps every variable of its frame alive until it is resumed, so these generators hand
// a batch over with `handOver` and keep no rows or JSON of their own while a slow client reads.

import { loadDogRefsJson } from './dog-refs';
import { Prisma } from './prisma';
import type { RowReader } from './row-reader';

/** The first batch of a streamed list: small, so the answer starts while the big ones are read. */
export const FIRST_BATCH = 1_000;

/**
 * The batches of a keyset read, in order: `read(null, n)` is the first, `read(last row, n)` the
 * next, each asking for `n` rows; a batch shorter than it asked for is the last. The first asks
 * for at most FIRST_BATCH rows (the client gets its first bytes sooner), the others for `limit`.
 * `prepare` runs on each batch as soon as it arrives (loading the dogs or packages its rows name)
 * and before it is handed over; the next batch is read meanwhile. The read ahead may fail while
 * the previous batch is written: it is awaited, and so thrown, on the next turn.
 */
export async function* keysetBatches<Row>(
  read: (last: Row | null, limit: number) => Promise<Row[]>,
  limit: number,
  prepare: (rows: Row[]) => Promise<void> = async () => {},
): AsyncGenerator<Row[]> {
  interface Batch {
    rows: Row[];
    /** How many rows it asked for. */
    size: number;
  }
  const ahead = (last: Row | null, size: number): Promise<Batch> => {
    const ready = read(last, size).then(async (rows) => {
      await prepare(rows);
      return { rows, size };
    });
    ready.catch(() => undefined);
    return ready;
  };
  let next: Promise<Batch> | null = ahead(null, Math.min(FIRST_BATCH, limit));
  while (next) {
    const held: Held<Row[]> = { value: null };
    await next.then(({ rows, size }) => {
      const last: Row | undefined = rows[rows.length - 1];
      next = last !== undefined && rows.length === size ? ahead(last, limit) : null;
      held.value = rows.length > 0 ? rows : null;
    });
    if (held.value) yield handOver(held);
  }
}

/** A value on its way out of a generator; see handOver. */
export interface Held<T> {
  value: T | null;
}

/**
 * Takes the value out of `held`, for `yield handOver(held)`: the generator's frame then keeps
 * nothing of it while it is suspended (`yield rows` would keep the rows alive until the consumer
 * asks for the next batch, which a client that stopped reading may never do).
 */
export function handOver<T>(held: Held<T>): T {
  const value = held.value as T;
  held.value = null;
  return value;
}

/**
 * Each batch of `batches` as JSON text (`render`, which may answer '' for a batch that leaves all
 * its rows out), holding nothing of the rows or the text while suspended (handOver).
 */
export async function* renderBatches<Row>(
  batches: AsyncGenerator<Row[]>,
  render: (rows: Row[]) => string,
): AsyncGenerator<string> {
  try {
    for (;;) {
      const held: Held<string> = { value: null };
      const more = await batches.next().then((batch) => {
        if (batch.done) return false;
        held.value = render(batch.value);
        return true;
      });
      if (!more) return;
      if (held.value) yield handOver(held);
    }
  } finally {
    await batches.return(undefined);
  }
}

/** A batch size as a whole number of at least 1. */
export const batchLimit = (size: number) => Math.max(1, Math.trunc(size));

export interface UserRefsJson {
  /** `{"_id","username"}` of a user, or `null` (no user, or one deleted since). */
  ref(id: string | null): string;
  /** `{"_id","username","name"}`, as a grooming booking names its groomer, or `null`. */
  withName(id: string | null): string;
}

/** Every user's JSON, read once for a whole list. */
export async function loadUserRefsJson(rows: RowReader): Promise<UserRefsJson> {
  const str = JSON.stringify;
  const refs = new Map<string, string>();
  const named = new Map<string, string>();
  for (const [id, username, name] of (await rows(Prisma.sql`SELECT id::text, username, name FROM users`)) as [
    string,
    string,
    string | null,
  ][]) {
    refs.set(id, str({ _id: id, username }));
    named.set(id, str({ _id: id, username, name }));
  }
  return {
    ref: (id) => (id === null ? 'null' : (refs.get(id) ?? 'null')),
    withName: (id) => (id === null ? 'null' : (named.get(id) ?? 'null')),
  };
}

/**
 * keysetBatches' `read` for a table ordered by (an instant, the id), newest or oldest first: the
 * rows after `last` (its key read back by `keyOf` as the instant's text and the id).
 */
export interface KeysetReadOptions<Row> {
  /** `table alias`, e.g. `hotel_bookings b` (code, never input: it becomes SQL text). */
  from: string;
  /** The column list (code, never input). */
  columns: string;
  /** The instant column, then the id column, e.g. ['b.check_in', 'b.id'] (code, never input). */
  keys: readonly [string, string];
  newestFirst: boolean;
  keyOf: (row: Row) => readonly [string, string];
}

export function keysetRead<Row>(
  rows: RowReader,
  opts: KeysetReadOptions<Row>,
): (last: Row | null, size: number) => Promise<Row[]> {
  // The statement's fixed parts are the caller's constants; the last row's keys are parameters.
  const [at, id] = opts.keys;
  const [compare, direction] = opts.newestFirst ? ['<', 'DESC'] : ['>', 'ASC'];
  const select = Prisma.raw(`SELECT ${opts.columns} FROM ${opts.from}`);
  const key = Prisma.raw(`(${at}, ${id}) ${compare}`);
  const order = Prisma.raw(`ORDER BY ${at} ${direction}, ${id} ${direction}`);
  return (last, size) => {
    let after = Prisma.empty;
    if (last) {
      const [lastAt, lastId] = opts.keyOf(last);
      after = Prisma.sql`WHERE ${key} (${lastAt}::timestamptz, ${lastId}::uuid)`;
    }
    return rows(Prisma.sql`${select} ${after} ${order} LIMIT ${Math.trunc(size)}`) as Promise<Row[]>;
  };
}

/** The ids among `ids` that `known` does not hold yet, each once. */
export const newIds = (ids: Iterable<string>, known: ReadonlyMap<string, unknown>): string[] =>
  [...new Set(ids)].filter((id) => !known.has(id));

/** A text column as JSON (`null` stays null). */
export const jsonText = (value: string | null): string => (value === null ? 'null' : JSON.stringify(value));
/** A number column as JSON (`null` stays null). */
export const jsonNumber = (value: number | null): string => (value === null ? 'null' : JSON.stringify(value));

/**
 * A streamed full list whose every row carries a dog (hotel stays, vet appointments, grooming
 * bookings): keyset batches of `read`, each batch's new dogs turned into JSON (loadDogRefsJson,
 * with `dogs` its options) while the previous batch is written, and `render` writing one row
 * with its dog's JSON and the users. A row whose dog was deleted while the list streams is left
 * out (it was deleted with its dog). Yields each batch as JSON text without the brackets. Nothing
 * is read until the first batch is asked for (a HEAD request asks for none).
 */
export function rowsWithDogRestJson<Row>(opts: {
  rows: RowReader;
  batchSize: number;
  read: KeysetReadOptions<Row>;
  dogIdOf: (row: Row) => string;
  dogs?: { ageAndWeightOn?: string };
  render: (row: Row, dog: string, users: UserRefsJson) => string;
}): AsyncGenerator<string> {
  const { rows, dogIdOf, render } = opts;
  const dogsJson = new Map<string, string>();
  let users: Promise<UserRefsJson> | null = null;
  let usersJson: UserRefsJson | null = null;
  const prepare = async (batch: Row[]) => {
    users ??= loadUserRefsJson(rows);
    [usersJson] = await Promise.all([
      users,
      loadDogRefsJson(rows, newIds(batch.map(dogIdOf), dogsJson), dogsJson, opts.dogs),
    ]);
  };
  const renderBatch = (batch: Row[]): string => {
    const out: string[] = [];
    for (const row of batch) {
      const dog = dogsJson.get(dogIdOf(row));
      if (dog !== undefined) out.push(render(row, dog, usersJson as UserRefsJson));
    }
    return out.join(',');
  };
  return renderBatches(
    keysetBatches(keysetRead(rows, opts.read), batchLimit(opts.batchSize), prepare),
    renderBatch,
  );
}
