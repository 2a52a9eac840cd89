// This process's own writes, told once they are committed: what lets a value kept between
// requests (lib/kept.ts) be forgotten before the write that changed it is answered, whichever
// code wrote (a service, a fixture, a seed) and however (a Prisma model call, tagged SQL).
//
// Every statement of the app's Prisma client goes through its driver adapter (PrismaPg), which
// createPrisma wraps here. A statement that INSERTs, UPDATEs, DELETEs or TRUNCATEs a table the
// change feed's triggers watch (LIVE_TABLE_TOPICS) is noted with that table's live topic, plus
// the topics the database's copy triggers then write (TRIGGER_CASCADES). Outside a transaction
// the statement's topics are told once it has run (it is committed); inside one they are told
// after its COMMIT, never for a rollback. So a value read after the write was answered is read
// after the commit, and one computed before it is never kept (lib/kept.ts, generations).
//
// Other processes' writes arrive through the change feed instead (LISTEN/NOTIFY, a few ms later);
// so do this process's own, once more. Reads through pg (db/row-reader.ts) never write.
import { LIVE_TABLE_TOPICS, sortTopics, type TLiveTopic } from '@pawdesk/domain';
import type { PrismaPg } from '@prisma/adapter-pg';

/** Told the topics of each committed write (a statement, or a whole transaction). */
export type OwnWritesListener = (topics: TLiveTopic[]) => void;

/**
 * The topics the copy triggers add to a write of a table (migrations 20261124100000,
 * 20261125100000, 20261125200000): a dog's name and search text are copied into its packages,
 * stays and appointments, an owner's name and a dog's owners into its stays. Taken for every
 * write of the table, a little wider than the triggers (which fire on some columns only): a
 * needless forget costs one computation. own-writes.test.ts checks this list against the trigger
 * functions of the migrated database.
 */
export const TRIGGER_CASCADES: Readonly<
  Partial<Record<keyof typeof LIVE_TABLE_TOPICS, readonly TLiveTopic[]>>
> = {
  dogs: ['daycare', 'hotel', 'vet'],
  owners: ['hotel'],
  dog_owners: ['hotel'],
};

// `INSERT INTO t`, `UPDATE t`, `DELETE FROM t`, `TRUNCATE [TABLE] t`, the table optionally quoted
// and schema-qualified (Prisma writes `"public"."dogs"`). Other words after UPDATE (`FOR UPDATE
// OF`, `DO UPDATE SET`) name no watched table and are ignored.
const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?([a-z_][a-z0-9_]*)"?/gi;
const MAYBE_WRITE = /insert|update|delete|truncate/i;

/** The watched tables a statement (or a function body) writes, each once. */
export function writtenTables(sql: string): string[] {
  if (!MAYBE_WRITE.test(sql)) return [];
  const tables = new Set<string>();
  for (const match of sql.matchAll(WRITE)) {
    const table = match[1]?.toLowerCase();
    if (table && Object.hasOwn(LIVE_TABLE_TOPICS, table)) tables.add(table);
  }
  return [...tables];
}

/** The live topics a write of these tables changes: their own and their copy triggers'. */
export function topicsOfTables(tables: Iterable<string>): TLiveTopic[] {
  const topics = new Set<TLiveTopic>();
  for (const table of tables) {
    const own = LIVE_TABLE_TOPICS[table as keyof typeof LIVE_TABLE_TOPICS];
    if (!own) continue;
    topics.add(own);
    for (const more of TRIGGER_CASCADES[table as keyof typeof LIVE_TABLE_TOPICS] ?? []) topics.add(more);
  }
  return sortTopics(topics);
}

type Adapter = Awaited<ReturnType<PrismaPg['connect']>>;
type Transaction = Awaited<ReturnType<Adapter['startTransaction']>>;
interface Statement {
  sql: string;
}

/** A method of `target` bound to it (private fields and `this` keep working behind the proxy). */
function forward<T extends object>(target: T, prop: string | symbol): unknown {
  const value = Reflect.get(target, prop, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

/**
 * Wraps a driver adapter factory so committed writes are told to `listeners`. Everything else
 * passes through untouched (errors included: errors/prisma-errors.ts still reads them).
 */
export function watchOwnWrites(factory: PrismaPg, listeners: ReadonlySet<OwnWritesListener>): PrismaPg {
  const tell = (tables: Iterable<string>) => {
    if (listeners.size === 0) return;
    const topics = topicsOfTables(tables);
    if (topics.length === 0) return;
    for (const listener of [...listeners]) listener(topics);
  };

  const watchTransaction = (tx: Transaction): Transaction => {
    const written = new Set<string>();
    const note = (query: Statement) => {
      for (const table of writtenTables(query.sql)) written.add(table);
    };
    return new Proxy(tx, {
      get(target, prop) {
        if (prop === 'queryRaw' || prop === 'executeRaw') {
          return (query: Statement) => {
            note(query);
            return (target[prop] as (q: Statement) => Promise<unknown>).call(target, query);
          };
        }
        if (prop === 'commit') {
          return async () => {
            await target.commit();
            tell(written);
          };
        }
        return forward(target, prop);
      },
    });
  };

  const watchAdapter = (adapter: Adapter): Adapter =>
    new Proxy(adapter, {
      get(target, prop) {
        if (prop === 'queryRaw' || prop === 'executeRaw') {
          return async (query: Statement) => {
            const result = await (target[prop] as (q: Statement) => Promise<unknown>).call(target, query);
            // Outside a transaction a statement that ran is committed.
            tell(writtenTables(query.sql));
            return result;
          };
        }
        if (prop === 'startTransaction') {
          return async (...args: Parameters<Adapter['startTransaction']>) =>
            watchTransaction(await target.startTransaction(...args));
        }
        return forward(target, prop);
      },
    });

  return new Proxy(factory, {
    get(target, prop) {
      if (prop === 'connect') return async () => watchAdapter(await target.connect());
      return forward(target, prop);
    },
  });
}
