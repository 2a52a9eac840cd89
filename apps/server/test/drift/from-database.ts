// A live database's schema (the connection's current schema, normally "public") as a
// SchemaDescription, read from pg_catalog. Prisma's own bookkeeping table is left out.
import type pg from 'pg';
import {
  emptyTable,
  type ReferentialAction,
  type SchemaDescription,
  type TableDescription,
} from './description';

const IGNORED_TABLES = new Set(['_prisma_migrations']);

const ACTIONS: Record<string, ReferentialAction> = {
  a: 'NoAction',
  r: 'Restrict',
  c: 'Cascade',
  n: 'SetNull',
  d: 'SetDefault',
};

type Queryable = Pick<pg.ClientBase, 'query'>;

export async function describeDatabase(db: Queryable): Promise<SchemaDescription> {
  const description: SchemaDescription = { enums: {}, tables: {}, sequences: [], extensions: [] };

  const enums = await db.query<{ name: string; values: string[] }>(`
    SELECT t.typname AS name, array_agg(e.enumlabel ORDER BY e.enumsortorder)::text[] AS values
    FROM pg_type t
    JOIN pg_enum e ON e.enumtypid = t.oid
    WHERE t.typnamespace = current_schema()::regnamespace
    GROUP BY t.typname`);
  for (const row of enums.rows) description.enums[row.name] = row.values;

  const tables = await db.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')`);
  const table = (name: string): TableDescription => {
    let t = description.tables[name];
    if (!t) {
      t = emptyTable();
      description.tables[name] = t;
    }
    return t;
  };
  for (const row of tables.rows) if (!IGNORED_TABLES.has(row.name)) table(row.name);
  const known = (name: string) => name in description.tables;

  const columns = await db.query<{
    table: string;
    name: string;
    type: string;
    notnull: boolean;
    default: string | null;
  }>(`
    SELECT c.relname AS table, a.attname AS name,
           format_type(a.atttypid, a.atttypmod)
             || CASE WHEN a.attcollation <> 0 AND a.attcollation <> ty.typcollation
                     THEN ' COLLATE ' || quote_ident(coll.collname) ELSE '' END AS type,
           a.attnotnull AS notnull, pg_get_expr(d.adbin, d.adrelid) AS default
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_type ty ON ty.oid = a.atttypid
    LEFT JOIN pg_collation coll ON coll.oid = a.attcollation
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')
      AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`);
  for (const row of columns.rows) {
    if (!known(row.table)) continue;
    table(row.table).columns[row.name] = { type: row.type, nullable: !row.notnull, default: row.default };
  }

  // Keys are column names, or the expression for expression keys; a collation other than the
  // database's default, non-default operator classes and DESC are appended, as in
  // IndexDescription. (A column whose own collation is not the default shows it in its type.)
  const indexes = await db.query<{
    table: string;
    name: string;
    primary: boolean;
    unique: boolean;
    method: string;
    keys: string[];
    predicate: string | null;
  }>(`
    SELECT t.relname AS table, i.relname AS name, x.indisprimary AS primary, x.indisunique AS unique,
           am.amname AS method, pg_get_expr(x.indpred, x.indrelid, true) AS predicate,
           ARRAY(
             SELECT COALESCE(col.attname, pg_get_indexdef(x.indexrelid, k.n, true))
                    || CASE WHEN coll.oid IS NULL OR coll.collname = 'default' THEN ''
                            ELSE ' COLLATE ' || quote_ident(coll.collname) END
                    || CASE WHEN oc.opcdefault THEN '' ELSE ' ' || oc.opcname END
                    || CASE WHEN (x.indoption[k.n - 1] & 1) = 1 THEN ' DESC' ELSE '' END
             FROM generate_series(1, x.indnkeyatts) AS k(n)
             LEFT JOIN pg_attribute col
               ON col.attrelid = x.indrelid AND col.attnum = x.indkey[k.n - 1]
                  AND x.indkey[k.n - 1] <> 0
             JOIN pg_opclass oc ON oc.oid = x.indclass[k.n - 1]
             LEFT JOIN pg_collation coll ON coll.oid = x.indcollation[k.n - 1]
             ORDER BY k.n
           )::text[] AS keys
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_class t ON t.oid = x.indrelid
    JOIN pg_am am ON am.oid = i.relam
    WHERE t.relnamespace = current_schema()::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = x.indexrelid AND con.contype = 'x')
    ORDER BY t.relname, i.relname`);
  for (const row of indexes.rows) {
    if (!known(row.table)) continue;
    const t = table(row.table);
    if (row.primary) {
      t.primaryKey = { name: row.name, columns: row.keys };
    } else {
      t.indexes[row.name] = {
        unique: row.unique,
        method: row.method,
        keys: row.keys,
        predicate: row.predicate,
      };
    }
  }

  const constraints = await db.query<{
    table: string;
    name: string;
    type: string;
    definition: string;
    columns: string[] | null;
    ref_table: string | null;
    ref_columns: string[] | null;
    on_delete: string;
    on_update: string;
  }>(`
    SELECT t.relname AS table, con.conname AS name, con.contype::text AS type,
           pg_get_constraintdef(con.oid, true) AS definition,
           ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum
                 ORDER BY k.ord)::text[] AS columns,
           r.relname AS ref_table,
           ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY AS k(attnum, ord)
                 JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum
                 ORDER BY k.ord)::text[] AS ref_columns,
           con.confdeltype::text AS on_delete, con.confupdtype::text AS on_update
    FROM pg_constraint con
    JOIN pg_class t ON t.oid = con.conrelid
    LEFT JOIN pg_class r ON r.oid = con.confrelid
    WHERE t.relnamespace = current_schema()::regnamespace AND con.contype IN ('f', 'c', 'x')
    ORDER BY t.relname, con.conname`);
  for (const row of constraints.rows) {
    if (!known(row.table)) continue;
    const t = table(row.table);
    if (row.type === 'c') t.checks[row.name] = row.definition;
    else if (row.type === 'x') t.exclusions[row.name] = row.definition;
    else {
      t.foreignKeys[row.name] = {
        columns: row.columns ?? [],
        referencedTable: row.ref_table ?? '?',
        referencedColumns: row.ref_columns ?? [],
        onDelete: ACTIONS[row.on_delete] ?? 'NoAction',
        onUpdate: ACTIONS[row.on_update] ?? 'NoAction',
      };
    }
  }

  const sequences = await db.query<{ name: string }>(`
    SELECT relname AS name FROM pg_class
    WHERE relnamespace = current_schema()::regnamespace AND relkind = 'S' ORDER BY relname`);
  description.sequences = sequences.rows.map((r) => r.name);

  const extensions = await db.query<{ name: string }>(
    'SELECT extname AS name FROM pg_extension ORDER BY extname',
  );
  description.extensions = extensions.rows.map((r) => r.name);

  return description;
}
