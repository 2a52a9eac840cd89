// One shape for "a PostgreSQL schema", filled either from schema.prisma (via the DMMF, see
// from-prisma.ts) or from a live database's catalogs (see from-database.ts), and a pure
// comparator that lists every difference between two of them.

export type ReferentialAction = 'Cascade' | 'Restrict' | 'NoAction' | 'SetNull' | 'SetDefault';

export interface ColumnDescription {
  /**
   * As PostgreSQL's format_type() prints it: `text`, `timestamp(3) with time zone`, `"Role"[]`,
   * followed by ` COLLATE "<name>"` when the column's collation is not its type's default
   * (Prisma never sets one, so a column collation is always drift).
   */
  type: string;
  nullable: boolean;
  /** As pg_get_expr() prints the column default, or null when there is none. */
  default: string | null;
}

export interface IndexDescription {
  unique: boolean;
  /** Access method: btree, gin, gist, hash, ... */
  method: string;
  /**
   * One entry per key: the column name or the expression (`lower(username)`), followed by
   * ` COLLATE "<name>"` when the key's collation is not the database's default (`name COLLATE
   * "es-x-icu"`), ` <opclass>` when the operator class is not the type's default and ` DESC`
   * when descending.
   */
  keys: string[];
  /** The partial index's WHERE clause as pg_get_expr() prints it, or null. */
  predicate: string | null;
}

export interface ForeignKeyDescription {
  columns: string[];
  referencedTable: string;
  referencedColumns: string[];
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
}

export interface TableDescription {
  columns: Record<string, ColumnDescription>;
  primaryKey: { name: string; columns: string[] } | null;
  /** Every index except the primary key's and those backing exclusion constraints, by name. */
  indexes: Record<string, IndexDescription>;
  foreignKeys: Record<string, ForeignKeyDescription>;
  /** CHECK constraints by name, as pg_get_constraintdef() prints them. */
  checks: Record<string, string>;
  /** EXCLUDE constraints by name, as pg_get_constraintdef() prints them. */
  exclusions: Record<string, string>;
}

export interface SchemaDescription {
  /** Enum types by name, with their values in declaration order. */
  enums: Record<string, string[]>;
  tables: Record<string, TableDescription>;
  sequences: string[];
  /** Extensions the schema needs. The database may have more (a server may preinstall some). */
  extensions: string[];
}

export function emptyTable(): TableDescription {
  return { columns: {}, primaryKey: null, indexes: {}, foreignKeys: {}, checks: {}, exclusions: {} };
}

const show = (value: unknown): string => JSON.stringify(value);
const normalizeSql = (sql: string): string => sql.replace(/\s+/g, ' ').trim();

/**
 * Every difference between what the schema declares (`expected`) and what the database has
 * (`actual`), one human-readable line each, in a stable order. Empty when they agree.
 */
export function compareSchemas(expected: SchemaDescription, actual: SchemaDescription): string[] {
  const out: string[] = [];

  compareKeyed(out, 'enum', expected.enums, actual.enums, (name, exp, act) => {
    if (show(exp) !== show(act)) out.push(`enum "${name}": values expected ${show(exp)}, found ${show(act)}`);
  });

  compareKeyed(out, 'table', expected.tables, actual.tables, (name, exp, act) => {
    compareTable(out, name, exp, act);
  });

  compareKeyed(
    out,
    'sequence',
    Object.fromEntries(expected.sequences.map((s) => [s, true])),
    Object.fromEntries(actual.sequences.map((s) => [s, true])),
    () => {},
  );

  for (const ext of [...expected.extensions].sort()) {
    if (!actual.extensions.includes(ext)) out.push(`extension "${ext}": missing from the database`);
  }
  return out;
}

function compareTable(out: string[], table: string, exp: TableDescription, act: TableDescription): void {
  const where = `table "${table}"`;

  compareKeyed(out, `${where}: column`, exp.columns, act.columns, (col, e, a) => {
    for (const key of ['type', 'nullable', 'default'] as const) {
      if (e[key] !== a[key]) {
        out.push(`${where}, column "${col}": ${key} expected ${show(e[key])}, found ${show(a[key])}`);
      }
    }
  });

  if (show(exp.primaryKey) !== show(act.primaryKey)) {
    out.push(`${where}: primary key expected ${show(exp.primaryKey)}, found ${show(act.primaryKey)}`);
  }

  compareKeyed(out, `${where}: index`, exp.indexes, act.indexes, (name, e, a) => {
    for (const key of ['unique', 'method', 'keys', 'predicate'] as const) {
      if (show(e[key]) !== show(a[key])) {
        out.push(`${where}, index "${name}": ${key} expected ${show(e[key])}, found ${show(a[key])}`);
      }
    }
  });

  compareKeyed(out, `${where}: foreign key`, exp.foreignKeys, act.foreignKeys, (name, e, a) => {
    for (const key of ['columns', 'referencedTable', 'referencedColumns', 'onDelete', 'onUpdate'] as const) {
      if (show(e[key]) !== show(a[key])) {
        out.push(`${where}, foreign key "${name}": ${key} expected ${show(e[key])}, found ${show(a[key])}`);
      }
    }
  });

  for (const [kind, e, a] of [
    ['check constraint', exp.checks, act.checks],
    ['exclusion constraint', exp.exclusions, act.exclusions],
  ] as const) {
    compareKeyed(out, `${where}: ${kind}`, e, a, (name, ed, ad) => {
      if (normalizeSql(ed) !== normalizeSql(ad)) {
        out.push(`${where}, ${kind} "${name}": expected ${show(ed)}, found ${show(ad)}`);
      }
    });
  }
}

/** Reports names present on one side only, and calls `both` for names present on both. */
function compareKeyed<T>(
  out: string[],
  what: string,
  expected: Record<string, T>,
  actual: Record<string, T>,
  both: (name: string, e: T, a: T) => void,
): void {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  for (const name of names) {
    const e = expected[name];
    const a = actual[name];
    if (e === undefined) out.push(`${what} "${name}": in the database but not declared`);
    else if (a === undefined) out.push(`${what} "${name}": declared but missing from the database`);
    else both(name, e, a);
  }
}

/** Adds the SQL-only rules to the description derived from schema.prisma. */
export function withSqlOnlyRules(
  fromPrisma: SchemaDescription,
  rules: {
    extensions: string[];
    sequences: string[];
    tables: Record<string, Partial<Pick<TableDescription, 'indexes' | 'checks' | 'exclusions'>>>;
  },
): SchemaDescription {
  const merged: SchemaDescription = structuredClone(fromPrisma);
  merged.extensions = [...new Set([...merged.extensions, ...rules.extensions])];
  merged.sequences = [...new Set([...merged.sequences, ...rules.sequences])];
  for (const [tableName, extra] of Object.entries(rules.tables)) {
    const table = merged.tables[tableName];
    if (!table)
      throw new Error(`SQL-only rules name table "${tableName}", which schema.prisma does not declare`);
    for (const kind of ['indexes', 'checks', 'exclusions'] as const) {
      for (const [name, value] of Object.entries(extra[kind] ?? {})) {
        if (name in table[kind]) {
          throw new Error(
            `"${name}" on "${tableName}" is declared in schema.prisma and again as a SQL-only rule; drop the SQL-only entry`,
          );
        }
        (table[kind] as Record<string, unknown>)[name] = value;
      }
    }
  }
  return merged;
}
